//! The rules compiled into lookup tables: which cells a piece covers at each position, where one step
//! takes it, and a packed 64-bit key per state. Everything the solvers do per state happens here.
//!
//! A piece's position is stored as a small *code*: its column for a horizontal vehicle, its row for a
//! vertical one, its top-left cell index for a free block. A state's key packs one *field* per piece,
//! holding its code. Free pieces of the same shape are interchangeable (swapping two 1×1 blocks gives the
//! same puzzle), so they share one field: a bitmask over the positions that shape can take, one bit per
//! piece. Each distinct state has exactly one key, with no sorting, and groups pack small.

mod codes;
mod free_block;
mod lanes;
mod layout;
mod mirror;
mod sliced;
#[cfg(test)]
mod tests;

use super::model::{Board, Dir, Metric, Movement, Pos};
use codes::{CODES, Field, NONE, decode, encode};
use free_block::{Block, Grid};
use lanes::{Along, Lanes, Line};
use mirror::Mirror;
use sliced::ByteSliced;

/// Why a board cannot be compiled into 64-bit keys.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the board has too many pieces to solve: its state needs {bits} bits and the solver packs states into 64")]
pub struct TooManyPieces {
    /// The bits its state would need.
    pub bits: u32,
}

/// The compiled rules of one board. Cheap to share; built once per level.
#[derive(Clone, Debug)]
pub struct Rules {
    board: Board,
    walls: u64,
    /// Per piece, per code: the cells it covers (`CODES` entries per piece; unused codes are 0).
    cells: Vec<u64>,
    /// Per piece, per code, per direction: the code one step away, or `NONE`.
    next: Vec<u8>,
    /// Per piece, per code: the cells one step would enter, in any allowed direction. A piece with
    /// none of them free cannot move, which one AND tells.
    halo: Vec<u64>,
    /// Per piece: the directions it may move in.
    dirs: Vec<Vec<Dir>>,
    /// Per piece, per code, for a vehicle (a one-axis piece one cell thick): the cells its slides enter
    /// towards lower codes and towards higher codes; zero for every other piece. A free run is then
    /// the distance to the first taken ray cell, a few bit operations instead of a table walk per step.
    rays: Vec<[u64; 2]>,
    /// Per piece: its line, if it is such a vehicle.
    vehicle: Vec<Option<Line>>,
    /// Per piece: its shape, if it is a free block (it moves in all four directions).
    block: Vec<Option<Block>>,
    grid: Grid,
    /// Where each cell lies along a vehicle's line: the vehicles' free runs.
    along: Along,
    fields: Vec<Field>,
    /// Per piece: its field.
    field_of_piece: Vec<usize>,
    /// `0..fields`, the default move order.
    all_fields: Vec<usize>,
    /// The target is always alone in field 0.
    goal_code: u8,
    /// The reflection of states, if the board is its own mirror image.
    mirror: Option<Mirror>,
    /// The vehicles' compact tables, if every piece is a vehicle in a field of its own (Rush Hour).
    lanes: Option<Lanes>,
}

fn bits_for(max_code: u32) -> u32 {
    (u32::BITS - max_code.leading_zeros()).max(1)
}

fn low_bits(bits: u32) -> u64 {
    if bits >= 64 { u64::MAX } else { (1u64 << bits) - 1 }
}

impl Rules {
    /// Compiles `board`: its tables and its keys' fields.
    pub fn new(board: &Board) -> Result<Rules, TooManyPieces> {
        let w = board.width();
        let n = board.pieces().len();
        let mut cells = vec![0u64; n * CODES];
        let mut next = vec![NONE; n * CODES * 4];
        let mut dirs: Vec<Vec<Dir>> = Vec::with_capacity(n);
        for (p, piece) in board.pieces().iter().enumerate() {
            dirs.push(Dir::ALL.into_iter().filter(|&d| piece.movement.allows(d)).collect());
            for code in 0..CODES as u8 {
                let Some(at) = decode(board, p, code) else { continue };
                cells[p * CODES + code as usize] = rect_mask(w, at, piece.size);
                for dir in Dir::ALL {
                    if let Some(to) = board.shifted(p, at, dir, 1) {
                        next[(p * CODES + code as usize) * 4 + dir.index()] = encode(board, p, to);
                    }
                }
            }
        }
        let walls = board.walls().iter().fold(0u64, |m, &c| m | rect_mask(w, c, (1, 1)));
        let vehicle: Vec<Option<Line>> = board
            .pieces()
            .iter()
            .map(|piece| match piece.movement {
                Movement::Horizontal if piece.height() == 1 => {
                    Some(Line { vertical: false, length: piece.width(), last: w - piece.width() })
                }
                Movement::Vertical if piece.width() == 1 => {
                    Some(Line { vertical: true, length: piece.height(), last: board.height() - piece.height() })
                }
                _ => None,
            })
            .collect();
        let mut rays = vec![[0u64; 2]; n * CODES];
        for p in (0..n).filter(|&p| vehicle[p].is_some()) {
            for code in (0..CODES).filter(|&c| cells[p * CODES + c] != 0) {
                for (side, &dir) in dirs[p].iter().enumerate() {
                    let (mut at, mut ray) = (code, 0u64);
                    while let to @ 0..CODES = next[(p * CODES + at) * 4 + dir.index()] as usize {
                        ray |= cells[p * CODES + to] & !cells[p * CODES + at];
                        at = to;
                    }
                    rays[p * CODES + code][side] = ray;
                }
            }
        }
        let mut halo = vec![0u64; n * CODES];
        for p in 0..n {
            for code in 0..CODES {
                let here = cells[p * CODES + code];
                for dir in 0..4 {
                    let to = next[(p * CODES + code) * 4 + dir];
                    if to != NONE {
                        halo[p * CODES + code] |= cells[p * CODES + to as usize] & !here;
                    }
                }
            }
        }

        // Fields: the target alone first, then one per piece or per group of interchangeable pieces.
        let target = board.target_index();
        let mut fields: Vec<Field> = Vec::new();
        let mut field_of_piece = vec![usize::MAX; n];
        let mut bits_used = 0u32;
        for p in std::iter::once(target).chain((0..n).filter(|&p| p != target)) {
            if field_of_piece[p] != usize::MAX {
                continue;
            }
            let piece = &board.pieces()[p];
            let members: Vec<usize> = if p == target || piece.movement != Movement::Free {
                vec![p]
            } else {
                (0..n)
                    .filter(|&q| {
                        q != target && board.pieces()[q].movement == Movement::Free && board.pieces()[q].size == piece.size
                    })
                    .collect()
            };
            let codes: Vec<u8> = (0..CODES as u8).filter(|&c| cells[p * CODES + c as usize] != 0).collect();
            let mut rank_of_code = vec![NONE; CODES];
            for (r, &c) in codes.iter().enumerate() {
                rank_of_code[c as usize] = r as u8;
            }
            let bits = if members.len() > 1 { codes.len() as u32 } else { bits_for(*codes.last().unwrap_or(&0) as u32) };
            for &m in &members {
                field_of_piece[m] = fields.len();
            }
            let codes_of_bits = (members.len() > 1).then(|| {
                let mut sliced = ByteSliced::default();
                sliced.add_bits(0, codes.len(), |rank| 1u64 << codes[rank]);
                sliced
            });
            fields.push(Field {
                piece: p,
                members,
                shift: bits_used.min(63),
                mask: low_bits(bits),
                code_of_rank: codes,
                rank_of_code,
                codes_of_bits,
            });
            bits_used += bits;
        }
        if bits_used > 64 {
            return Err(TooManyPieces { bits: bits_used });
        }
        let goal_code = encode(board, target, board.goal());
        let mirror = Mirror::of(board, &fields, &cells);
        let along = Along::new(w);
        let lanes = Lanes::of(&fields, &vehicle, &cells, &rays, &halo, walls, along);
        Ok(Rules {
            board: board.clone(),
            walls,
            cells,
            next,
            halo,
            dirs,
            rays,
            vehicle,
            block: board
                .pieces()
                .iter()
                .map(|piece| (piece.movement == Movement::Free).then(|| Block::new(w, board.height(), piece.size)))
                .collect(),
            grid: Grid::new(w, board.height()),
            along,
            all_fields: (0..fields.len()).collect(),
            fields,
            field_of_piece,
            goal_code,
            mirror,
            lanes,
        })
    }

    /// The board these rules were compiled from (its piece positions are the start position).
    pub fn board(&self) -> &Board {
        &self.board
    }

    #[inline(always)]
    fn cells_at(&self, p: usize, code: u8) -> u64 {
        self.cells[p * CODES + code as usize]
    }

    #[inline(always)]
    fn field_bits(&self, key: u64, f: &Field) -> u64 {
        (key >> f.shift) & f.mask
    }

    /// Every position piece `p` can reach in one unit of `metric` from `code`, given the cells taken by
    /// everything else. The one move generator: key-space solvers and labelled layouts both use it.
    #[inline(always)]
    fn for_each_destination(&self, p: usize, code: u8, others: u64, metric: Metric, mut emit: impl FnMut(u8)) {
        if let Some(block) = &self.block[p] {
            let mut reached = block.destinations(&self.grid, code, self.grid.free(others), metric);
            while reached != 0 {
                emit(reached.trailing_zeros() as u8);
                reached &= reached - 1;
            }
            return;
        }
        let base = p * CODES;
        let free = |c: u8| c != NONE && self.cells[base + c as usize] & others == 0;
        // Along one axis, every place a piece reaches alone is one slide away: moves are slides.
        let metric = if metric == Metric::Moves && self.dirs[p].len() == 2 { Metric::Slides } else { metric };
        match metric {
            Metric::Steps => {
                for &dir in &self.dirs[p] {
                    let to = self.next[(base + code as usize) * 4 + dir.index()];
                    if free(to) {
                        emit(to);
                    }
                }
            }
            Metric::Slides => {
                for &dir in &self.dirs[p] {
                    let mut at = code;
                    loop {
                        let to = self.next[(base + at as usize) * 4 + dir.index()];
                        if !free(to) {
                            break;
                        }
                        emit(to);
                        at = to;
                    }
                }
            }
            Metric::Moves => {
                // Flood fill over the piece's positions: every place it reaches without another piece moving.
                let mut seen = 1u64 << code;
                let mut stack = [0u8; CODES];
                stack[0] = code;
                let mut len = 1;
                while len > 0 {
                    len -= 1;
                    let at = stack[len];
                    for &dir in &self.dirs[p] {
                        let to = self.next[(base + at as usize) * 4 + dir.index()];
                        if free(to) && seen & (1u64 << to) == 0 {
                            seen |= 1u64 << to;
                            emit(to);
                            stack[len] = to;
                            len += 1;
                        }
                    }
                }
            }
        }
    }

    /// Calls `visit` with the key of every state one unit of `metric` away from `key`.
    #[inline]
    pub fn for_each_successor(&self, key: u64, metric: Metric, visit: impl FnMut(u64)) {
        match &self.lanes {
            Some(lanes) => lanes.for_each_successor(key, metric, None, visit),
            None => self.for_each_successor_in(key, metric, &self.all_fields, visit),
        }
    }

    /// Like [`Rules::for_each_successor`], moving the pieces of the fields in the order given.
    #[inline]
    pub fn for_each_successor_in(&self, key: u64, metric: Metric, fields: &[usize], mut visit: impl FnMut(u64)) {
        if let Some(lanes) = &self.lanes {
            return lanes.for_each_successor(key, metric, Some(fields), visit);
        }
        let occupied = self.occupancy(key);
        let free = self.grid.free(occupied);
        for &f in fields {
            let field = &self.fields[f];
            let bits = self.field_bits(key, field);
            let cleared = key & !(field.mask << field.shift);
            let p = field.piece;
            if let Some(codes_of_bits) = &field.codes_of_bits {
                // Only members next to a free cell can move; the block's outline finds them all at once.
                let block = self.block[p].as_ref().expect("grouped pieces are free blocks");
                let mut movable = codes_of_bits.of(bits) & block.touching(&self.grid, free);
                while movable != 0 {
                    let code = movable.trailing_zeros() as u8;
                    movable &= movable - 1;
                    let without = bits & !(1u64 << field.rank_of_code[code as usize]);
                    let mut reached = block.destinations(&self.grid, code, free | self.cells_at(p, code), metric);
                    while reached != 0 {
                        let to = reached.trailing_zeros();
                        reached &= reached - 1;
                        let moved = without | (1u64 << field.rank_of_code[to as usize]);
                        visit(cleared | (moved << field.shift));
                    }
                }
            } else {
                let code = bits as u8;
                if self.halo[p * CODES + code as usize] & !occupied == 0 {
                    continue;
                }
                if let Some(line) = self.vehicle[p].filter(|_| metric != Metric::Steps) {
                    let (back, ahead) = self.along.free_runs(self.rays[p * CODES + code as usize], line, code as usize, occupied);
                    let (back, ahead) = (back as u8, ahead as u8);
                    // Lower codes first, each direction outwards: the order the table walk emits.
                    (1..=back).for_each(|k| visit(cleared | (((code - k) as u64) << field.shift)));
                    (1..=ahead).for_each(|k| visit(cleared | (((code + k) as u64) << field.shift)));
                    continue;
                }
                let others = occupied & !self.cells_at(p, code);
                self.for_each_destination(p, code, others, metric, |to| visit(cleared | ((to as u64) << field.shift)));
            }
        }
    }

    /// Calls `visit` with each piece's shape (a piece index; for a group, its first member) and cells.
    #[inline]
    pub fn for_each_piece_cells(&self, key: u64, mut visit: impl FnMut(usize, u64)) {
        for field in &self.fields {
            let bits = self.field_bits(key, field);
            if field.is_group() {
                let mut rest = bits;
                while rest != 0 {
                    let code = field.code_of_rank[rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                    visit(field.piece, self.cells_at(field.piece, code));
                }
            } else {
                visit(field.piece, self.cells_at(field.piece, bits as u8));
            }
        }
    }

    /// All cells covered in state `key`, walls included.
    #[inline]
    pub fn occupancy(&self, key: u64) -> u64 {
        if let Some(lanes) = &self.lanes {
            return lanes.occupancy(key);
        }
        let mut occupied = self.walls;
        self.for_each_piece_cells(key, |_, cells| occupied |= cells);
        occupied
    }

    /// One key for a state and its mirror image (the smaller), where the board is symmetric; else
    /// `key`. Both are the same distance from solved, so a search may store either.
    #[inline]
    pub fn canonical(&self, key: u64) -> u64 {
        match &self.mirror {
            Some(mirror) => key.min(mirror.reflect(key)),
            None => key,
        }
    }

    /// Whether the board is its own mirror image, so [`Rules::canonical`] pairs states.
    pub fn is_symmetric(&self) -> bool {
        self.mirror.is_some()
    }

    /// Whether the target stands at the exit in state `key`.
    #[inline]
    pub fn is_goal(&self, key: u64) -> bool {
        self.field_bits(key, &self.fields[0]) as u8 == self.goal_code
    }

    /// The target's position in state `key`.
    pub fn target_pos(&self, key: u64) -> Pos {
        let t = self.board.target_index();
        decode(&self.board, t, self.field_bits(key, &self.fields[0]) as u8).expect("keys hold valid codes")
    }

    /// Whether pieces `p` and `q` are interchangeable (same shape, both free, neither the target).
    pub fn interchangeable(&self, p: usize, q: usize) -> bool {
        self.field_of_piece[p] == self.field_of_piece[q]
    }

    /// The key field a piece is stored in.
    pub fn field_of_piece(&self, p: usize) -> usize {
        self.field_of_piece[p]
    }

    /// The walls as a bitboard.
    pub fn walls(&self) -> u64 {
        self.walls
    }

    /// Columns.
    pub fn width(&self) -> u8 {
        self.board.width()
    }
}

/// The cells a `size` piece covers on its straight way from `from` to `to`, both ends included: what
/// must be clear for it to get there.
pub fn sweep_mask(width: u8, from: Pos, to: Pos, size: (u8, u8)) -> u64 {
    let lo = Pos::new(from.x.min(to.x), from.y.min(to.y));
    let hi = Pos::new(from.x.max(to.x), from.y.max(to.y));
    rect_mask(width, lo, (hi.x - lo.x + size.0, hi.y - lo.y + size.1))
}

/// The bitboard of a `size` rectangle at `at` on a board `width` cells wide.
pub fn rect_mask(width: u8, at: Pos, size: (u8, u8)) -> u64 {
    let mut mask = 0u64;
    for y in at.y..at.y + size.1 {
        for x in at.x..at.x + size.0 {
            mask |= 1u64 << (y as u32 * width as u32 + x as u32);
        }
    }
    mask
}

#[cfg(test)]
impl Rules {
    /// The states reachable from the start, breadth first, at most `cap` of them (for tests).
    pub(crate) fn reachable(&self, metric: Metric, cap: usize) -> Vec<u64> {
        let mut states = vec![self.start_key()];
        let mut known: crate::keys::KeySet = states.iter().copied().collect();
        let mut head = 0;
        while head < states.len() {
            self.for_each_successor(states[head], metric, |next| {
                if states.len() < cap && known.insert(next) {
                    states.push(next);
                }
            });
            head += 1;
        }
        states
    }
}
