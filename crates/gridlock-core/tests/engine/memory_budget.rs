//! The memory budget holds for real: a counting allocator watches every allocation while each search
//! and the cluster analysis run on a board whose cluster is far too large (issue #9's example), and the
//! highest the heap ever reached must stay within the budget.
//!
//! The allocator counts each thread's own allocations, so the tests running beside this one in the same
//! binary are not counted (the searches run on the calling thread).

use gridlock_core::cluster::{Cluster, ClusterError};
use gridlock_core::model::Metric;
use gridlock_core::notation::parse_board;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

struct Counting;

thread_local! {
    /// Bytes this thread has allocated and not freed (negative where it frees another thread's), and
    /// the most that has reached since the last [`peak_growth`] began.
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

/// Adds `bytes` to this thread's count; `try_with`, as a thread's last frees come after its locals are gone.
fn count(bytes: isize) {
    let _ = LIVE.try_with(|live| {
        live.set(live.get() + bytes);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(live.get())));
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `search` on this thread and returns the most the heap grew above where it started.
fn peak_growth<T>(search: impl FnOnce() -> T) -> (T, usize) {
    let base = LIVE.with(Cell::get);
    PEAK.with(|peak| peak.set(base));
    let result = search();
    (result, (PEAK.with(Cell::get) - base) as usize)
}

const HUGE: &str = "..BCDEFG/..BCDEFG/......../AA....../......../......../HH..II../JJ..KK..";
/// The same board with its exit held shut by a truck between two walls: a search from the start must
/// store the whole (huge) cluster to prove there is no way out. (Its goal states are none, which the
/// bidirectional search sees at once, so that one runs on `HUGE`: it enumerates far too many.)
const HUGE_LOCKED: &str = "..BCDEFG/..BCDEFG/.......x/AA.....Z/.......Z/.......Z/HH..II.x/JJ..KK..";

#[test]
fn no_search_grows_the_heap_past_its_budget() {
    let rules_for = |text| Rules::new(&parse_board(text, None).unwrap()).unwrap();
    let rules = rules_for(HUGE);
    let budget = 40_000_000;
    // Room for what is not the search's tables: the rules, a result's path, the allocator's rounding.
    let margin = 1_000_000;
    let (cluster, peak) =
        peak_growth(|| Cluster::explore(&rules, &rules.board().positions(), Metric::Moves, &Limits::with_bytes(budget)));
    assert!(matches!(cluster, Err(ClusterError::LimitReached { .. })), "{cluster:?}");
    assert!(peak <= budget + margin, "cluster analysis: heap grew {peak} bytes on a budget of {budget}");
    assert!(peak > budget / 4, "cluster analysis stopped early: {peak} bytes of {budget}");
    let locked = rules_for(HUGE_LOCKED);
    for (rules, algorithm) in [
        (&locked, Algorithm::Bfs),
        (&locked, Algorithm::AStar(Heuristic::Sum)),
        (&locked, Algorithm::AStarOrdered(Heuristic::Sum)),
        (&rules, Algorithm::BidirectionalBfs),
    ] {
        let (outcome, peak) = peak_growth(|| solve(rules, Metric::Moves, algorithm, Limits::with_bytes(budget)));
        assert!(matches!(outcome, Outcome::LimitReached(_)), "{algorithm:?}: {outcome:?}");
        assert!(peak <= budget + margin, "{algorithm:?}: heap grew {peak} bytes on a budget of {budget}");
        assert!(peak > budget / 4, "{algorithm:?} stopped early: {peak} bytes of {budget}");
    }
}
