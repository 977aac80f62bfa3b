//! Any text as a board string, as each family: a puzzle or a clear refusal, never a panic. A board
//! that reads back must write out to a string that reads as the same board.
#![no_main]

use gridlock_core::model::Family;
use gridlock_core::notation::format_board;
use gridlock_core::puzzle::Puzzle;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    for game in [None, Some(Family::RushHour), Some(Family::Klotski)] {
        if let Ok(puzzle) = Puzzle::from_board_string(text, game) {
            if let Ok(written) = format_board(&puzzle.board) {
                let again = Puzzle::from_board_string(&written, Some(puzzle.board.family)).expect("a written board reads back");
                assert_eq!(again.board, puzzle.board, "{text:?} -> {written:?}");
            }
        }
    }
});
