//! The enumerator's shards as `enumerate --merge` reads them: any text is read or refused without a
//! panic, a shard written from any puzzle lines reads back as itself, and any change of one byte of
//! its puzzle lines, or a cut, is refused rather than merged.
#![no_main]

use gridlock_core::enumerator::{Tally, shard};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|input: (&str, &str, u16, u8)| {
    let (any, lines, at, byte) = input;
    let _ = shard::read(any);

    let puzzles: String = lines.lines().filter(|l| !l.is_empty()).map(|l| format!("{l}\n")).collect();
    let count = puzzles.lines().count() as u64;
    let tally = Tally { positions: count * 3, solvable: count * 2, minimal: count, by_moves: vec![0, count] };
    let text = shard::write(&puzzles, &tally, 1.5);
    let read = shard::read(&text).expect("a written shard reads back");
    assert_eq!((read.tally, read.puzzles), (tally, puzzles.as_str()));

    let head = text.len() - puzzles.len();
    if puzzles.is_empty() {
        return;
    }
    let at = head + at as usize % puzzles.len();
    let mut changed = text.clone().into_bytes();
    if changed[at] != byte {
        changed[at] = byte;
        if let Ok(changed) = String::from_utf8(changed) {
            assert!(shard::read(&changed).is_err(), "a changed byte at {at} was merged: {changed:?}");
        }
    }
    if let Ok(cut) = std::str::from_utf8(&text.as_bytes()[..at]) {
        assert!(shard::read(cut).is_err(), "a shard cut at {at} was merged");
    }
});
