//! Hostile but realistic input, class by class: paths that are not regular files (read and written),
//! text as editors write it, unbounded lines, arguments out of range, output that would corrupt or
//! lose data, and the wording of what is refused. Special files are made at run time; a device node
//! only where the test runs as root (otherwise it says so and checks the rest).

use crate::{Scratch, cli, cli_with_input, cli_within, workspace_file};
use std::os::unix::fs::{FileTypeExt, symlink};
use std::path::Path;

const HENG_DAO_LI_MA: &str = "BAAC/BAAC/DEEF/DGHF/I..J";

fn mkfifo(path: &str) {
    let made = std::process::Command::new("mkfifo").arg(path).status().expect("mkfifo runs");
    assert!(made.success(), "mkfifo {path}");
}

/// A character device made in the scratch folder (the null device's numbers), where we may make one.
fn device_node(path: &str) -> bool {
    std::process::Command::new("mknod").args([path, "c", "1", "3"]).status().is_ok_and(|s| s.success())
}

fn first_level() -> String {
    std::fs::read_to_string(workspace_file("levels/rh-01-first-gear.ron")).unwrap()
}

#[test]
fn a_path_that_is_not_a_regular_file_is_refused_at_once() {
    let scratch = Scratch::new("special-read");
    let fifo = scratch.path("level.ron");
    mkfifo(&fifo);
    // A pipe with no writer: opening it to read would wait forever.
    for command in [&["solve", fifo.as_str()][..], &["verify", fifo.as_str()], &["list", fifo.as_str()]] {
        let (code, out, err) = cli_within(10, command);
        assert_ne!(code, 0, "{command:?}: {out}");
        assert!(format!("{out}{err}").contains("a named pipe (FIFO), not a regular file"), "{command:?}: {out}{err}");
    }
    let batch = scratch.path("boards.txt");
    mkfifo(&batch);
    let (code, _, err) = cli_within(10, &["batch", &batch]);
    assert_ne!(code, 0);
    assert!(err.contains("not a regular file"), "{err}");

    let (code, _, err) = cli(&["solve", "/dev/zero"]);
    assert_ne!(code, 0);
    assert!(err.contains("/dev/zero: a device, not a regular file"), "{err}");
    let folder = scratch.path("folder.ron");
    std::fs::create_dir(&folder).unwrap();
    let (_, _, err) = cli(&["solve", &folder]);
    assert!(err.contains("folder.ron: a folder, not a regular file"), "{err}");
}

#[test]
fn a_walk_never_follows_a_link_loop_and_takes_each_level_once() {
    let scratch = Scratch::new("loops");
    let inner = scratch.0.join("pack");
    std::fs::create_dir(&inner).unwrap();
    std::fs::write(inner.join("a.ron"), first_level()).unwrap();
    symlink(&scratch.0, inner.join("up")).unwrap();
    symlink(&inner, inner.join("again")).unwrap();
    symlink(inner.join("a.ron"), inner.join("b.ron")).unwrap();
    // A linked level outside the tree is not taken.
    let outside = Scratch::new("loops-outside");
    std::fs::write(outside.0.join("far.ron"), first_level()).unwrap();
    symlink(outside.0.join("far.ron"), inner.join("far.ron")).unwrap();
    let (code, out, err) = cli_within(20, &["verify", scratch.0.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.ends_with("2 levels, 0 problems\n"), "a.ron and its link inside the tree: {out}");
    assert!(!out.contains("far.ron"), "{out}");
}

#[test]
fn a_write_never_replaces_a_special_file_and_writes_through_a_link() {
    let scratch = Scratch::new("special-write");
    let fifo = scratch.path("out.ron");
    mkfifo(&fifo);
    let (code, _, err) = cli_within(10, &["convert", HENG_DAO_LI_MA, "--out", &fifo]);
    assert_ne!(code, 0);
    assert!(err.contains("a named pipe (FIFO), not a regular file"), "{err}");
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo(), "the pipe is left as it was");
    let (code, _, err) = cli_within(10, &["gif", HENG_DAO_LI_MA, "--out", &fifo]);
    assert_ne!(code, 0);
    assert!(err.contains("cannot write") && err.contains("not a regular file"), "{err}");
    assert!(std::fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());

    let device = scratch.path("device");
    if device_node(&device) {
        let (code, _, err) = cli(&["convert", HENG_DAO_LI_MA, "--out", &device]);
        assert_ne!(code, 0);
        assert!(err.contains("a device, not a regular file"), "{err}");
        assert!(std::fs::symlink_metadata(&device).unwrap().file_type().is_char_device(), "the device node is kept");
    } else {
        println!("skipped the device node: mknod needs root here");
    }

    // A link to a level is written through: the level changes, the link stays a link.
    let target = scratch.path("real.ron");
    std::fs::write(&target, "old").unwrap();
    let link = scratch.path("link.ron");
    symlink(&target, &link).unwrap();
    let (code, _, err) = cli(&["convert", HENG_DAO_LI_MA, "--out", &link, "--name", "Through"]);
    assert_eq!(code, 0, "{err}");
    assert!(std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert!(std::fs::read_to_string(&target).unwrap().contains("name: \"Through\""));
    let leftovers: Vec<_> = std::fs::read_dir(&scratch.0).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(leftovers.len(), 4, "no temporary file is left behind: {leftovers:?}");
}

#[test]
fn text_as_editors_write_it_is_read() {
    let scratch = Scratch::new("editors");
    let level = scratch.path("bom-crlf.ron");
    std::fs::write(&level, format!("\u{feff}{}", first_level().replace('\n', "\r\n"))).unwrap();
    let (code, out, err) = cli(&["solve", &level]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().next(), Some("5 moves"), "{out}");

    let (code, out, err) = cli(&["solve", &format!("\u{feff}{HENG_DAO_LI_MA}")]);
    assert_eq!((code, out.lines().next()), (0, Some("81 moves")), "{err}");
    for pasted in [
        "BAAC%2FBAAC%2FDEEF%2FDGHF%2FI..J".to_string(),
        format!("https://gridlock.example/?board={HENG_DAO_LI_MA}"),
        "https://gridlock.example/play?lang=en&board=BAAC%2FBAAC%2FDEEF%2FDGHF%2FI..J#top".to_string(),
    ] {
        let (code, out, err) = cli(&["solve", &pasted]);
        assert_eq!((code, out.lines().next()), (0, Some("81 moves")), "{pasted}: {err}");
    }

    // CRLF lines, a byte that is not UTF-8 on line 3: that line is reported, the others solved.
    let batch = scratch.0.join("boards.txt");
    let mut bytes = format!("\u{feff}{HENG_DAO_LI_MA}\r\n# a comment\r\n").into_bytes();
    bytes.extend_from_slice(b"AA\xff.\r\n");
    bytes.extend_from_slice(b"..C.../..C.../AAB.../..B.../..D.../..D...\r\n");
    std::fs::write(&batch, bytes).unwrap();
    let (code, out, err) = cli(&["batch", batch.to_str().unwrap()]);
    assert_eq!(code, 1, "a line failed: {err}");
    assert!(err.contains("boards.txt:3: not UTF-8 text (byte 0xFF at column 3)"), "{err}");
    assert_eq!(
        out.lines().collect::<Vec<_>>(),
        [format!("{HENG_DAO_LI_MA}\t81").as_str(), "..C.../..C.../AAB.../..B.../..D.../..D...\tunsolvable"]
    );
}

#[test]
fn a_line_past_the_cap_is_skipped_without_being_held() {
    let scratch = Scratch::new("long-line");
    let batch = scratch.0.join("boards.txt");
    let mut text = format!("{HENG_DAO_LI_MA}\n");
    text.push_str(&"A".repeat(8 << 20));
    text.push_str("\n..C.../..C.../AAB.../..B.../..D.../..D...\n");
    std::fs::write(&batch, text).unwrap();
    let (code, out, err) = cli(&["batch", batch.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("boards.txt:2: the line is longer than 1024 bytes; skipped"), "{err}");
    assert_eq!(out.lines().count(), 2, "the lines around it are solved: {out}");
}

#[test]
fn numbers_out_of_range_are_usage_errors_with_the_reason() {
    let scratch = Scratch::new("numbers");
    let out = scratch.path("x.txt");
    for (args, reason) in [
        (&["solve", "--max-memory", "18446744073709551616", HENG_DAO_LI_MA][..], "more than this machine's"),
        (&["solve", "--max-memory", "1KB", HENG_DAO_LI_MA], "too small a memory budget"),
        (&["enumerate", "--size", "4", "--threads", "0", "--out", &out], "give 1 to"),
        (&["enumerate", "--size", "4", "--threads", "100000", "--out", &out], "give 1 to"),
    ] {
        let (code, _, err) = cli_within(10, args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(reason), "{args:?}: {err}");
    }
    let (code, _, err) = cli_within(10, &["generate", "--moves", "0"]);
    assert_ne!(code, 0);
    assert!(err.contains("a puzzle takes at least one move"), "{err}");
}

/// IDA* stores no states, so it cannot prove a board hopeless: its default bound makes it say so in
/// seconds (it once ran for minutes). The hardest reference puzzle is far past what it reaches.
#[test]
fn ida_star_gives_up_within_its_default_bound() {
    let hardest = "ooIBBMCCIJLMHAAJLMHoDDxoFFFKooGGoKoo";
    let (code, _, err) = cli_within(60, &["solve", "--algorithm", "ida", hardest]);
    assert_eq!(code, 1, "{err}");
    let bound = gridlock_core::solver::Limits::IDA_EXPANSIONS + 1;
    assert!(err.contains(&format!("limit reached: expanded {bound} states without an answer (raise --max-expansions)")), "{err}");
}

#[test]
fn output_that_would_lose_or_corrupt_data_is_refused() {
    let scratch = Scratch::new("corrupt");
    let out = scratch.path("db.txt");
    let (code, _, err) = cli(&["enumerate", "--size", "4", "--walls", "0", "--out", &out]);
    assert_eq!(code, 0, "{err}");
    let shards = Path::new(&out).with_file_name("db.txt.shards");
    let mut shard_files: Vec<_> = std::fs::read_dir(&shards)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains("shard-"))
        .collect();
    shard_files.sort();
    let fullest = shard_files.iter().max_by_key(|p| std::fs::metadata(p).unwrap().len()).unwrap();
    let text = std::fs::read_to_string(fullest).unwrap();
    let cut = &text[..text.len() - 20];
    std::fs::write(fullest, cut).unwrap();
    let (code, _, err) = cli(&["enumerate", "--size", "4", "--walls", "0", "--out", &out, "--merge"]);
    assert_ne!(code, 0, "a truncated shard is never merged");
    let name = fullest.file_name().unwrap().to_string_lossy();
    assert!(err.contains(name.as_ref()) && err.contains("delete the file"), "{err}");

    let packed = Scratch::new("pack-out");
    let inputs = workspace_file("levels/rh-01-first-gear.ron");
    let (code, _, err) = cli(&[
        "pack",
        inputs.to_str().unwrap(),
        "--tiers",
        "beginner,expert,beginner",
        "--prefix",
        "p",
        "--out",
        &packed.path("o"),
    ]);
    assert_ne!(code, 0);
    assert!(err.contains("--tiers names Beginner twice"), "{err}");
    let (code, _, err) = cli(&["pack", inputs.to_str().unwrap(), "--prefix", "../../evil", "--out", &packed.path("o")]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("a prefix is 1 to 32 letters, digits and dashes"), "{err}");

    let level = scratch.path("long.ron");
    let name = "n".repeat(100_000);
    let (code, _, err) = cli(&["convert", HENG_DAO_LI_MA, "--name", &name, "--out", &level]);
    assert_ne!(code, 0);
    assert!(err.contains("a level file is at most"), "{}", &err[..err.len().min(300)]);
    assert!(!Path::new(&level).exists(), "nothing the game would refuse is written");
}

#[test]
fn refusals_are_worded_for_people() {
    let (code, out, err) = cli(&["verify", HENG_DAO_LI_MA]);
    assert_ne!(code, 0);
    assert!(format!("{out}{err}").contains(&format!("{HENG_DAO_LI_MA}: no such file or folder")), "{out}{err}");
    let scratch = Scratch::new("labels");
    let level = scratch.path("space.ron");
    std::fs::write(&level, first_level().replacen("label: 'B'", "label: '\\n'", 1)).unwrap();
    let (code, out, _) = cli(&["verify", &level]);
    assert_eq!(code, 1);
    assert!(out.contains(r"piece label '\n' is not a visible character"), "{out}");
    let (code, out, _) = cli(&["analyze", "..../..../..../.AA./.AA."]);
    assert_eq!(code, 0);
    assert!(out.contains("unlock order:\n  none: the target is at its exit\n"), "a solved board needs no moves: {out}");
}

#[test]
fn a_dash_reads_standard_input_as_every_unix_tool_does() {
    let boards: Vec<String> = std::fs::read_to_string(workspace_file("tests/data/rush_hour_sample.txt"))
        .unwrap()
        .lines()
        .filter(|l| !l.starts_with('#'))
        .take(3)
        .map(|l| l.split_whitespace().nth(1).unwrap().to_string())
        .collect();
    let scratch = Scratch::new("stdin");
    let file = scratch.path("boards.txt");
    std::fs::write(&file, boards.join("\n")).unwrap();
    let from_file = cli(&["batch", &file]);
    let (code, out, _) = cli_with_input(&["batch", "-"], boards.join("\n").as_bytes());
    assert_eq!((code, out.as_str()), (0, from_file.1.as_str()), "batch - reads what batch FILE reads");
    // The same bounded lines: a line past the cap is reported by number and the run goes on.
    let long = format!("{}\n{}\n{}", boards[0], "o".repeat(2000), boards[1]);
    let (code, out, err) = cli_with_input(&["batch", "-"], long.as_bytes());
    assert_eq!(code, 1);
    assert!(err.contains("standard input:2: the line is longer than 1024 bytes"), "{err}");
    assert_eq!(out.lines().count(), 2, "{out}");

    let (code, out, _) = cli_with_input(&["solve", "-"], format!("{HENG_DAO_LI_MA}\n").as_bytes());
    assert_eq!((code, out.lines().next()), (0, Some("81 moves")));
    let (code, out, _) = cli_with_input(&["solve", "-"], first_level().as_bytes());
    assert_eq!((code, out.lines().next()), (0, Some("5 moves")), "a level in RON on standard input");
    let (code, _, err) = cli_with_input(&["solve", "-"], "o".repeat(70_000).as_bytes());
    assert_eq!(code, 1);
    assert!(err.contains("standard input: the file is 65537 bytes; a level or board string is at most 65536 bytes"), "{err}");

    let (code, out, _) = cli_with_input(&["verify", "-", "levels/rh-02-school-run.ron"], first_level().as_bytes());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("ok\tstandard input\t5 moves") && out.ends_with("2 levels, 0 problems\n"), "{out}");
    let (code, out, _) = cli_with_input(&["verify", "-"], b"(name: \"cut short\"");
    assert_eq!(code, 1);
    assert!(out.starts_with("standard input:1:"), "a broken level names standard input, line and column: {out}");
}
