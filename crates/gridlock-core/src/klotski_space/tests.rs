use super::*;
use crate::cluster::Cluster;
use crate::model::Metric;
use crate::puzzle::Puzzle;
use crate::solver::{Algorithm, Heuristic, Limits, Outcome, solve};

/// 横刀立马, the classic opening.
const CLASSIC: &str = "BAAC/BAAC/DEEF/DGHF/I..J";

fn classic_key() -> u64 {
    let mix = Mix { singles: 4, wide: 1, tall: 4 };
    layouts(mix).into_iter().find(|&key| board_string(key) == CLASSIC).expect("横刀立马 is a layout of its mix")
}

#[test]
fn mixes_are_numbered_as_dnomd343_klotski_numbers_its_types() {
    let mixes = Mix::all();
    assert_eq!(mixes.len(), 203);
    assert_eq!(mixes[0], Mix { singles: 0, wide: 0, tall: 0 });
    assert_eq!(mixes[58], Mix { singles: 6, wide: 1, tall: 1 });
    assert_eq!(mixes[169], Mix { singles: 4, wide: 1, tall: 4 });
    assert_eq!(mixes[202], Mix { singles: 0, wide: 1, tall: 6 });
}

#[test]
fn a_layout_is_named_by_its_board_and_its_common_code() {
    let key = classic_key();
    assert_eq!(common_code(key), "1A9BF0C00");
    assert_eq!(board_string(key), CLASSIC);
}

#[test]
fn layouts_come_in_common_code_order_and_each_is_a_whole_board() {
    for mix in [Mix { singles: 4, wide: 1, tall: 4 }, Mix { singles: 2, wide: 3, tall: 2 }, Mix { singles: 0, wide: 0, tall: 0 }]
    {
        let keys = layouts(mix);
        let codes: Vec<u64> = keys.iter().map(|&k| u64::from_str_radix(&common_code(k), 16).unwrap()).collect();
        assert!(codes.windows(2).all(|w| w[0] < w[1]), "{mix:?}");
        for &key in &keys {
            let board = board_string(key);
            assert_eq!(board.matches('.').count() as i32, mix.spaces(), "{board}");
            Puzzle::open(&board, None).unwrap_or_else(|e| panic!("{board}: {e}"));
        }
    }
}

#[test]
fn moves_go_both_ways_and_match_the_solvers_rules() {
    let key = classic_key();
    let mut neighbours = Vec::new();
    for_each_neighbour(key, Metric::Moves, |next| neighbours.push(next));
    let mut boards: Vec<String> = neighbours.iter().map(|&k| board_string(k)).collect();
    boards.sort();
    // 横刀立马's two empty cells, side by side at the bottom: each of the four soldiers round them
    // goes to either, the two above round a corner.
    assert_eq!(boards.len(), 8, "{boards:?}");
    for mix in [Mix::all()[169], Mix::all()[58], Mix { singles: 0, wide: 0, tall: 0 }] {
        for key in layouts(mix) {
            for_each_neighbour(key, Metric::Moves, |next| {
                let mut back = Vec::new();
                for_each_neighbour(next, Metric::Moves, |k| back.push(k));
                assert!(back.contains(&key), "{} -> {} and not back", board_string(key), board_string(next));
            });
        }
    }
}

#[test]
fn the_classic_mix_splits_into_its_published_groups_and_the_solver_agrees_on_the_farthest() {
    // dnomd343/klotski's figures for type 169: 65,880 layouts, 898 groups, the largest 25,955.
    let mix = Mix::all()[169];
    let found = groups_of(169, mix);
    assert_eq!(found.layouts, 65_880);
    assert_eq!(found.groups.len(), 898);
    assert_eq!(found.groups.iter().map(|g| u64::from(g.size)).sum::<u64>(), 65_880);
    assert_eq!(found.groups[0].size, 25_955);
    // 横刀立马 is `169-1-7472` there: in group 1, the same size as group 0 and a larger seed.
    let mut group: rustc_hash::FxHashSet<u64> = [classic_key()].into_iter().collect();
    let mut queue = vec![classic_key()];
    while let Some(key) = queue.pop() {
        for_each_neighbour(key, Metric::Moves, |next| {
            if group.insert(next) {
                queue.push(next);
            }
        });
    }
    let smallest = group.iter().min_by_key(|&&k| u64::from_str_radix(&common_code(k), 16).unwrap()).unwrap();
    assert_eq!(group.len(), 25_955);
    assert_eq!(found.groups[1].seed, *smallest);
    // The farthest layouts: the engine's analysis of the whole cluster finds as many moves, and the
    // solver solves each in that many.
    let puzzle = Puzzle::open(CLASSIC, None).unwrap();
    let cluster = Cluster::explore(&puzzle.rules, &puzzle.board.positions(), Metric::Moves, &Limits::default()).unwrap();
    assert_eq!(cluster.len(), 25_955);
    let (most, farthest) = found.groups[1].farthest.clone().expect("solvable");
    assert_eq!(Some(most), cluster.hardest().map(|(_, d)| d));
    for key in farthest {
        assert!(group.contains(&key));
        let board = board_string(key);
        let puzzle = Puzzle::open(&board, None).unwrap();
        let Outcome::Solved(solution) = solve(&puzzle.rules, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default())
        else {
            panic!("{board}")
        };
        assert_eq!(solution.count, most, "{board}");
    }
}

#[test]
fn the_index_numbers_every_layout_of_a_mix_once() {
    for type_id in [0, 58, 164, 169, 202] {
        let mix = Mix::all()[type_id];
        let listed = layouts(mix);
        let index = index::Index::new(mix, &listed);
        let mut numbers: Vec<u32> = listed.iter().map(|&key| index.of(key)).collect();
        numbers.sort_unstable();
        assert!(numbers.iter().copied().eq(0..listed.len() as u32), "type {type_id}");
    }
}

#[test]
fn a_classic_draw_is_a_classic_puzzle_of_the_optimum_asked_for() {
    for (seed, band) in [(1, 10..=30), (2, 40..=70), (3, 100..=138), (4, 138..=138)] {
        let (board, moves) = ClassicDraw::new(seed, band.clone()).finish().expect("the set reaches every band asked");
        assert!(band.contains(&moves), "{moves} not in {band:?}");
        let text = crate::notation::format_board(&board).unwrap();
        assert_eq!(text.matches('.').count(), 2, "{text}");
        let puzzle = Puzzle::open(&text, None).unwrap();
        let Outcome::Solved(solution) = solve(&puzzle.rules, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default())
        else {
            panic!("{text}")
        };
        assert_eq!(solution.count, moves, "{text}");
    }
    // The same seed, the same puzzle; another seed, most likely another.
    let draw = |seed| ClassicDraw::new(seed, 40..=70).finish().map(|(b, _)| crate::notation::format_board(&b).unwrap());
    assert_eq!(draw(7), draw(7));
    assert_ne!(draw(7), draw(8));
    assert!(ClassicDraw::new(1, 139..=200).finish().is_none(), "no classic layout needs more than 138 moves");
}

#[test]
fn moves_in_every_metric_and_the_mirror_image_match_the_solvers_rules() {
    // Full boards, and open ones where slides run far.
    let samples = [
        (Mix::all()[169], 37),
        (Mix::all()[58], 53),
        (Mix { singles: 2, wide: 0, tall: 1 }, 7),
        (Mix { singles: 0, wide: 2, tall: 3 }, 3),
    ];
    for (mix, every) in samples {
        for key in layouts(mix).into_iter().step_by(every) {
            let board = board_string(key);
            let puzzle = Puzzle::open(&board, None).unwrap();
            let (rules, positions) = (&puzzle.rules, puzzle.board.positions());
            assert_eq!(layout_of(&puzzle.board, &positions), Some(key), "{board}");
            for metric in Metric::ALL {
                let mut ours = Vec::new();
                for_each_neighbour(key, metric, |next| ours.push(next));
                let mut theirs = Vec::new();
                rules.for_each_successor(rules.key_of(&positions), metric, |next| {
                    theirs.push(layout_of(&puzzle.board, &rules.layout_of(next)).unwrap())
                });
                ours.sort_unstable();
                theirs.sort_unstable();
                assert_eq!(ours, theirs, "{board} {metric}");
            }
            let reflected: Vec<String> = board.split('/').map(|row| row.chars().rev().collect()).collect();
            let reflected = Puzzle::open(&reflected.join("/"), None).unwrap();
            assert_eq!(layout_of(&reflected.board, &reflected.board.positions()), Some(mirror(key)), "{board}");
        }
    }
}
