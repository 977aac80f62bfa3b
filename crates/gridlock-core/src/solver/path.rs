//! An optimal solution as a path to follow: from any state on it the rest of it is optimal too, and on
//! a board that is its own mirror image, from a state's mirror image as well. The game gets one from
//! the level's start long before the whole cluster is analysed (A* looks at a fraction of it), and
//! hints, replays and the distance meter follow it while the player stays on it.

use crate::model::{Metric, Move, Pos};
use crate::rules::Rules;

/// An optimal solution as the states it passes through, to follow from any of them.
#[derive(Clone, Debug)]
pub struct SolutionPath {
    /// The states along it, start first, as [`Rules::canonical`] keys.
    keys: Vec<u64>,
    metric: Metric,
}

impl SolutionPath {
    /// The path `moves` (optimal in `metric`) take from the labelled layout `start`.
    pub fn new(rules: &Rules, start: &[Pos], moves: &[Move], metric: Metric) -> SolutionPath {
        let mut positions = start.to_vec();
        let mut keys = Vec::with_capacity(moves.len() + 1);
        keys.push(rules.canonical(rules.key_of(&positions)));
        for mv in moves {
            positions[mv.piece] = mv.to;
            keys.push(rules.canonical(rules.key_of(&positions)));
        }
        SolutionPath { keys, metric }
    }

    fn index_of(&self, rules: &Rules, key: u64) -> Option<usize> {
        let key = rules.canonical(key);
        self.keys.iter().position(|&k| k == key)
    }

    /// Moves left to solved from the state `key`, if the path passes through it.
    pub fn distance(&self, rules: &Rules, key: u64) -> Option<u32> {
        Some((self.keys.len() - 1 - self.index_of(rules, key)?) as u32)
    }

    /// The rest of the path as moves from the labelled layout `positions`, if the path passes through
    /// its state (the moves name the pieces where they stand, whichever of two alike ones it is).
    pub fn moves_from(&self, rules: &Rules, positions: &[Pos]) -> Option<Vec<Move>> {
        let at = self.index_of(rules, rules.key_of(positions))?;
        Some(rules.moves_along(positions, &self.keys[at..], self.metric))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::Cluster;
    use crate::notation::parse_board;
    use crate::solver::{Algorithm, Heuristic, Limits, solve};

    fn path_of(board: &str, metric: Metric) -> (Rules, Vec<Pos>, Vec<Move>, SolutionPath) {
        let board = parse_board(board, None).unwrap();
        let rules = Rules::new(&board).unwrap();
        let start = board.positions();
        let outcome = solve(&rules, metric, Algorithm::AStar(Heuristic::Sum), Limits::default());
        let moves = outcome.solution().unwrap().moves.clone();
        let path = SolutionPath::new(&rules, &start, &moves, metric);
        (rules, start, moves, path)
    }

    #[test]
    fn every_state_on_the_path_has_its_true_distance_and_an_optimal_rest() {
        for (board, metric) in
            [("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", Metric::Moves), ("BAAC/BAAC/DEEF/DGHF/I..J", Metric::Steps)]
        {
            let (rules, start, moves, path) = path_of(board, metric);
            let cluster = Cluster::explore(&rules, &start, metric, &Limits::default()).unwrap();
            let mut positions = start;
            for (i, mv) in moves.iter().enumerate() {
                let key = rules.key_of(&positions);
                assert_eq!(path.distance(&rules, key), cluster.distance(key));
                let rest = path.moves_from(&rules, &positions).unwrap();
                assert_eq!(rest.len(), moves.len() - i);
                assert!(rules.is_legal(&positions, &rest[0], metric));
                positions = Rules::apply(&positions, mv);
            }
            assert_eq!(path.distance(&rules, rules.key_of(&positions)), Some(0));
        }
    }

    #[test]
    fn off_the_path_it_knows_nothing() {
        let (rules, start, moves, path) = path_of("GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", Metric::Moves);
        let off = rules
            .moves(&start, Metric::Moves)
            .into_iter()
            .map(|mv| Rules::apply(&start, &mv))
            .find(|after| *after != Rules::apply(&start, &moves[0]))
            .unwrap();
        assert_eq!(path.distance(&rules, rules.key_of(&off)), None);
        assert_eq!(path.moves_from(&rules, &off), None);
    }

    #[test]
    fn a_mirror_image_of_a_state_on_it_follows_it_too() {
        // 横刀立马 is its own mirror image: its first move has a mirror twin that is not on the path.
        let (rules, start, moves, path) = path_of("BAAC/BAAC/DEEF/DGHF/I..J", Metric::Moves);
        let twin = rules
            .moves(&start, Metric::Moves)
            .into_iter()
            .map(|mv| Rules::apply(&start, &mv))
            .find(|after| {
                let (key, on_path) = (rules.key_of(after), rules.key_of(&Rules::apply(&start, &moves[0])));
                key != on_path && rules.canonical(key) == rules.canonical(on_path)
            })
            .expect("the first move's mirror twin");
        assert_eq!(path.distance(&rules, rules.key_of(&twin)), Some(moves.len() as u32 - 1));
        let rest = path.moves_from(&rules, &twin).unwrap();
        let end = rest.iter().fold(twin, |at, mv| {
            assert!(rules.is_legal(&at, mv, Metric::Moves));
            Rules::apply(&at, mv)
        });
        assert!(rules.is_goal(rules.key_of(&end)));
    }
}
