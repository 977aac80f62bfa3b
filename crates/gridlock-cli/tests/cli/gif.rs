//! Solution GIFs: they decode, hold one frame per drawn step of the solution, loop, hold the last
//! frame, and stay small; the CLI writes them and refuses what it cannot draw.

use crate::cli;
use gridlock_core::model::Metric;
use gridlock_core::puzzle::Puzzle;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, Outcome, solve};
use gridlock_render::{GifOptions, solution_gif};

struct Decoded {
    width: u16,
    height: u16,
    frames: usize,
    last_delay: u16,
    repeat: gif::Repeat,
}

fn decode(bytes: &[u8]) -> Decoded {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (mut frames, mut last_delay) = (0, 0);
    while let Some(frame) = decoder.read_next_frame().expect("frames decode") {
        frames += 1;
        last_delay = frame.delay;
    }
    Decoded { width: decoder.width(), height: decoder.height(), frames, last_delay, repeat: decoder.repeat() }
}

fn solved(level: &str, metric: Metric) -> (Puzzle, Vec<gridlock_core::model::Move>) {
    let puzzle = Puzzle::open(crate::workspace_file(&format!("levels/{level}.ron")).to_str().unwrap(), None).unwrap();
    let Outcome::Solved(solution) = solve(&puzzle.rules, metric, Algorithm::AStar(Heuristic::Sum), Limits::default()) else {
        panic!("{level} solves")
    };
    (puzzle, solution.moves)
}

#[test]
fn a_forty_two_move_solution_is_a_small_looping_gif_with_a_frame_per_step() {
    let (puzzle, moves) = solved("rh-10-the-big-jam", Metric::Moves);
    assert_eq!(moves.len(), 42);
    let options = GifOptions::default();
    let bytes = solution_gif(&puzzle.rules, &moves, &options).unwrap();
    let gif = decode(&bytes);
    assert_eq!(gif.frames, options.frame_count(42), "the start, {} frames a move, the drive-out", options.frames_per_move());
    assert!((12..=20).contains(&(options.fps)), "smooth, as the issue asks");
    assert_eq!((gif.width, gif.height), (404, 404), "6 cells of 56 px and the margins");
    assert_eq!(gif.repeat, gif::Repeat::Infinite);
    assert_eq!(gif.last_delay, 200, "the last frame holds two seconds");
    assert!(bytes.len() < 2_000_000, "{} bytes", bytes.len());
}

#[test]
fn klotski_moves_round_corners_and_the_size_option_scales_the_picture() {
    let (puzzle, moves) = solved("klc-01-si-yuan-shi-jin", Metric::Moves);
    let options = GifOptions { cell: 32, moves_per_second: 5.0, ..GifOptions::default() };
    let gif = decode(&solution_gif(&puzzle.rules, &moves, &options).unwrap());
    assert_eq!(gif.frames, options.frame_count(moves.len()));
    assert_eq!((gif.width, gif.height), (167, 199), "4×5 cells of 32 px and the margins");
}

#[test]
fn the_cli_writes_a_gif_and_refuses_what_it_cannot_draw() {
    let path = std::env::temp_dir().join(format!("gridlock-gif-{}.gif", std::process::id()));
    let out = path.to_str().unwrap();
    let (code, stdout, stderr) = cli(&["gif", "BAAC/BAAC/DEEF/DGHF/I..J", "--metric", "steps", "--size", "24", "--out", out]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("116 steps"), "{stdout}");
    let gif = decode(&std::fs::read(&path).unwrap());
    std::fs::remove_file(&path).unwrap();
    assert_eq!(gif.frames, GifOptions::default().frame_count(116));

    let (code, _, stderr) = cli(&["gif", "AA.B/...B", "--game", "rush-hour", "--out", out]);
    assert_eq!(code, 1);
    assert!(stderr.contains("unsolvable"), "{stderr}");
    let (code, _, stderr) = cli(&["gif", "rh-01-first-gear", "--speed", "0", "--out", out]);
    assert_eq!(code, 2, "{stderr}");
    assert!(stderr.contains("moves per second"), "{stderr}");
    assert!(!path.exists(), "nothing written on a refusal");
}
