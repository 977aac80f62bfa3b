//! `enumerate`: every Rush Hour puzzle of a board size, as Fogleman's enumerator defines them, one line
//! per puzzle (`MOVES BOARD STATES`) and the count of puzzles per optimum at the end; or, with `--game
//! klotski`, every Huarongdao layout's group ([`klotski`]).
//!
//! The work is split into shards; each finished shard is saved in a work folder, so an interrupted run
//! resumes where it stopped, and `--part K/N` runs one share of the shards (on another machine, say)
//! for `--merge` to gather later.

mod klotski;
mod store;

use super::Failure;
use super::input::{parse_range, parse_threads};
use gridlock_core::enumerator::{
    Config, Decided, Layouts, MOST_GATHERED, Part, Tally, WallsThatMatter, count_shard, decide_part,
};
use gridlock_core::model::Family;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use std::ops::RangeInclusive;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;
use store::{Plan, Store};

#[derive(clap::Args)]
pub struct Args {
    /// Rush Hour (the default: its puzzles of one size, written to OUT) or Klotski (every Huarongdao
    /// layout's group and its farthest layouts, on standard output; takes only --threads).
    #[arg(long = "game", value_enum, default_value = "rush-hour")]
    family: Family,
    /// Board size: 4, 5 or 6 (4x4, 5x5, 6x6).
    #[arg(long, value_parser = parse_size, required_if_eq("family", "rush-hour"))]
    size: Option<u8>,
    /// Walls, as a range (0..2) or a number [default: 0].
    #[arg(long, value_parser = parse_range::<usize>)]
    walls: Option<RangeInclusive<usize>>,
    /// Threads (default: every core; at most eight per core).
    #[arg(long, value_parser = parse_threads)]
    threads: Option<usize>,
    /// The database to write (Rush Hour needs it, unless --count); finished shards are kept in
    /// OUT.shards/ until it is written.
    // Required by `run`: clap cannot say "for Rush Hour, unless --count".
    #[arg(long)]
    out: Option<PathBuf>,
    /// Add his fourth column: how many positions of the cluster lie at each distance from the goal.
    #[arg(long)]
    distances: bool,
    /// Run only part K of N (as 3/8) of the shards and leave them in the work folder, for one
    /// command per machine; `--merge` writes the database once every part is done.
    #[arg(long, value_parser = parse_part, conflicts_with = "merge")]
    part: Option<(usize, usize)>,
    /// Write the database from the finished shards without enumerating.
    #[arg(long)]
    merge: bool,
    /// The most goal positions a shard gathers at once, 40 bytes each [default: 16777216, about 0.7
    /// GB]; a shard holding more is decided in parts, each saved as it finishes (a run stopped loses
    /// at most a part).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    gather: Option<u64>,
    /// Only walk the shards and count their goal positions (and those in sets of pieces not searched):
    /// the size of the run and of its largest shards, for planning parts. Writes nothing.
    #[arg(long, conflicts_with_all = ["out", "part", "merge", "distances", "gather"])]
    count: bool,
}

fn parse_size(text: &str) -> Result<u8, String> {
    let size = text.split_once('x').map_or(text, |(w, h)| if w == h { w } else { "" });
    match size.parse::<u8>() {
        Ok(n @ 4..=6) => Ok(n),
        _ => Err(format!("`{text}` is not enumerated; choose 4, 5 or 6")),
    }
}

fn parse_part(text: &str) -> Result<(usize, usize), String> {
    let wrong = || format!("`{text}` is not a part like 3/8 (part 3 of 8, counted from 1)");
    let (k, n) = text.split_once('/').ok_or_else(wrong)?;
    match (k.trim().parse::<usize>(), n.trim().parse::<usize>()) {
        (Ok(k), Ok(n)) if (1..=n).contains(&k) => Ok((k, n)),
        _ => Err(wrong()),
    }
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    if args.family == Family::Klotski {
        if args.size.is_some()
            || args.out.is_some()
            || args.distances
            || args.part.is_some()
            || args.merge
            || args.walls.is_some()
            || args.count
        {
            return Err("`--game klotski` enumerates the one 4×5 board on standard output: it takes only --threads".into());
        }
        return klotski::run(args.threads);
    }
    const NEEDS: &str = "Rush Hour's enumeration needs --size and --out";
    let Some(size) = args.size else { return Err(NEEDS.into()) };
    let config = Config::new(size, args.walls.clone().unwrap_or(0..=0)).map_err(|e| e.to_string())?;
    let layouts = Layouts::new(config);
    if args.count {
        return count(args, &layouts);
    }
    let Some(out) = &args.out else { return Err(NEEDS.into()) };
    let plan = Plan { config, shards: layouts.shards(), distances: args.distances };
    let store = Store::open(out, &plan)?;
    if !args.merge {
        enumerate(args, &layouts, &store)?;
    }
    if args.part.is_some() {
        let missing = store.missing().len();
        eprintln!("{} of {} shards done in {}", plan.shards - missing, plan.shards, store.folder().display());
        if let Some(estimate) = store.estimate()? {
            eprintln!("{estimate}");
        }
        return Ok(ExitCode::SUCCESS);
    }
    let tally = store.merge(out)?;
    report(&plan, &tally);
    Ok(ExitCode::SUCCESS)
}

/// Decides every shard of this part not done yet, on the pool's threads, saving each as it finishes.
fn enumerate(args: &Args, layouts: &Layouts, store: &Store) -> Result<(), Failure> {
    let (part, parts) = args.part.unwrap_or((1, 1));
    let ours = |shard: &usize| scrambled(*shard) % parts as u64 == part as u64 - 1;
    let mut todo: Vec<usize> = store.missing().into_iter().filter(ours).collect();
    // Shards differ a thousandfold in size, in runs (an empty top row leaves the most to fill, and
    // with walls whole runs of shards hold too many walls to hold anything). Taken in a scrambled
    // order, and parted by it, the shards done so far and any part are a fair sample, so the ETA and
    // a part's estimate of the whole mean something.
    todo.sort_by_key(|&shard| scrambled(shard));
    let total = (0..layouts.shards()).filter(ours).count();
    if todo.len() < total {
        eprintln!("resuming: {} of {total} shards already done in {}", total - todo.len(), store.folder().display());
    }
    let (pool, threads) = thread_pool(args.threads)?;
    let bar = ProgressBar::new(todo.len() as u64).with_style(
        ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} shards, ETA {eta_precise} {msg}")
            .expect("a valid template")
            .progress_chars("=> "),
    );
    let started = Instant::now();
    let done = pool.install(|| {
        todo.par_iter().try_for_each(|&shard| {
            decide_shard(layouts, store, shard, args.gather.unwrap_or(MOST_GATHERED))?;
            bar.inc(1);
            Ok::<(), Failure>(())
        })
    });
    bar.finish_and_clear();
    done?;
    eprintln!("{} shards in {:.1} s on {threads} threads", todo.len(), started.elapsed().as_secs_f64());
    Ok(())
}

/// Decides shard `shard` and saves it. A shard holding more than `gather` goal positions goes part by
/// part ([`decide_part`]), each part saved as it is decided and taken back when the shard is taken up
/// again, so a run stopped loses at most a part.
fn decide_shard(layouts: &Layouts, store: &Store, shard: usize, gather: u64) -> Result<(), Failure> {
    let mut done = Done::default();
    decide_parts(layouts, store, shard, &mut Vec::new(), &layouts.part_of(shard), gather, &mut done)?;
    store.save(shard, &done.lines, &done.tally, done.seconds)
}

/// What is decided of a shard so far: its puzzle lines in order, their tally, the seconds taken, and
/// what its sets searched tell of the sets with a wall more (a part taken back from its file tells
/// nothing: its sets with a wall more, if any, are then searched).
#[derive(Default)]
struct Done {
    lines: String,
    tally: Tally,
    seconds: f64,
    walls: WallsThatMatter,
}

impl Done {
    /// Adds a part decided after the others.
    fn add(&mut self, lines: &str, tally: &Tally, seconds: f64) {
        self.lines.push_str(lines);
        self.tally.add(tally);
        self.seconds += seconds;
    }
}

/// Decides `part` of a shard (at `path` among its parts: the indices of the parts split down to it),
/// or takes it from its saved file, adding it to `done`.
fn decide_parts(
    layouts: &Layouts,
    store: &Store,
    shard: usize,
    path: &mut Vec<usize>,
    part: &Part,
    gather: u64,
    done: &mut Done,
) -> Result<(), Failure> {
    if !path.is_empty()
        && let Some((lines, tally, seconds)) = store.saved_part(shard, path)?
    {
        done.add(&lines, &tally, seconds);
        return Ok(());
    }
    let started = Instant::now();
    match decide_part(layouts, part, gather, &mut done.walls) {
        Decided::Whole(puzzles, tally) => {
            let lines = store.lines(&puzzles);
            let seconds = started.elapsed().as_secs_f64();
            if !path.is_empty() {
                store.save_part(shard, path, &lines, &tally, seconds)?;
            }
            done.add(&lines, &tally, seconds);
        }
        Decided::Split(parts) => {
            done.seconds += started.elapsed().as_secs_f64();
            for (index, finer) in parts.iter().enumerate() {
                path.push(index);
                decide_parts(layouts, store, shard, path, finer, gather, done)?;
                path.pop();
            }
        }
    }
    Ok(())
}

/// `--count`: every shard walked on the pool's threads, its goal positions counted; the totals and the
/// largest shards printed.
fn count(args: &Args, layouts: &Layouts) -> Result<ExitCode, Failure> {
    let (pool, threads) = thread_pool(args.threads)?;
    let started = Instant::now();
    let shards: Vec<Tally> =
        pool.install(|| (0..layouts.shards()).into_par_iter().map(|shard| count_shard(layouts, shard)).collect());
    let mut total = Tally::default();
    shards.iter().for_each(|tally| total.add(tally));
    let Config { size, min_walls, max_walls } = layouts.config();
    out!(
        "{size}x{size}, walls {min_walls}..{max_walls}: {} shards, {} goal positions, {} of them in sets of pieces with a wall out of reach (not searched), {} to search",
        shards.len(),
        total.positions,
        total.unsearched,
        total.positions - total.unsearched
    );
    let mut largest: Vec<(usize, u64)> =
        shards.iter().enumerate().map(|(shard, tally)| (shard, tally.positions - tally.unsearched)).collect();
    largest.sort_unstable_by_key(|&(shard, searched)| (std::cmp::Reverse(searched), shard));
    let empty = largest.iter().filter(|&&(_, searched)| searched == 0).count();
    out!("{empty} shards hold nothing to search; the largest, by goal positions to search:");
    for (shard, searched) in largest.iter().take(5) {
        out!("  shard {shard}: {searched}");
    }
    eprintln!("walked in {:.1} s on {threads} threads", started.elapsed().as_secs_f64());
    Ok(ExitCode::SUCCESS)
}

/// A shard's place in the scrambled order (a bijection of the shard numbers, spread over 64 bits).
fn scrambled(shard: usize) -> u64 {
    let mixed = (shard as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    mixed ^ mixed >> 32
}

/// A pool of `threads` threads (default: one per core), and how many.
fn thread_pool(threads: Option<usize>) -> Result<(rayon::ThreadPool, usize), Failure> {
    let threads = threads.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().map_err(|e| e.to_string())?;
    Ok((pool, threads))
}

fn report(plan: &Plan, tally: &Tally) {
    for line in store::summary(plan, tally) {
        out!("{line}");
    }
}
