//! A cluster analysis as a request and an answer that cross a boundary as plain text and bytes.
//!
//! A browser page has one thread, and an analysis stepped on the frame gets only a slice of each frame.
//! A Web Worker runs the core on a thread of its own, but shares no memory with the page: the game
//! sends it a [`request`] (the board as level RON, which says the metric too), the worker returns
//! [`answer`]'s bytes, and the game reads them back with [`read_answer`]. An optimal solution from the
//! start comes long before the whole cluster (the analysis finds one on its way), and the worker sends
//! it first ([`answer`]'s callback, read with [`read_solution`]). Everything here is plain Rust, so the
//! native tests cover the whole round trip.

use super::{Cluster, ClusterError};
use crate::keys::KeyMap;
use crate::level::{Level, Optimum};
use crate::model::{Board, Metric, Move, Pos};
use crate::rules::Rules;
use crate::solver::Limits;
use std::path::Path;

/// The first bytes of every answer: the format and its version.
const MAGIC: &[u8; 4] = b"GLC1";
const TAG_CLUSTER: u8 = 0;
const TAG_LIMIT_REACHED: u8 = 1;
const TAG_REFUSED: u8 = 2;
const TAG_SOLUTION: u8 = 3;

/// Why an answer could not be read, or why the worker refused the request.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum WireError {
    /// The answer's bytes do not read as an answer; says what was wrong.
    #[error("the analysis answer is damaged: {0}")]
    Damaged(&'static str),
    /// The worker could not take the request (a board it refused, say); its reason.
    #[error("the analysis request was refused: {0}")]
    Refused(String),
}

/// The request for the analysis of `board`'s cluster in `metric`.
pub fn request(board: &Board, metric: Metric) -> String {
    Level::new("analysis", Optimum { metric, count: 0 }, board.clone()).to_ron()
}

/// Runs the analysis a [`request`] asks for, within `max_bytes`, and writes the outcome as bytes; on
/// the way, hands `solution` an optimal solution from the start as bytes, as soon as there is one. A
/// request that does not parse is answered with the reason, never a panic.
pub fn answer(request: &str, max_bytes: usize, mut solution: impl FnMut(Vec<u8>)) -> Vec<u8> {
    let outcome = parse_request(request).map(|(level, rules)| {
        let (start, metric, limits) = (level.board.positions(), level.optimum.metric, Limits::with_bytes(max_bytes));
        Cluster::explore_telling(&rules, &start, metric, &limits, |moves| solution(solution_bytes(&moves)))
    });
    let mut out = MAGIC.to_vec();
    match outcome {
        Ok(Ok(cluster)) => {
            out.push(TAG_CLUSTER);
            out.push(metric_code(cluster.metric));
            out.extend((cluster.goals as u32).to_le_bytes());
            out.extend((cluster.keys.len() as u32).to_le_bytes());
            out.extend(cluster.keys.iter().flat_map(|k| k.to_le_bytes()));
            out.extend(cluster.distance.iter().flat_map(|d| d.to_le_bytes()));
        }
        Ok(Err(ClusterError::LimitReached { states, bytes, budget })) => {
            out.push(TAG_LIMIT_REACHED);
            for n in [states, bytes, budget] {
                out.extend((n as u64).to_le_bytes());
            }
        }
        // Nothing here sets a cancel flag (a worker is stopped from outside), but say so if one did.
        Ok(Err(ClusterError::Cancelled)) => refuse(&mut out, "cancelled".to_string()),
        Err(reason) => refuse(&mut out, reason),
    }
    out
}

/// The level a request names, and its rules; a request that is not one, as the reason.
fn parse_request(request: &str) -> Result<(Level, Rules), String> {
    let level = Level::parse(request, Path::new("analysis request")).map_err(|e| e.to_string())?;
    let rules = Rules::new(&level.board).map_err(|e| e.to_string())?;
    Ok((level, rules))
}

/// An optimal solution as bytes: each move as its piece and where it goes (the page checks and replays
/// them).
fn solution_bytes(moves: &[Move]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(TAG_SOLUTION);
    out.extend((moves.len() as u32).to_le_bytes());
    // A board has at most 64 pieces and 64 cells a side: a byte each.
    out.extend(moves.iter().flat_map(|mv| [mv.piece as u8, mv.to.x, mv.to.y]));
    out
}

/// Whether bytes from the worker are a solution (else they are the cluster's [`answer`]).
pub fn is_solution(bytes: &[u8]) -> bool {
    bytes.starts_with(MAGIC) && bytes.get(MAGIC.len()) == Some(&TAG_SOLUTION)
}

/// Reads the solution [`answer`] handed out for `rules`' board in `metric`: the moves from its start,
/// each checked to be legal where it is made and the last to reach the goal.
pub fn read_solution(bytes: &[u8], rules: &Rules, metric: Metric) -> Result<Vec<Move>, WireError> {
    let (tag, mut input) = Reader::open(bytes)?;
    match tag {
        TAG_SOLUTION => {
            let count = input.u32()? as usize;
            if count.checked_mul(3) != Some(input.0.len()) {
                return Err(WireError::Damaged("its length does not match its move count"));
            }
            let board = rules.board();
            let mut positions = board.positions();
            let mut moves = Vec::with_capacity(count);
            for chunk in input.0.chunks_exact(3) {
                let (piece, to) = (chunk[0] as usize, Pos { x: chunk[1], y: chunk[2] });
                let Some(&from) = positions.get(piece) else { return Err(WireError::Damaged("a move names no piece")) };
                let mv = Move { piece, label: board.pieces()[piece].label, from, to };
                if !rules.is_legal(&positions, &mv, metric) {
                    return Err(WireError::Damaged("a move is not legal where it is made"));
                }
                positions[piece] = to;
                moves.push(mv);
            }
            if !rules.is_goal(rules.key_of(&positions)) {
                return Err(WireError::Damaged("its moves do not end solved"));
            }
            Ok(moves)
        }
        _ => Err(WireError::Damaged("its kind is unknown")),
    }
}

/// Reads an [`answer`]: the cluster or why there is none.
pub fn read_answer(bytes: &[u8]) -> Result<Result<Cluster, ClusterError>, WireError> {
    let (tag, mut input) = Reader::open(bytes)?;
    match tag {
        TAG_CLUSTER => {
            let metric = metric_of(input.take(1)?[0])?;
            let goals = input.u32()? as usize;
            let count = input.u32()? as usize;
            // Checked: on a 32-bit target a damaged count could overflow the product.
            if count.checked_mul(size_of::<u64>() + size_of::<u16>()) != Some(input.0.len()) {
                return Err(WireError::Damaged("its length does not match its state count"));
            }
            let (keys, distance) = input.0.split_at(count * size_of::<u64>());
            let keys: Vec<u64> = keys.chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap())).collect();
            let distance: Vec<u16> = distance.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect();
            if distance.iter().filter(|&&d| d == 0).count() != goals || goals > count {
                return Err(WireError::Damaged("its goal count does not match its distances"));
            }
            let mut index = KeyMap::with_capacity_and_hasher(count, Default::default());
            index.extend(keys.iter().enumerate().map(|(i, &key)| (key, i as u32)));
            if index.len() != count {
                return Err(WireError::Damaged("a state appears twice"));
            }
            Ok(Ok(Cluster { metric, keys, index, distance, goals }))
        }
        TAG_LIMIT_REACHED => {
            let [states, bytes, budget] = [input.u64()?, input.u64()?, input.u64()?].map(|n| n as usize);
            Ok(Err(ClusterError::LimitReached { states, bytes, budget }))
        }
        TAG_REFUSED => Err(WireError::Refused(String::from_utf8_lossy(input.0).into_owned())),
        _ => Err(WireError::Damaged("its kind is unknown")),
    }
}

fn refuse(out: &mut Vec<u8>, reason: String) {
    out.push(TAG_REFUSED);
    out.extend(reason.into_bytes());
}

fn metric_code(metric: Metric) -> u8 {
    Metric::ALL.iter().position(|&m| m == metric).unwrap_or_default() as u8
}

fn metric_of(code: u8) -> Result<Metric, WireError> {
    Metric::ALL.get(code as usize).copied().ok_or(WireError::Damaged("its metric is unknown"))
}

/// The unread rest of an answer.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    /// The kind of message `bytes` hold, and the rest to read, once the format's mark is checked.
    fn open(bytes: &'a [u8]) -> Result<(u8, Reader<'a>), WireError> {
        let mut input = Reader(bytes);
        if input.take(MAGIC.len())? != MAGIC {
            return Err(WireError::Damaged("it does not start with the format's mark"));
        }
        Ok((input.take(1)?[0], input))
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], WireError> {
        if self.0.len() < n {
            return Err(WireError::Damaged("it ends early"));
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn u32(&mut self) -> Result<u32, WireError> {
        Ok(u32::from_le_bytes(self.take(4)?.try_into().unwrap()))
    }

    fn u64(&mut self) -> Result<u64, WireError> {
        Ok(u64::from_le_bytes(self.take(8)?.try_into().unwrap()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_board;

    const BIG_JAM: &str = "GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo";

    fn analysed(board: &Board, metric: Metric, max_bytes: usize) -> Result<Result<Cluster, ClusterError>, WireError> {
        read_answer(&answer(&request(board, metric), max_bytes, |_| ()))
    }

    #[test]
    fn an_answer_reads_back_as_the_cluster_a_direct_analysis_finds() {
        let klotski = parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        for (board, metric) in [(parse_board(BIG_JAM, None).unwrap(), Metric::Moves), (klotski, Metric::Steps)] {
            let rules = Rules::new(&board).unwrap();
            let direct = Cluster::explore(&rules, &board.positions(), metric, &Limits::default()).unwrap();
            let remote = analysed(&board, metric, Limits::default().max_bytes).unwrap().unwrap();
            assert_eq!(remote.metric(), metric);
            assert_eq!(
                (remote.len(), remote.goal_states(), remote.hardest()),
                (direct.len(), direct.goal_states(), direct.hardest())
            );
            assert!(direct.keys.iter().all(|&key| remote.distance(key) == direct.distance(key)));
            let start = board.positions();
            assert_eq!(remote.solution_from(&rules, &start), direct.solution_from(&rules, &start));
        }
    }

    #[test]
    fn a_budget_too_small_comes_back_as_the_limit_reached() {
        let board = parse_board(BIG_JAM, None).unwrap();
        let outcome = analysed(&board, Metric::Moves, 20_000).unwrap();
        assert!(matches!(outcome, Err(ClusterError::LimitReached { budget: 20_000, states, .. }) if states > 0));
    }

    #[test]
    fn a_request_that_is_not_a_level_is_refused_with_the_reason() {
        let refused = read_answer(&answer("(name: \"x\",", 1 << 20, |_| ())).unwrap_err();
        assert!(matches!(&refused, WireError::Refused(why) if why.starts_with("analysis request:1:")), "{refused}");
    }

    #[test]
    fn a_damaged_answer_is_an_error_not_a_panic() {
        let good = answer(&request(&parse_board(BIG_JAM, None).unwrap(), Metric::Moves), 1 << 28, |_| ());
        let mut twice = good.clone();
        let count = u32::from_le_bytes(good[10..14].try_into().unwrap()) as usize;
        twice[14..22].copy_from_slice(&good[22..30]);
        assert_eq!(read_answer(&twice).unwrap_err(), WireError::Damaged("a state appears twice"));
        for cut in [0, 3, 5, 9, 13, good.len() - 1] {
            assert!(read_answer(&good[..cut]).is_err(), "cut at {cut}");
        }
        let mut wrong_goals = good.clone();
        wrong_goals[6..10].copy_from_slice(&(count as u32 + 1).to_le_bytes());
        assert!(read_answer(&wrong_goals).is_err());
        let mut huge = good.clone();
        huge[10..14].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(read_answer(&huge).unwrap_err(), WireError::Damaged("its length does not match its state count"));
        assert!(read_answer(b"XXXX\0").is_err());
        assert!(read_answer(b"GLC1\x09").is_err());
    }

    /// The answer's bytes and the solutions handed out on the way.
    fn answered(request: &str, max_bytes: usize) -> (Vec<u8>, Vec<Vec<u8>>) {
        let mut solutions = Vec::new();
        let bytes = answer(request, max_bytes, |solution| solutions.push(solution));
        (bytes, solutions)
    }

    #[test]
    fn one_optimal_solution_comes_before_the_answer() {
        let klotski = parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap();
        for (board, metric) in [(parse_board(BIG_JAM, None).unwrap(), Metric::Moves), (klotski, Metric::Steps)] {
            let rules = Rules::new(&board).unwrap();
            let (bytes, solutions) = answered(&request(&board, metric), Limits::default().max_bytes);
            assert_eq!(solutions.len(), 1);
            assert!(is_solution(&solutions[0]) && !is_solution(&bytes));
            let moves = read_solution(&solutions[0], &rules, metric).unwrap();
            let cluster = read_answer(&bytes).unwrap().unwrap();
            assert_eq!(Some(moves.len() as u32), cluster.distance(rules.start_key()));
        }
    }

    #[test]
    fn no_solution_comes_where_there_is_none_or_the_request_is_refused() {
        // Two trucks fill the exit column: the one across the exit row can never leave it.
        let board = parse_board("oooooBoooooBAAoooBoooooCoooooCoooooC", None).unwrap();
        let (bytes, solutions) = answered(&request(&board, Metric::Moves), 1 << 24);
        assert!(solutions.is_empty());
        assert_eq!(read_answer(&bytes).unwrap().unwrap().distance(Rules::new(&board).unwrap().start_key()), None);
        let (_, solutions) = answered("(name: ", 1 << 20);
        assert!(solutions.is_empty());
    }

    #[test]
    fn a_damaged_solution_is_an_error_not_a_panic() {
        let board = parse_board(BIG_JAM, None).unwrap();
        let rules = Rules::new(&board).unwrap();
        let (_, solutions) = answered(&request(&board, Metric::Moves), 1 << 28);
        let good = &solutions[0];
        for cut in [0, 3, 4, 7, good.len() - 1] {
            assert!(read_solution(&good[..cut], &rules, Metric::Moves).is_err(), "cut at {cut}");
        }
        let read = |bytes: &[u8]| read_solution(bytes, &rules, Metric::Moves).unwrap_err();
        let mut no_piece = good.clone();
        no_piece[9] = 60;
        assert_eq!(read(&no_piece), WireError::Damaged("a move names no piece"));
        let mut off_board = good.clone();
        off_board[10] = 200;
        assert_eq!(read(&off_board), WireError::Damaged("a move is not legal where it is made"));
        let mut short = good[..good.len() - 3].to_vec();
        let count = u32::from_le_bytes(good[5..9].try_into().unwrap()) - 1;
        short[5..9].copy_from_slice(&count.to_le_bytes());
        assert_eq!(read(&short), WireError::Damaged("its moves do not end solved"));
    }
}
