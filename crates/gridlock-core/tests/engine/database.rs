//! The packed database against the text it was packed from: Fogleman's whole 5×5 database (1,730
//! puzzles) packs, reads back line for line, and a seeded sample solves to the optimum each entry states.

use crate::reference;
use gridlock_core::database::{Database, pack};
use gridlock_core::model::Metric;
use gridlock_core::notation::format_board;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Limits, Outcome, solve};
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};

/// A database line with the vehicles other than `A` lettered from `B` in the order they are met.
fn in_reading_order(line: &str) -> String {
    let mut seen: Vec<char> = Vec::new();
    line.chars()
        .map(|c| {
            if !c.is_ascii_uppercase() || c == 'A' {
                return c;
            }
            let n = seen.iter().position(|&s| s == c).unwrap_or_else(|| {
                seen.push(c);
                seen.len() - 1
            });
            (b'B' + n as u8) as char
        })
        .collect()
}

#[test]
fn the_5x5_database_packs_reads_back_whole_and_solves_to_its_optima() {
    let text = reference("enumerator/5x5.txt");
    let bytes = pack(&text, 5).unwrap();
    let per_puzzle = bytes.len() as f64 / 1730.0;
    assert!(per_puzzle < 12.0, "{per_puzzle:.1} bytes a puzzle");
    let db = Database::read(bytes).unwrap();
    assert_eq!(db.len(), 1730);
    let mut read_back: Vec<String> = Vec::new();
    for (moves, count) in db.optima().collect::<Vec<_>>() {
        for n in 0..count {
            let entry = db.puzzle(moves, n).unwrap();
            let cells = format_board(&entry.board).unwrap().replace('/', "");
            read_back.push(format!("{moves:02} {cells} {}", entry.states));
        }
    }
    read_back.sort();
    let mut expected: Vec<String> =
        text.lines().map(|line| line.split_whitespace().take(3).collect::<Vec<_>>().join(" ")).collect();
    expected.sort();
    // His letters for the other vehicles follow an order of his own: both sides relabelled in reading order.
    let relabelled = |lines: Vec<String>| {
        let mut lines: Vec<String> = lines.iter().map(|line| in_reading_order(line)).collect();
        lines.sort();
        lines
    };
    assert_eq!(relabelled(read_back), relabelled(expected));
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..300 {
        let (moves, count) = db.optima().nth(rng.random_range(0..db.optima().count())).unwrap();
        let entry = db.puzzle(moves, rng.random_range(0..count)).unwrap();
        let rules = Rules::new(&entry.board).unwrap();
        let Outcome::Solved(solution) = solve(&rules, Metric::Moves, Algorithm::Bfs, Limits::default()) else { panic!() };
        assert_eq!(solution.count, moves, "{}", format_board(&entry.board).unwrap());
    }
}
