//! `gridlock-cli enumerate`: the whole output against Fogleman's enumerator (his C++ program at commit
//! 3e3b839 printed the same lines, sorted here, for 4×4 with up to two walls and 5×5), and the work
//! folder that lets a run be split, interrupted, resumed and merged.

use crate::cli;
use gridlock_core::enumerator::{Tally, shard};
use std::path::{Path, PathBuf};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridlock-enumerate-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The puzzle lines of a database, sorted; the summary's comment lines apart.
fn puzzles(file: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines: Vec<String> = text.lines().filter(|l| !l.starts_with('#')).map(String::from).collect();
    lines.sort();
    lines
}

fn expected(name: &str) -> Vec<String> {
    let file = crate::workspace_file("tests/data/enumerator").join(name);
    std::fs::read_to_string(file).unwrap().lines().map(String::from).collect()
}

#[test]
fn five_by_five_is_his_database_line_for_line() {
    let dir = scratch("5x5");
    let out = dir.join("5x5.txt");
    let (code, stdout, stderr) = cli(&["enumerate", "--size", "5x5", "--distances", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(puzzles(&out), expected("5x5.txt"));
    assert!(stdout.starts_with("5x5, walls 0..0: 124886 positions, 62106 solvable clusters, 1730 puzzles\n"), "{stdout}");
    assert!(stdout.ends_with("\n18 moves: 2\n20 moves: 2\n"), "the counts per optimum follow: {stdout}");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.ends_with("# 18 moves: 2\n# 20 moves: 2\n"), "and end the file as comments");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn parts_run_apart_merge_into_the_same_database_and_a_run_resumes() {
    let dir = scratch("parts");
    let whole = dir.join("whole.txt");
    let (code, _, stderr) =
        cli(&["enumerate", "--size", "4", "--walls", "0..2", "--distances", "--out", whole.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(puzzles(&whole), expected("4x4.txt"));

    // Two parts, as on two machines: neither writes the database; the merge does.
    let split = dir.join("split.txt");
    let split_arg = split.to_str().unwrap();
    let run = |extra: &[&str]| {
        cli(&[&["enumerate", "--size", "4", "--walls", "0..2", "--distances", "--out", split_arg], extra].concat())
    };
    let (code, _, stderr) = run(&["--part", "1/2"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!split.exists());
    assert!(stderr.contains("shards took") && stderr.contains("the whole run is about"), "an estimate from the part: {stderr}");
    assert!(stderr.contains(" a goal position searched times the goal positions --count finds"), "{stderr}");
    let (code, _, stderr) = run(&["--merge"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("shards are not done yet"), "{stderr}");
    let (code, _, stderr) = run(&["--part", "2/2"]);
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = run(&["--merge"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(std::fs::read(&split).unwrap(), std::fs::read(&whole).unwrap());

    // An interrupted run: the shards saved are kept, the rest redone.
    let shards = dir.join("split.txt.shards");
    std::fs::remove_file(shards.join("shard-000003.txt")).unwrap();
    std::fs::remove_file(&split).unwrap();
    let (code, _, stderr) = run(&[]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("resuming: "), "{stderr}");
    assert_eq!(std::fs::read(&split).unwrap(), std::fs::read(&whole).unwrap());

    // A folder of another run is refused, not mixed in.
    let (code, _, stderr) = cli(&["enumerate", "--size", "4", "--out", split_arg]);
    assert_eq!(code, 1);
    assert!(stderr.contains("holds shards of another run"), "{stderr}");
    // A damaged shard is named, with the way out.
    std::fs::write(shards.join("shard-000003.txt"), "garbage\n").unwrap();
    let (code, _, stderr) = run(&["--merge"]);
    assert_eq!(code, 1);
    assert!(stderr.contains("shard-000003.txt: its first line is not a shard's counts; delete the file"), "{stderr}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_count_walks_the_shards_as_the_run_would_without_searching() {
    let dir = scratch("count");
    let out = dir.join("4x4.txt");
    let (code, ran, stderr) = cli(&["enumerate", "--size", "4", "--walls", "0..2", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    // The run leaves out more than the count foresees: the sets with a wall needed nowhere as well.
    let unsearched: u64 = ran
        .strip_prefix("4x4, walls 0..2: 18884 positions (")
        .and_then(|rest| rest.split_once(" of them in sets of pieces not searched: a wall out of reach or needed nowhere), "))
        .and_then(|(n, _)| n.parse().ok())
        .unwrap_or_else(|| panic!("{ran}"));
    assert!(unsearched > 10817, "{ran}");
    let (code, counted, stderr) = cli(&["enumerate", "--size", "4", "--walls", "0..2", "--count"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        counted.starts_with("4x4, walls 0..2: 27 shards, 18884 goal positions, 10817 of them in sets of pieces with a wall out of reach (not searched), 8067 to search\n"),
        "{counted}"
    );
    assert!(counted.contains("the largest, by goal positions to search:\n  shard "), "{counted}");
    let (code, _, stderr) = cli(&["enumerate", "--size", "4", "--count", "--out", out.to_str().unwrap()]);
    assert_eq!(code, 2, "a count writes nothing: {stderr}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_shard_too_large_to_gather_goes_by_parts_and_resumes_from_the_parts_saved() {
    let dir = scratch("gather");
    let out = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let run = |name: &str, extra: &[&str]| {
        cli(&[&["enumerate", "--size", "4", "--walls", "0..2", "--out", &out(name)], extra].concat())
    };
    let (code, _, stderr) = run("whole.txt", &[]);
    assert_eq!(code, 0, "{stderr}");
    let (code, _, stderr) = run("parts.txt", &["--gather", "10"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(std::fs::read(out("parts.txt")).unwrap(), std::fs::read(out("whole.txt")).unwrap());

    // The largest shard, split at 10 positions, as a stopped run left it: its first part saved. The
    // part written here holds a line no enumeration makes, so the database shows that it was taken.
    let (_, counted, _) = cli(&["enumerate", "--size", "4", "--walls", "0..2", "--count"]);
    let largest = counted.lines().find_map(|line| line.trim().strip_prefix("shard ")).expect("the largest shard");
    let shard: usize = largest.split(':').next().unwrap().parse().unwrap();
    let parts = dir.join("resumed.txt.shards").join(format!("shard-{shard:06}.parts"));
    std::fs::create_dir_all(&parts).unwrap();
    let tally = Tally { minimal: 1, by_moves: [vec![0; 99], vec![1]].concat(), ..Tally::default() };
    std::fs::write(parts.join("part-0.txt"), shard::write("99 SAVED-PART 1\n", &tally, 0.5)).unwrap();
    let (code, _, stderr) = run("resumed.txt", &["--gather", "10"]);
    assert_eq!(code, 0, "{stderr}");
    let resumed = std::fs::read_to_string(out("resumed.txt")).unwrap();
    assert!(resumed.contains("99 SAVED-PART 1\n"), "the saved part was decided again");
    assert!(!parts.exists(), "a finished shard's parts are dropped");

    // A damaged part is named, with the way out.
    std::fs::remove_file(dir.join("resumed.txt.shards").join(format!("shard-{shard:06}.txt"))).unwrap();
    std::fs::create_dir_all(&parts).unwrap();
    std::fs::write(parts.join("part-0.txt"), "garbage\n").unwrap();
    let (code, _, stderr) = run("resumed.txt", &["--gather", "10"]);
    assert_eq!(code, 1);
    assert!(
        stderr.contains("part-0.txt: its first line is not a shard's counts; delete the file to decide the part again"),
        "{stderr}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn sizes_and_parts_out_of_range_are_usage_errors() {
    let (code, _, stderr) = cli(&["enumerate", "--size", "7", "--out", "x.txt"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("choose 4, 5 or 6"), "{stderr}");
    let (code, _, stderr) = cli(&["enumerate", "--size", "5", "--part", "3/2", "--out", "x.txt"]);
    assert_eq!(code, 2);
    assert!(stderr.contains("not a part like 3/8"), "{stderr}");
}

#[test]
fn a_database_packs_for_the_game_and_a_bad_line_is_named() {
    let dir = scratch("database");
    let out = dir.join("5x5.db");
    let from = crate::workspace_file("tests/data/enumerator").join("5x5.txt");
    let (code, stdout, stderr) = cli(&["database", "--size", "5", from.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("1730 puzzles, "), "{stdout}");
    let db = gridlock_core::database::Database::read(std::fs::read(&out).unwrap()).unwrap();
    assert_eq!(db.optima().map(|(_, n)| n).sum::<usize>(), 1730);

    // Printed back, the packed database is the text's rows (their first three columns), every one.
    let (code, printed, stderr) = cli(&["database", "--print", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let three_columns = |line: &str| line.split_whitespace().take(3).collect::<Vec<_>>().join(" ");
    let mut rows: Vec<String> = std::fs::read_to_string(&from).unwrap().lines().map(three_columns).collect();
    let mut printed: Vec<String> = printed.lines().map(str::to_string).collect();
    rows.sort();
    printed.sort();
    assert_eq!(printed, rows);
    let (code, _, stderr) = cli(&["database", "--print", from.to_str().unwrap()]);
    assert_eq!(code, 1, "a text is not a packed database");
    assert!(stderr.contains("not a packed database"), "{stderr}");

    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "01 ..........AA............. 4\n02 ..........AA.......... 4\n").unwrap();
    let (code, _, stderr) = cli(&["database", "--size", "5", bad.to_str().unwrap(), "--out", out.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(stderr.contains("bad.txt: line 2: the board has 22 cells, not 25"), "{stderr}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_database_with_walls_packs_and_prints_back_row_for_row() {
    let dir = scratch("walls-database");
    let text = dir.join("5x5-walls.txt");
    let (code, _, stderr) = cli(&["enumerate", "--size", "5", "--walls", "0..1", "--out", text.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let packed = dir.join("5x5-walls.db");
    let (code, stdout, stderr) = cli(&["database", "--size", "5", text.to_str().unwrap(), "--out", packed.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("6041 puzzles, "), "{stdout}");
    let (code, printed, stderr) = cli(&["database", "--print", packed.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let enumerated = std::fs::read_to_string(&text).unwrap();
    let mut rows: Vec<&str> = enumerated.lines().filter(|line| !line.starts_with('#')).collect();
    // The summary counts each optimum's puzzles by walls, as the rows have them.
    let (moves, walls) = (|row: &str| row[..2].parse::<u32>().unwrap(), |row: &str| row.matches('x').count());
    for (optimum, _) in rows.iter().map(|row| (moves(row), ())).collect::<std::collections::BTreeMap<_, _>>() {
        let count = |w: usize| rows.iter().filter(|row| moves(row) == optimum && walls(row) == w).count();
        let line = format!("{optimum} moves: {} (walls 0: {}, walls 1: {})", count(0) + count(1), count(0), count(1));
        assert!(stdout.lines().any(|l| l == line), "{line} in\n{stdout}");
    }
    let mut printed: Vec<&str> = printed.lines().collect();
    rows.sort_unstable();
    printed.sort_unstable();
    assert!(rows.iter().any(|row| row.contains('x')), "puzzles with a wall among them");
    assert_eq!(printed, rows);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_shipped_database_prints_and_packs_back_byte_for_byte() {
    let dir = scratch("shipped-database");
    let shipped = crate::workspace_file("assets/db/rush6x6.db");
    let (code, printed, stderr) = cli(&["database", "--print", shipped.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    let text = dir.join("rush6x6.txt");
    std::fs::write(&text, printed).unwrap();
    let packed = dir.join("rush6x6.db");
    let (code, _, stderr) = cli(&["database", "--size", "6", text.to_str().unwrap(), "--out", packed.to_str().unwrap()]);
    assert_eq!(code, 0, "{stderr}");
    assert!(std::fs::read(&packed).unwrap() == std::fs::read(&shipped).unwrap(), "packed again, the shipped database differs");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn klotski_takes_no_rush_hour_options_and_rush_hour_needs_its_own() {
    // `--walls 0` is refused too: the board has no walls to choose, and silence would suggest it had.
    for option in [["--size", "5"], ["--walls", "0"]] {
        let (code, _, stderr) = cli(&["enumerate", "--game", "klotski", option[0], option[1]]);
        assert_eq!(code, 1, "{option:?}");
        assert!(
            stderr.contains("`--game klotski` enumerates the one 4×5 board on standard output: it takes only --threads"),
            "{option:?}: {stderr}"
        );
    }
    let (code, _, stderr) = cli(&["enumerate", "--size", "5"]);
    assert_ne!(code, 0);
    assert!(stderr.contains("--out"), "{stderr}");
}
