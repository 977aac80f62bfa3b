//! Any bytes as a batch file, read a bounded line at a time as `gridlock-cli batch` reads them: never
//! a panic; every line is numbered in order, none taken is longer than the cap or holds a newline, and
//! the lines taken plus those refused account for the whole input.
#![no_main]

use gridlock_core::files::{LineError, lines_of};
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|input: (u8, &[u8])| {
    let (cap, bytes) = input;
    let cap = cap as usize % 64 + 1;
    let mut expected = 0;
    for read in lines_of(bytes, Path::new("fuzz.txt"), cap) {
        let (number, line) = read.expect("reading memory cannot fail");
        expected += 1;
        assert_eq!(number, expected, "lines are numbered from 1, in order");
        match line {
            Ok(text) => {
                assert!(text.len() <= cap, "{} bytes taken past a cap of {cap}", text.len());
                assert!(!text.contains('\n'), "{text:?}");
            }
            Err(LineError::TooLong { max }) => assert_eq!(max, cap),
            Err(LineError::NotText { col, .. }) => assert!(col >= 1),
        }
    }
    let newlines = bytes.iter().filter(|&&b| b == b'\n').count();
    let unterminated = usize::from(!bytes.is_empty() && !bytes.ends_with(b"\n"));
    assert_eq!(expected, newlines + unterminated, "one line per newline, and one for an unterminated end");
});
