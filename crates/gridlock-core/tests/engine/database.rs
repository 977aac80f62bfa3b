//! The packed database against the text it was packed from: Fogleman's whole 5×5 database (1,730
//! puzzles) packs, reads back line for line, and a seeded sample solves to the optimum each entry states;
//! the shared sample of his 6×6 database, walls and all, prints back as his own lines.

use crate::reference;
use gridlock_core::cluster::Cluster;
use gridlock_core::database::{Database, Entry, pack};
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

/// Puzzles by optimum (1 to 60 moves; none takes 56, 57 or 59), and within each by walls (none,
/// one, two), in the whole 6×6 game with up to two walls (the enumeration of 2026-12-05;
/// docs/levels.md lists them). The column without walls is the enumeration without walls of
/// 2026-12-02, 1 to 51 moves, unchanged.
const PUZZLES_6X6_BY_MOVES_AND_WALLS: [(u32, [usize; 3]); 57] = [
    (1, [1, 0, 0]),
    (2, [8, 0, 0]),
    (3, [128, 48, 0]),
    (4, [767, 786, 201]),
    (5, [3561, 5503, 2586]),
    (6, [10629, 21261, 13519]),
    (7, [21266, 48435, 36031]),
    (8, [34032, 79341, 62849]),
    (9, [48301, 109461, 88545]),
    (10, [59777, 129736, 104594]),
    (11, [61984, 130696, 107066]),
    (12, [53381, 115275, 99212]),
    (13, [41957, 93560, 85659]),
    (14, [31534, 74987, 73700]),
    (15, [24407, 61591, 63461]),
    (16, [19192, 51455, 54235]),
    (17, [14696, 42370, 45675]),
    (18, [11643, 34107, 36716]),
    (19, [9086, 26972, 28819]),
    (20, [7151, 20954, 22260]),
    (21, [5584, 16026, 16923]),
    (22, [4212, 12180, 12962]),
    (23, [3280, 8969, 9723]),
    (24, [2370, 6692, 7320]),
    (25, [1792, 5013, 5329]),
    (26, [1323, 3654, 3776]),
    (27, [995, 2715, 2869]),
    (28, [748, 1997, 2007]),
    (29, [586, 1504, 1472]),
    (30, [391, 1037, 1039]),
    (31, [316, 775, 747]),
    (32, [224, 600, 637]),
    (33, [176, 446, 438]),
    (34, [126, 366, 369]),
    (35, [114, 264, 276]),
    (36, [84, 175, 229]),
    (37, [70, 154, 149]),
    (38, [47, 90, 109]),
    (39, [38, 74, 97]),
    (40, [25, 68, 49]),
    (41, [30, 37, 32]),
    (42, [25, 37, 30]),
    (43, [16, 24, 23]),
    (44, [15, 20, 23]),
    (45, [8, 14, 6]),
    (46, [9, 5, 8]),
    (47, [4, 7, 5]),
    (48, [3, 4, 7]),
    (49, [4, 3, 3]),
    (50, [1, 5, 2]),
    (51, [1, 0, 1]),
    (52, [0, 1, 1]),
    (53, [0, 1, 2]),
    (54, [0, 1, 3]),
    (55, [0, 1, 1]),
    (58, [0, 0, 1]),
    (60, [0, 1, 0]),
];

/// The file the game ships for its pack of every 6×6 puzzle: it must be there, hold the whole
/// enumeration with up to two walls (2,577,412 puzzles, as many of each optimum and number of walls
/// as the enumerator found), and a seeded sample of 1,000 of its puzzles, drawn over all of them,
/// must each be the hardest position of a cluster of the size it states, at the optimum it states,
/// with the solver agreeing.
#[test]
fn the_shipped_6x6_database_holds_every_puzzle_at_its_optimum() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/db/rush6x6.db");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}: the game ships this file", path.display()));
    let db = Database::read(bytes).unwrap();
    assert_eq!(db.size(), 6);
    assert_eq!(db.len(), 2_577_412);
    assert_eq!(db.wall_counts(), [0, 1, 2]);
    let by_walls: Vec<(u32, [usize; 3])> =
        db.optima().map(|(moves, _)| (moves, [0, 1, 2].map(|walls| db.with_walls(moves, Some(walls)).len()))).collect();
    assert_eq!(by_walls, PUZZLES_6X6_BY_MOVES_AND_WALLS);
    let optima: Vec<(u32, usize)> = db.optima().collect();
    assert_eq!(PUZZLES_6X6_BY_MOVES_AND_WALLS.iter().map(|(_, [none, _, _])| none).sum::<usize>(), 476_118, "without walls");
    // The hardest without walls: the well-known 51-move puzzle; the hardest of all, 60 moves: the first of its optimum.
    let hardest_without_walls = db.puzzle(51, db.with_walls(51, Some(0)).start).unwrap();
    assert_eq!(
        in_reading_order(&format_board(&hardest_without_walls.board).unwrap().replace('/', "")),
        in_reading_order("GBB.L.GHI.LMGHIAAMCCCK.M..JKDDEEJFF.")
    );
    let hardest = db.puzzle(60, 0).unwrap();
    assert_eq!(hardest.line(), "60 IBBx..I..LDDJAAL..J.KEEMFFK..MGGHHHM 2332");
    holds_at_its_optimum(&hardest);
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..1000 {
        // An index over every puzzle, so each optimum is sampled as often as it holds puzzles.
        let mut n = rng.random_range(0..db.len());
        let &(moves, _) = optima
            .iter()
            .find(|&&(_, count)| {
                n < count || {
                    n -= count;
                    false
                }
            })
            .unwrap();
        holds_at_its_optimum(&db.puzzle(moves, n).unwrap());
    }
}

/// That a puzzle of a database is what it says, by the engine's own plain means: the hardest
/// position of a cluster of the size it states (the whole-cluster analysis), solved in the moves it
/// states (bidirectional BFS).
fn holds_at_its_optimum(entry: &Entry) {
    let shown = format_board(&entry.board).unwrap();
    let rules = Rules::new(&entry.board).unwrap();
    let cluster = Cluster::explore(&rules, &rules.board().positions(), Metric::Moves, &Limits::default()).unwrap();
    assert_eq!(cluster.len(), entry.states as usize, "{shown}: cluster size");
    assert_eq!(cluster.hardest().map(|(_, d)| d), Some(entry.moves), "{shown}: not its cluster's hardest");
    let Outcome::Solved(solution) = solve(&rules, Metric::Moves, Algorithm::BidirectionalBfs, Limits::default()) else {
        panic!("{shown}")
    };
    assert_eq!(solution.count, entry.moves, "{shown}");
}

/// A packed database with walls, checked as the shipped one is: every puzzle of the shared sample of
/// Fogleman's 6×6 database (320, 258 with walls), read back from its packed form by walls, holds at
/// the optimum and cluster size his line states.
#[test]
fn a_packed_database_with_walls_holds_every_puzzle_at_its_optimum() {
    let sample = include_str!("../../../../tests/data/rush_hour_sample.txt");
    let db = Database::read(pack(sample, 6).unwrap()).unwrap();
    assert_eq!(db.wall_counts(), [0, 1, 2]);
    let mut checked = [0; 3];
    for (moves, _) in db.optima().collect::<Vec<_>>() {
        for (walls, count) in checked.iter_mut().enumerate() {
            for n in db.with_walls(moves, Some(walls)) {
                let entry = db.puzzle(moves, n).unwrap();
                assert_eq!(entry.board.walls().len(), walls);
                holds_at_its_optimum(&entry);
                *count += 1;
            }
        }
    }
    assert_eq!(checked.iter().sum::<usize>(), 320);
    assert_eq!(checked[1] + checked[2], 258, "the walls kept");
}

/// The 320 puzzles of the shared sample of his 6×6 database (258 with walls), packed, print back as
/// his lines, letters and all (his `o` for an empty cell, where ours is `.`): what lets anyone check
/// a packed database against his file.
#[test]
fn his_6x6_sample_with_walls_packs_and_prints_back_as_his_lines() {
    let sample = include_str!("../../../../tests/data/rush_hour_sample.txt");
    let mut his: Vec<&str> = sample.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty()).collect();
    let db = Database::read(pack(sample, 6).unwrap()).unwrap();
    let mut printed: Vec<String> = Vec::new();
    for (moves, count) in db.optima() {
        printed.extend((0..count).map(|n| db.puzzle(moves, n).unwrap().line().replace('.', "o")));
    }
    his.sort_unstable();
    printed.sort_unstable();
    assert_eq!(printed.iter().filter(|line| line.contains('x')).count(), 258, "the walls kept");
    assert_eq!(printed, his);
}
