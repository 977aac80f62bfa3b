//! The `gridlock-cli` contract: the real binary is run, and its words and exit codes are checked as a
//! script or a user would read them.

/// Runs the real `gridlock-cli` binary: its words and exit codes are a contract.
fn cli(args: &[&str]) -> (i32, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridlock-cli"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("gridlock-cli runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

#[test]
fn cli_verify_list_and_solve_keep_their_contract() {
    let (code, out, _) = cli(&["verify", "levels"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.ends_with("0 problems\n"), "{out}");

    let (code, out, _) = cli(&["list", "levels"]);
    assert_eq!(code, 0);
    assert!(out.lines().any(|l| l == "kl-03-heng-dao-li-ma\tklotski\t4x5\tExpert\t81\tmoves"), "{out}");

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
