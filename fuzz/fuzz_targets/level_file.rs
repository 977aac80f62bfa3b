//! Any text as a level file: read, validated and compiled for the solver, or refused with a message
//! naming the file — never a panic. A level that loads must also survive its own round trip.
#![no_main]

use gridlock_core::level::Level;
use gridlock_core::puzzle::Puzzle;
use libfuzzer_sys::fuzz_target;
use std::path::Path;

fuzz_target!(|text: &str| {
    let path = Path::new("fuzz.ron");
    match Level::parse(text, path) {
        Ok(level) => {
            let again = Level::parse(&level.to_ron(), path).expect("a loaded level writes back as a valid file");
            assert_eq!(again, level);
            let _ = Puzzle::from_level(level, "fuzz.ron");
        }
        Err(e) => assert!(e.to_string().starts_with("fuzz.ron"), "{e}"),
    }
});
