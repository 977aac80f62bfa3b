//! `enumerate --game klotski`: every Huarongdao layout's group ([`gridlock_core::klotski_space`]), one
//! line per group on standard output, then the totals, the groups by size and the hardest layouts.
//!
//! A line: `TYPE-GROUP SINGLES WIDE TALL SIZE MOVES FARTHEST…` — dnomd343/klotski's type and group
//! numbers, the mix (1×1, 1×2 and 2×1 blocks besides the 2×2), the group's size, the most moves any of
//! its layouts needs (`-` when none is solvable) and those layouts as `CODE=BOARD` (the common code and
//! the board string the game opens).

use super::{Failure, thread_pool};
use gridlock_core::klotski_space::{MixGroups, board_string, common_code, every_group};
use std::process::ExitCode;
use std::time::Instant;

pub fn run(threads: Option<usize>) -> Result<ExitCode, Failure> {
    let (pool, threads) = thread_pool(threads)?;
    let started = Instant::now();
    let mixes = pool.install(every_group);
    let seconds = started.elapsed().as_secs_f64();
    out!("# every Huarongdao layout: TYPE-GROUP SINGLES WIDE TALL SIZE MOVES FARTHEST (CODE=BOARD)");
    for mix in &mixes {
        for group in &mix.groups {
            let (moves, farthest) = match &group.farthest {
                Some((moves, layouts)) => {
                    let named: Vec<String> = layouts.iter().map(|&k| format!("{}={}", common_code(k), board_string(k))).collect();
                    (moves.to_string(), named.join(" "))
                }
                None => ("-".into(), String::new()),
            };
            let m = mix.mix;
            out!("{}-{} {} {} {} {} {moves} {farthest}", mix.type_id, group.id, m.singles, m.wide, m.tall, group.size);
        }
    }
    for line in summary(&mixes) {
        out!("# {line}");
    }
    eprintln!("{:.2} s on {threads} threads", seconds);
    Ok(ExitCode::SUCCESS)
}

/// The totals, the groups by size (powers of ten) and the hardest layouts of all.
fn summary(mixes: &[MixGroups]) -> Vec<String> {
    let groups = || mixes.iter().flat_map(|m| m.groups.iter().map(move |g| (m, g)));
    let layouts: u64 = mixes.iter().map(|m| u64::from(m.layouts)).sum();
    let solvable = groups().filter(|(_, g)| g.farthest.is_some()).count();
    let (largest_mix, largest) = groups().max_by_key(|(_, g)| g.size).expect("groups");
    let mut lines = vec![
        format!("{layouts} layouts of {} mixes in {} groups, {solvable} of them solvable", mixes.len(), groups().count()),
        format!("largest group: {}-{}, {} layouts", largest_mix.type_id, largest.id, largest.size),
    ];
    let mut bound = 1u32;
    while bound <= largest.size {
        let next = bound.saturating_mul(10);
        let count = groups().filter(|(_, g)| (bound..next).contains(&g.size)).count();
        lines.push(format!("groups of {bound} to {} layouts: {count}", next - 1));
        bound = next;
    }
    let most = groups().filter_map(|(_, g)| g.farthest.as_ref().map(|f| f.0)).max().unwrap_or(0);
    for (mix, group) in groups().filter(|(_, g)| g.farthest.as_ref().is_some_and(|f| f.0 == most)) {
        let (_, layouts) = group.farthest.as_ref().expect("filtered");
        for &key in layouts {
            lines.push(format!(
                "hardest: {most} moves, {}={} (group {}-{})",
                common_code(key),
                board_string(key),
                mix.type_id,
                group.id
            ));
        }
    }
    lines
}
