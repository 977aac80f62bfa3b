//! The `gridlock-cli` contract: the real binary is run, and its words and exit codes are checked as a
//! script or a user would read them.

use crate::{Scratch, cli};

#[test]
fn cli_verify_list_and_solve_keep_their_contract() {
    let (code, out, _) = cli(&["verify", "levels"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("0 problems\n"), "{out}");

    let (code, out, _) = cli(&["list", "levels"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "klc-32-heng-dao-li-ma\tklotski\t4x5\tAdvanced\t81\tmoves"), "{out}");

    let (code, out, _) = cli(&["solve", "--metric", "slides", "BAAC/BAAC/DEEF/DGHF/I..J"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().next(), Some("90 slides"));
    assert_eq!(out.lines().count(), 91);

    let (code, out, _) = cli(&["solve", "..C.../..C.../AAB.../..B.../..D.../..D..."]);
    assert_eq!((code, out.as_str()), (0, "unsolvable\n"));
}

#[test]
fn cli_bad_input_gets_a_clear_message_and_status() {
    let (code, _, err) = cli(&["solve", "AA#/..."]);
    assert_eq!(code, 1);
    assert!(err.contains("unexpected character '#' at row 1, column 3"), "{err}");

    let (code, _, _) = cli(&["solve", "--metric", "furlongs", "AA."]);
    assert_eq!(code, 2, "usage errors exit with 2");

    let dir = std::env::temp_dir().join(format!("gridlock-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let broken = dir.join("broken.ron");
    std::fs::write(&broken, "(\n    name: \"x\",\n    family: Sideways,\n)").unwrap();
    let (code, out, _) = cli(&["verify", broken.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.contains("broken.ron:3:"), "{out}");

    let batch = dir.join("batch.txt");
    std::fs::write(&batch, "# a comment\n5 ooBBoooooDEFAAoDEFoooooooCCCoooooooo 100\nnot-a-board\n").unwrap();
    let (code, out, err) = cli(&["batch", "--cluster", batch.to_str().unwrap()]);
    assert_eq!(code, 1, "a bad line makes the exit status 1");
    let fields: Vec<&str> = out.trim_end().split('\t').collect();
    assert_eq!(out.lines().count(), 1, "{out}");
    assert_eq!(fields[..2], ["ooBBoooooDEFAAoDEFoooooooCCCoooooooo", "5"]);
    let (reachable, hardest): (usize, u32) = (fields[2].parse().unwrap(), fields[3].parse().unwrap());
    assert!(reachable > 1 && hardest >= 5, "{out}");
    assert!(err.contains("batch.txt:3: "), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

/// A scratch folder for one test, removed when it ends.

#[test]
fn a_reader_that_goes_away_ends_the_output_quietly() {
    use std::io::{BufRead, BufReader};
    let scratch = Scratch::new("pipe");
    // Far more output than a pipe holds, so the writer meets the closed pipe.
    let sample = std::fs::read_to_string(crate::workspace_file("tests/data/rush_hour_sample.txt")).unwrap();
    let many = scratch.0.join("many.txt");
    std::fs::write(&many, sample.repeat(12)).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock-cli"))
        .args(["batch", many.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap()).read_line(&mut first).unwrap();
    assert!(first.contains('\t'), "{first}");
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn verify_reports_every_problem_and_goes_on() {
    let scratch = Scratch::new("verify");
    // 8×8 Klotski with 40 one-cell blocks: valid, but too many states to pack into the solver's keys.
    let labels = ('B'..='Z').chain('a'..='w').filter(|&c| c != 'o' && c != 'x');
    let cells = (0..64u8).filter(|&c| !(c % 8 < 2 && c / 8 < 2));
    let singles: String = labels
        .zip(cells)
        .take(40)
        .map(|(l, c)| format!("        (label: '{l}', at: (x: {}, y: {}), size: (1, 1), movement: Free),\n", c % 8, c / 8))
        .collect();
    let crowded = format!(
        "(\n    name: \"Crowded\",\n    family: Klotski,\n    tier: Expert,\n    width: 8,\n    height: 8,\n    exit: (side: Bottom, offset: 3),\n    optimum: (metric: Moves, count: 1),\n    pieces: [\n        (label: 'A', at: (x: 0, y: 0), size: (2, 2), movement: Free),\n{singles}    ],\n)\n"
    );
    std::fs::write(scratch.0.join("a-crowded.ron"), crowded).unwrap();
    std::fs::copy(crate::workspace_file("levels/rh-01-first-gear.ron"), scratch.0.join("b-first-gear.ron")).unwrap();
    let (code, out, _) = cli(&["verify", scratch.0.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("a-crowded.ron: the board has too many pieces to solve"), "{out}");
    assert!(out.contains("ok\t") && out.contains("b-first-gear.ron"), "the next level is still verified: {out}");
    assert!(out.ends_with("2 levels, 1 problems\n"), "{out}");
}

#[test]
fn verify_checks_every_optimum_a_level_states() {
    let scratch = Scratch::new("optima");
    let classic = std::fs::read_to_string(crate::workspace_file("levels/klc-32-heng-dao-li-ma.ron")).unwrap();
    assert!(classic.contains("(metric: Steps, count: 116)"), "{classic}");
    std::fs::write(scratch.0.join("a.ron"), &classic).unwrap();
    std::fs::write(scratch.0.join("b.ron"), classic.replace("(metric: Steps, count: 116)", "(metric: Steps, count: 115)"))
        .unwrap();
    let (code, out, _) = cli(&["verify", scratch.0.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("a.ron\t81 moves, 90 slides, 116 steps"), "{out}");
    assert!(out.contains("b.ron: claims 115 steps but the optimum is 116"), "{out}");
}

#[test]
fn a_misspelt_level_field_is_named_with_its_place() {
    let scratch = Scratch::new("fields");
    let good = std::fs::read_to_string(crate::workspace_file("levels/rh-01-first-gear.ron")).unwrap();
    let path = scratch.0.join("walls.ron");
    std::fs::write(&path, good.replacen("    width:", "    wals: [],\n    width:", 1)).unwrap();
    let (code, _, err) = cli(&["solve", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("walls.ron:") && err.contains("Unexpected field named `wals`"), "{err}");
}
