//! The malformed-input corpus under `tests/malformed/`: 46 broken level files and 24 broken board
//! strings, each with the exact message a player must get. Every reader of puzzles goes through
//! `gridlock_core::puzzle`, so the core is checked here, the real `gridlock-cli` binary beside it, and the game's
//! `--level` in `tests/game/play.rs`.

use crate::cli;
use gridlock_core::level::MAX_LEVEL_BYTES;
use gridlock_core::puzzle::Puzzle;
use std::path::PathBuf;

fn corpus() -> PathBuf {
    crate::workspace_file("tests/malformed")
}

/// `NAME<TAB>MESSAGE` lines of a corpus manifest, comments skipped.
fn manifest(name: &str) -> Vec<(String, String)> {
    let text = std::fs::read_to_string(corpus().join(name)).expect("the corpus manifest is present");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, message) = l.split_once('\t').unwrap_or_else(|| panic!("no tab in {l:?}"));
            (input.to_string(), message.to_string())
        })
        .collect()
}

fn refusal(result: Result<Puzzle, impl std::fmt::Display>) -> String {
    match result {
        Ok(_) => "accepted".into(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn every_malformed_level_file_gets_its_own_message() {
    let expected = manifest("levels.txt");
    let mut files: Vec<String> = std::fs::read_dir(corpus().join("levels"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut listed: Vec<String> = expected.iter().map(|(f, _)| f.clone()).collect();
    listed.sort();
    assert_eq!(files, listed, "every file of the corpus has its message, and every message its file");
    assert!(files.len() >= 40);
    for (file, message) in &expected {
        let path = corpus().join("levels").join(file);
        let shown = path.display().to_string();
        assert_eq!(refusal(Puzzle::open(&shown, None)), format!("{shown}{message}"), "{file}");
    }
}

#[test]
fn every_malformed_board_string_gets_its_own_message() {
    let expected = manifest("boards.txt");
    assert!(expected.len() >= 20);
    for (board, message) in &expected {
        assert_eq!(&refusal(Puzzle::open(board, None)), message, "{board}");
    }
    assert_eq!(refusal(Puzzle::open("  ", None)), "empty board string");
    // A huge string is refused before it is split, and the message does not repeat it.
    let huge = "A".repeat(20_000_000);
    let message = refusal(Puzzle::from_board_string(&huge, None));
    assert!(message.ends_with("the board string is 20000000 characters long; a board string is at most 256 (8x8 takes 71)"));
    assert!(message.len() < 300, "{message}");
}

#[test]
fn a_huge_level_file_is_refused_before_it_is_read() {
    let path = std::env::temp_dir().join(format!("gridlock-huge-{}.ron", std::process::id()));
    std::fs::write(&path, "(".repeat(20 << 20)).unwrap();
    let message = refusal(Puzzle::open(path.to_str().unwrap(), None));
    std::fs::remove_file(&path).unwrap();
    let limit = format!("the file is 20971520 bytes; a level file is at most {MAX_LEVEL_BYTES} bytes");
    assert_eq!(message, format!("{}: {limit}", path.display()));
}

#[test]
fn the_command_line_tool_gives_the_same_messages() {
    let dir = corpus().join("levels");
    let (code, out, _) = cli(&["verify", dir.to_str().unwrap()]);
    assert_eq!(code, 1);
    for (file, message) in manifest("levels.txt") {
        let line = format!("{}{message}", dir.join(&file).display());
        assert!(out.lines().any(|l| l == line), "verify did not report {line:?}:\n{out}");
    }
    assert!(out.ends_with("46 levels, 46 problems\n"), "{out}");
    for (board, message) in manifest("boards.txt") {
        let (code, out, err) = cli(&["solve", "--", &board]);
        assert_eq!((code, out.as_str(), err.as_str()), (1, "", format!("gridlock-cli: {message}\n").as_str()), "{board}");
    }
}
