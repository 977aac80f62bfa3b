//! The memory budget holds for real: a counting allocator watches every allocation while each search
//! and the cluster analysis run on a board whose cluster is far too large (issue #9's example), and the
//! highest the heap ever reached must stay within the budget.
//!
//! One test in its own binary, so no other test's allocations are counted.

use gridlock::core::cluster::{Cluster, ClusterError};
use gridlock::core::model::Metric;
use gridlock::core::notation::parse_board;
use gridlock::core::rules::Rules;
use gridlock::core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let live = LIVE.fetch_add(layout.size(), Relaxed) + layout.size();
        PEAK.fetch_max(live, Relaxed);
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// Runs `search` and returns the most the heap grew above where it started.
fn peak_growth<T>(search: impl FnOnce() -> T) -> (T, usize) {
    let base = LIVE.load(Relaxed);
    PEAK.store(base, Relaxed);
    let result = search();
    (result, PEAK.load(Relaxed) - base)
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
