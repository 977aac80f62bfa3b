use super::*;
use crate::level::Level;
use crate::model::{Exit, Family, Move, Side};
use crate::notation::parse_board;
use std::path::Path;

/// Every layout one unit of `metric` away, found the slow way: each piece tried at each shifted
/// position with `Board::shifted` and rectangle overlap, nothing from the compiled tables.
fn successors_by_hand(rules: &Rules, layout: &[Pos], metric: Metric) -> Vec<u64> {
    let board = rules.board();
    let rect = |p: usize, at: Pos| rect_mask(board.width(), at, board.pieces()[p].size);
    let mut keys = Vec::new();
    for p in 0..layout.len() {
        let others = (0..layout.len()).filter(|&q| q != p).fold(rules.walls(), |m, q| m | rect(q, layout[q]));
        let step = |at: Pos, dir: Dir| board.shifted(p, at, dir, 1).filter(|&to| rect(p, to) & others == 0);
        let mut reached: Vec<Pos> = Vec::new();
        match metric {
            Metric::Steps => reached.extend(Dir::ALL.into_iter().filter_map(|dir| step(layout[p], dir))),
            Metric::Slides => {
                for dir in Dir::ALL {
                    let mut at = layout[p];
                    while let Some(to) = step(at, dir) {
                        reached.push(to);
                        at = to;
                    }
                }
            }
            Metric::Moves => {
                let mut queue = vec![layout[p]];
                while let Some(at) = queue.pop() {
                    for to in Dir::ALL.into_iter().filter_map(|dir| step(at, dir)) {
                        if to != layout[p] && !reached.contains(&to) {
                            reached.push(to);
                            queue.push(to);
                        }
                    }
                }
            }
        }
        keys.extend(
            reached
                .into_iter()
                .map(|to| rules.key_of(&Rules::apply(layout, &Move { piece: p, label: ' ', from: layout[p], to }))),
        );
    }
    keys.sort_unstable();
    keys
}

#[test]
fn every_piece_moves_where_a_cell_by_cell_walk_takes_it() {
    let sample = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/rush_hour_sample.txt")).unwrap();
    let mut boards: Vec<Board> =
        sample.lines().step_by(16).map(|line| parse_board(line.split(' ').nth(1).unwrap(), None).unwrap()).collect();
    for level in
        ["rh7-02-rush-hour-plus", "rh8-01-eight-lanes", "klc-32-heng-dao-li-ma", "kl-01-only-18", "klc-40-jin-zai-zhi-chi-1"]
    {
        let path = format!("{}/../../levels/{level}.ron", env!("CARGO_MANIFEST_DIR"));
        boards.push(Level::load(Path::new(&path)).unwrap().board);
    }
    // Free blocks on a wider board with walls: wrapping past the right edge would show.
    let open = parse_board("AA..BB/AA...C/.....C/....../...G../..H...", Some(Family::Klotski)).unwrap();
    let walls = vec![Pos::new(3, 0), Pos::new(2, 3), Pos::new(5, 4)];
    boards.push(Board::new(Family::Klotski, 6, 6, open.pieces().to_vec(), walls, open.exit()).unwrap());
    for board in &boards {
        let rules = Rules::new(board).unwrap();
        for metric in Metric::ALL {
            for key in rules.reachable(metric, 20_000) {
                let mut found = Vec::new();
                rules.for_each_successor(key, metric, |next| found.push(next));
                found.sort_unstable();
                let layout = rules.layout_of(key);
                assert_eq!(
                    found,
                    successors_by_hand(&rules, &layout, metric),
                    "{metric} from {:?}",
                    board.with_positions(&layout)
                );
                let mut labelled: Vec<u64> =
                    rules.moves(&layout, metric).iter().map(|mv| rules.key_of(&Rules::apply(&layout, mv))).collect();
                labelled.sort_unstable();
                assert_eq!(found, labelled, "labelled moves, {metric}");
            }
        }
    }
}

/// A layout reflected left to right, by hand.
fn reflected(board: &Board, layout: &[Pos]) -> Vec<Pos> {
    layout.iter().zip(board.pieces()).map(|(at, piece)| Pos::new(board.width() - piece.width() - at.x, at.y)).collect()
}

#[test]
fn a_symmetric_board_pairs_each_state_with_its_mirror_image() {
    for level in ["klc-32-heng-dao-li-ma", "kl-01-only-18", "klc-40-jin-zai-zhi-chi-1"] {
        let path = format!("{}/../../levels/{level}.ron", env!("CARGO_MANIFEST_DIR"));
        let rules = Rules::new(&Level::load(Path::new(&path)).unwrap().board).unwrap();
        let mirror = rules.mirror.as_ref().unwrap_or_else(|| panic!("{level} is symmetric"));
        for key in rules.reachable(Metric::Moves, 30_000) {
            let image = mirror.reflect(key);
            assert_eq!(image, rules.key_of(&reflected(rules.board(), &rules.layout_of(key))), "{level}");
            assert_eq!(mirror.reflect(image), key);
            assert_eq!(rules.canonical(key), key.min(image));
            assert_eq!(rules.is_goal(key), rules.is_goal(image));
            let (mut after, mut after_image) = (Vec::new(), Vec::new());
            rules.for_each_successor(key, Metric::Moves, |next| after.push(mirror.reflect(next)));
            rules.for_each_successor(image, Metric::Moves, |next| after_image.push(next));
            after.sort_unstable();
            after_image.sort_unstable();
            assert_eq!(after, after_image, "{level}: the moves of a mirror image are the mirrored moves");
        }
    }
}

#[test]
fn boards_that_are_not_their_own_mirror_image_keep_every_key() {
    let sample = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/rush_hour_sample.txt")).unwrap();
    let rush_hour = parse_board(sample.lines().next().unwrap().split(' ').nth(1).unwrap(), None).unwrap();
    // Klotski with the exit off centre, and with one wall breaking the symmetry.
    let off_centre = parse_board("BAAC/BAAC/DEEF/DGHF/I..J", Some(Family::Klotski)).unwrap();
    let off_centre =
        Board::new(Family::Klotski, 4, 5, off_centre.pieces().to_vec(), vec![], Exit { side: Side::Bottom, offset: 2 }).unwrap();
    let open = parse_board("BAAC/BAAC/DEEF/DGHF/...J", Some(Family::Klotski)).unwrap();
    let walled = Board::new(Family::Klotski, 4, 5, open.pieces().to_vec(), vec![Pos::new(0, 4)], open.exit()).unwrap();
    for board in [rush_hour, off_centre, walled] {
        let rules = Rules::new(&board).unwrap();
        assert!(rules.mirror.is_none(), "{board:?}");
        let key = rules.start_key();
        assert_eq!(rules.canonical(key), key);
    }
}
