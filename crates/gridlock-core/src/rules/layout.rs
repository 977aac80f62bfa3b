//! The rules over *labelled layouts* (each piece's position, in `Board::pieces` order) rather than keys:
//! what the game, the editor and the replays speak. A key forgets which of two interchangeable blocks
//! is which; a layout does not, so moves here carry the piece that makes them.

use super::Rules;
use super::codes::{CODES, NONE, decode, encode};
use crate::model::{Dir, Metric, Move, Pos};

impl Rules {
    /// A labelled layout for state `key`. Interchangeable pieces take their group's positions in piece
    /// order, so this is one of the layouts with that key.
    pub fn layout_of(&self, key: u64) -> Vec<Pos> {
        let mut positions = self.board.positions();
        for field in &self.fields {
            let bits = self.field_bits(key, field);
            let codes: Vec<u8> = if field.is_group() {
                (0..64).filter(|r| bits & (1u64 << r) != 0).map(|r| field.code_of_rank[r]).collect()
            } else {
                vec![bits as u8]
            };
            for (&p, code) in field.members.iter().zip(codes) {
                positions[p] = decode(&self.board, p, code).expect("keys hold valid codes");
            }
        }
        positions
    }

    /// The key of a labelled layout (`positions` in `Board::pieces` order).
    pub fn key_of(&self, positions: &[Pos]) -> u64 {
        let mut key = 0u64;
        for (p, &at) in positions.iter().enumerate() {
            let field = &self.fields[self.field_of_piece[p]];
            let code = encode(&self.board, p, at);
            let bits = if field.is_group() { 1u64 << field.rank_of_code[code as usize] } else { code as u64 };
            key |= bits << field.shift;
        }
        key
    }

    /// The key of the board's start position.
    pub fn start_key(&self) -> u64 {
        self.key_of(&self.board.positions())
    }

    /// Every position piece `p` can ever take on its lines, ignoring other pieces.
    pub fn positions_of_piece(&self, p: usize) -> Vec<Pos> {
        (0..CODES as u8).filter(|&c| self.cells_at(p, c) != 0).filter_map(|c| decode(&self.board, p, c)).collect()
    }

    /// The cells piece `p` covers at `at`.
    pub fn piece_cells(&self, p: usize, at: Pos) -> u64 {
        self.cells_at(p, encode(&self.board, p, at))
    }

    fn layout_occupancy(&self, positions: &[Pos]) -> u64 {
        positions.iter().enumerate().fold(self.walls, |m, (p, &at)| m | self.piece_cells(p, at))
    }

    /// Every legal move of a labelled layout under `metric`.
    pub fn moves(&self, positions: &[Pos], metric: Metric) -> Vec<Move> {
        let occupied = self.layout_occupancy(positions);
        let mut moves = Vec::new();
        for (p, &from) in positions.iter().enumerate() {
            let others = occupied & !self.piece_cells(p, from);
            let code = encode(&self.board, p, from);
            self.for_each_destination(p, code, others, metric, |to| {
                let to = decode(&self.board, p, to).expect("tables hold valid codes");
                moves.push(Move { piece: p, label: self.board.pieces()[p].label, from, to });
            });
        }
        moves
    }

    /// Whether `mv` is legal from `positions` under `metric`.
    pub fn is_legal(&self, positions: &[Pos], mv: &Move, metric: Metric) -> bool {
        positions.get(mv.piece) == Some(&mv.from) && self.moves(positions, metric).contains(mv)
    }

    /// How far piece `p` can slide from its position in direction `dir`, in cells.
    pub fn free_run(&self, positions: &[Pos], p: usize, dir: Dir) -> u8 {
        let occupied = self.layout_occupancy(positions);
        let others = occupied & !self.piece_cells(p, positions[p]);
        let mut at = encode(&self.board, p, positions[p]);
        let mut run = 0;
        if !self.board.pieces()[p].movement.allows(dir) {
            return 0;
        }
        loop {
            let to = self.next[(p * CODES + at as usize) * 4 + dir.index()];
            if to == NONE || self.cells_at(p, to) & others != 0 {
                return run;
            }
            run += 1;
            at = to;
        }
    }

    /// How a legal move sets off, to say it in words ("B left 2"): the direction of its first step, and
    /// its number of steps.
    pub fn first_step(&self, positions: &[Pos], mv: &Move) -> (Dir, usize) {
        let path = self.step_path(positions, mv);
        let first = path.first().copied().unwrap_or(mv.to);
        let dir = if first.x > mv.from.x {
            Dir::Right
        } else if first.x < mv.from.x {
            Dir::Left
        } else if first.y > mv.from.y {
            Dir::Down
        } else {
            Dir::Up
        };
        (dir, path.len())
    }

    /// The cell-by-cell path of a legal move (for animation): the positions after each step, ending at
    /// `mv.to`. Under the `moves` metric this is a shortest route around the other pieces.
    pub fn step_path(&self, positions: &[Pos], mv: &Move) -> Vec<Pos> {
        let p = mv.piece;
        let occupied = self.layout_occupancy(positions);
        let others = occupied & !self.piece_cells(p, mv.from);
        let start = encode(&self.board, p, mv.from);
        let goal = encode(&self.board, p, mv.to);
        let mut came_from = [NONE; CODES];
        let mut queue = vec![start];
        came_from[start as usize] = start;
        let mut head = 0;
        while head < queue.len() && came_from[goal as usize] == NONE {
            let at = queue[head];
            head += 1;
            for &dir in &self.dirs[p] {
                let to = self.next[(p * CODES + at as usize) * 4 + dir.index()];
                if to != NONE && came_from[to as usize] == NONE && self.cells_at(p, to) & others == 0 {
                    came_from[to as usize] = at;
                    queue.push(to);
                }
            }
        }
        if came_from[goal as usize] == NONE {
            return Vec::new();
        }
        let mut path = vec![];
        let mut at = goal;
        while at != start {
            path.push(decode(&self.board, p, at).expect("valid code"));
            at = came_from[at as usize];
        }
        path.reverse();
        path
    }

    /// The positions after a move.
    pub fn apply(positions: &[Pos], mv: &Move) -> Vec<Pos> {
        let mut after = positions.to_vec();
        after[mv.piece] = mv.to;
        after
    }

    /// Turns a path of keys (start first) into labelled moves from the labelled `start` layout. The
    /// keys may be [`Rules::canonical`]: each step then takes the move to the state or its mirror image,
    /// whichever the path holds (a mirrored state's next step is the mirror of the path's next step).
    pub fn moves_along(&self, start: &[Pos], keys: &[u64], metric: Metric) -> Vec<Move> {
        let mut positions = start.to_vec();
        let mut out = Vec::with_capacity(keys.len().saturating_sub(1));
        for &key in keys.iter().skip(1) {
            let key = self.canonical(key);
            let mv = self
                .moves(&positions, metric)
                .into_iter()
                .find(|mv| self.canonical(self.key_of(&Self::apply(&positions, mv))) == key)
                .expect("consecutive keys of a search path are one move apart");
            positions[mv.piece] = mv.to;
            out.push(mv);
        }
        out
    }
}
