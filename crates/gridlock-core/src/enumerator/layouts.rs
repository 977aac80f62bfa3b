//! The positions the enumerator visits: every Rush Hour board of a size with the primary car at the
//! exit and no other vehicle able to move left or up ("goal positions"). A solvable cluster's smallest
//! goal position is one of them (any other vehicle free to move left or up would make a smaller goal
//! position), so visiting them all visits every solvable cluster, and no unsolvable one. (Visiting the
//! packed positions instead, every vehicle unable to move left or up, reaches every cluster,
//! unsolvable ones too: Fogleman measured the goal positions as the cheaper walk in `cpp/GPU.md` of his
//! `claude-performance` branch, and we found the same.) The definitions are his
//! (github.com/fogleman/rush, `cpp/src/enumerator.cpp`): the primary car of length 2 in the third row
//! with walls only to its left, vehicles of length 2–3, walls of one cell lying in rows, no row or
//! column filled end to end. Positions are built row by row (the primary row first, then the others
//! from the top), then column by column, so the pieces come in the order his board strings letter
//! them.

use super::Config;

/// One piece of a position: a vehicle (length 2–3) or a wall (length 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The cell of its top or left end, `row * size + column`.
    pub cell: u8,
    /// Its length in cells: 1 for a wall, 2 or 3 for a vehicle.
    pub len: u8,
    /// Whether it runs up and down (a column's piece).
    pub vertical: bool,
}

impl Piece {
    /// Whether it is a wall.
    pub fn is_wall(self) -> bool {
        self.len == 1
    }

    /// The piece in the mirror image of the board, top to bottom.
    pub fn reflected(self, size: u8) -> Piece {
        let (row, column) = (self.cell / size, self.cell % size);
        let bottom = if self.vertical { row + self.len - 1 } else { row };
        Piece { cell: (size - 1 - bottom) * size + column, ..self }
    }

    /// Its cells as a bitboard of the board.
    pub fn mask(self, size: u8) -> u64 {
        let stride = if self.vertical { size } else { 1 };
        (0..self.len).fold(0, |mask, k| mask | 1u64 << (self.cell + k * stride))
    }
}

/// What stays of a row or a column whatever slides: the lengths of its vehicles in order (they cannot
/// pass one another) and where its walls stand. Positions whose lines all have the same shapes are
/// made of the same pieces, and only they can share a cluster.
pub type Shape = u16;

/// The shapes of a position's rows (`[0, size)`) and columns (`[MAX_SIZE, MAX_SIZE + size)`).
pub type Signature = [Shape; 2 * MAX_SIZE];

/// A part of the run: the shapes some rows are fixed to (the primary row always), each row's or none;
/// a shape with [`ANY_WALLS`] fixes the row's vehicles only. A shard is a part that fixes some rows'
/// vehicles, so a set of pieces and the same set with a wall more or less fall in the same shard. A
/// part never splits a set of pieces, whose signature fixes every row's shape.
pub type Part = [Option<Shape>; MAX_SIZE];

/// In a part, a row's shape with this bit fixes the row's vehicles (the shape's low byte), not its
/// walls.
pub const ANY_WALLS: Shape = 1 << 15;

/// The bits of a shape that say its vehicles.
const VEHICLE_BITS: Shape = 0xff;

/// Whether a row of shape `shape` is one `chosen` allows.
fn fits(shape: Shape, chosen: Option<Shape>) -> bool {
    match chosen {
        None => true,
        Some(vehicles) if vehicles & ANY_WALLS != 0 => shape & VEHICLE_BITS == vehicles & VEHICLE_BITS,
        Some(exact) => shape == exact,
    }
}

const MAX_SIZE: usize = 6;

/// The signature of the position's mirror image, top to bottom: the rows in reverse order, each column
/// read from the bottom.
pub fn reflected_signature(size: u8, signature: &Signature) -> Signature {
    let size = usize::from(size);
    let mut reflected = [0; 2 * MAX_SIZE];
    for line in 0..size {
        reflected[line] = signature[size - 1 - line];
        // A column holds vehicles only: its shape is their lengths.
        reflected[MAX_SIZE + line] = shape_of_lengths(vehicle_lengths(signature[MAX_SIZE + line]).rev());
    }
    reflected
}

/// The shape of a line holding vehicles of `lengths` in order and no walls: two bits a vehicle, its
/// length less one (never zero), the first vehicle's the highest; a line's walls are the bits of its
/// cells above these ([`Entry::new`]).
fn shape_of_lengths(lengths: impl Iterator<Item = u8>) -> Shape {
    lengths.fold(0, |shape, len| shape << 2 | Shape::from(len - 1))
}

/// The lengths of a line's vehicles in order, read from its shape ([`shape_of_lengths`]).
fn vehicle_lengths(shape: Shape) -> impl DoubleEndedIterator<Item = u8> {
    let bits = shape & 0xff;
    let vehicles = (Shape::BITS - bits.leading_zeros()).div_ceil(2);
    (0..vehicles).rev().map(move |vehicle| (bits >> (2 * vehicle) & 3) as u8 + 1)
}

/// The walls of a line, a bit a cell along it, read from its shape.
pub fn wall_cells(shape: Shape) -> Shape {
    shape >> 8
}

/// The shape of the same line without its wall at `at`.
pub fn without_wall(shape: Shape, at: u8) -> Shape {
    shape & !(1 << (8 + at))
}

/// How many walls a set of pieces has (walls lie in rows).
pub fn walls_in(size: u8, signature: &Signature) -> usize {
    signature[..usize::from(size)].iter().map(|&shape| wall_cells(shape).count_ones() as usize).sum()
}

/// The position made of the set of pieces `signature` whose vehicles stand at the offsets `key` gives
/// them (three bits a vehicle, the vehicles in walk order, as `space::key_of` writes it), its pieces in
/// walk order.
pub fn pieces_of(config: Config, signature: &Signature, key: u64) -> Vec<Piece> {
    let (size, primary_row) = (config.size, config.primary_row());
    let mut offsets = (0..).map(|vehicle| (key >> (3 * vehicle) & 7) as u8);
    let mut pieces = Vec::new();
    for row in std::iter::once(primary_row).chain((0..size).filter(|&row| row != primary_row)) {
        let shape = signature[usize::from(row)];
        let walls = (0..size).filter(|&column| wall_cells(shape) & 1 << column != 0);
        pieces.extend(walls.map(|column| Piece { cell: row * size + column, len: 1, vertical: false }));
        for len in vehicle_lengths(shape) {
            let column = offsets.next().expect("endless");
            pieces.push(Piece { cell: row * size + column, len, vertical: false });
        }
    }
    for column in 0..size {
        for len in vehicle_lengths(signature[MAX_SIZE + usize::from(column)]) {
            let row = offsets.next().expect("endless");
            pieces.push(Piece { cell: row * size + column, len, vertical: true });
        }
    }
    in_walk_order(config, pieces)
}

/// Whether a set of pieces has a wall no vehicle can ever come next to: on each side of it along its
/// row, either the row holds no vehicle lying in it or the next wall (or the border) leaves less room
/// than the shortest vehicle, and likewise along its column for vehicles standing in it. (Which side
/// of a wall a line's vehicles are on differs between positions of a set, so a vehicle on the line is
/// taken to be on either side.) No slide of any position of the set then depends on that wall:
/// without it the positions, the slides and every optimum are the same, so the wall is never needed,
/// no cluster of the set is minimal, and the set need not be searched.
pub fn a_wall_out_of_reach(size: u8, signature: &Signature) -> bool {
    let size = usize::from(size);
    let wall_at = |row: usize, column: usize| wall_cells(signature[row]) & 1 << column != 0;
    // Whether a vehicle fits between a wall and the next wall or border along `cells`.
    let room = |cells: &mut dyn Iterator<Item = (usize, usize)>| cells.take_while(|&(r, c)| !wall_at(r, c)).count() >= 2;
    (0..size).any(|row| {
        let lying = vehicle_lengths(signature[row]).next().is_some();
        (0..size).filter(|&column| wall_at(row, column)).any(|column| {
            let standing = vehicle_lengths(signature[MAX_SIZE + column]).next().is_some();
            let reached = lying
                && (room(&mut (0..column).rev().map(|c| (row, c))) || room(&mut (column + 1..size).map(|c| (row, c))))
                || standing
                    && (room(&mut (0..row).rev().map(|r| (r, column))) || room(&mut (row + 1..size).map(|r| (r, column))));
            !reached
        })
    })
}

/// The signature of a position made of `pieces`.
#[cfg(test)]
pub fn signature_of(size: u8, pieces: &[Piece]) -> Signature {
    let mut signature = [0; 2 * MAX_SIZE];
    for line in 0..size {
        let row = pieces.iter().filter(|p| !p.vertical && p.cell / size == line).copied().collect();
        let column = pieces.iter().filter(|p| p.vertical && p.cell % size == line).copied().collect();
        signature[usize::from(line)] = Entry::new(row, size).shape;
        signature[MAX_SIZE + usize::from(line)] = Entry::new(column, size).shape;
    }
    signature
}

/// The pieces of one row or one column, with the cells they fill, the cells that must be filled by
/// others so that none of them can move left or up, and the line's shape.
#[derive(Clone, Debug)]
struct Entry {
    pieces: Vec<Piece>,
    mask: u64,
    require: u64,
    shape: Shape,
}

impl Entry {
    fn new(pieces: Vec<Piece>, size: u8) -> Entry {
        let mut in_line = pieces.clone();
        in_line.sort_by_key(|p| p.cell);
        let along = |p: &Piece| if p.vertical { p.cell / size } else { p.cell % size };
        let walls = in_line.iter().filter(|p| p.is_wall()).fold(0, |m, p| m | 1 << along(p));
        let shape = walls << 8 | shape_of_lengths(in_line.iter().filter(|p| !p.is_wall()).map(|p| p.len));
        let mask = pieces.iter().fold(0, |m, p| m | p.mask(size));
        let movable = pieces.iter().filter(|p| !p.is_wall()).fold(0, |m, p| m | p.mask(size));
        let require = match pieces.first() {
            None => 0,
            Some(p) if p.vertical => (movable >> size) & !mask,
            // A car in the first column has nothing to its left (the shift wraps into the row above).
            Some(_) => (movable >> 1) & !mask & !column_mask(size, size - 1),
        };
        Entry { pieces, mask, require, shape }
    }

    fn walls(&self) -> usize {
        self.pieces.iter().filter(|p| p.is_wall()).count()
    }
}

/// The cells of one column as a bitboard.
fn column_mask(size: u8, column: u8) -> u64 {
    (0..size).fold(0, |m, row| m | 1u64 << (row * size + column))
}

/// How many shards a run is split into at least (as many as the rows' shapes allow on 4×4).
fn min_shards(size: u8) -> usize {
    if size >= 6 { 5_000 } else { 50 }
}

/// Every way to fill each row and each column, and the work split into shards: a shard fixes the
/// vehicles of the primary row and of the first other rows (enough of them for 50 shards, 5,000 on
/// 6×6), not their walls, so positions made of the same pieces fall in the same shard, and so do the
/// sets of pieces that differ by a wall (the sets with fewer walls tell which walls matter to those
/// with more: [`super::WallsThatMatter`]); shards are independent, and numbered the same on any
/// machine.
pub struct Layouts {
    config: Config,
    rows: Vec<Vec<Entry>>,
    columns: Vec<Vec<Entry>>,
    /// Each row's shapes, in the order its entries first show them.
    row_shapes: Vec<Vec<Shape>>,
    /// Each row's vehicles, as shapes with [`ANY_WALLS`], in the order its entries first show them.
    row_vehicles: Vec<Vec<Shape>>,
    /// The rows a shard fixes the vehicles of, the primary row first.
    shard_rows: Vec<u8>,
}

impl Layouts {
    /// The layouts of `config`'s board, with the rows that shard the work.
    pub fn new(config: Config) -> Layouts {
        let size = config.size;
        let rows: Vec<Vec<Entry>> = (0..size).map(|row| line_entries(config, row, false)).collect();
        let columns = (0..size).map(|column| line_entries(config, column, true)).collect();
        let distinct = |shape_of: &dyn Fn(&Entry) -> Shape| -> Vec<Vec<Shape>> {
            rows.iter()
                .map(|entries| {
                    let mut shapes: Vec<Shape> = entries.iter().map(shape_of).collect();
                    let mut seen = std::collections::HashSet::new();
                    shapes.retain(|&shape| seen.insert(shape));
                    shapes
                })
                .collect()
        };
        let row_shapes = distinct(&|e| e.shape);
        let row_vehicles = distinct(&|e| e.shape & VEHICLE_BITS | ANY_WALLS);
        // Every shard is a file written and synced, so small boards get few; shards must still be
        // many, or the largest (the emptiest rows leave the most to fill) would leave one thread
        // working alone at the end.
        let mut shard_rows = vec![config.primary_row()];
        let mut shards = row_vehicles[usize::from(config.primary_row())].len();
        for row in (0..size).filter(|&r| r != config.primary_row()) {
            if shards >= min_shards(size) {
                break;
            }
            shards *= row_vehicles[usize::from(row)].len();
            shard_rows.push(row);
        }
        Layouts { config, rows, columns, row_shapes, row_vehicles, shard_rows }
    }

    /// The board size and walls enumerated.
    pub fn config(&self) -> Config {
        self.config
    }

    /// How many shards the work splits into.
    pub fn shards(&self) -> usize {
        self.shard_rows.iter().map(|&r| self.row_vehicles[r as usize].len()).product()
    }

    /// Whether the walk visits the position made of `pieces`: each row's and each column's pieces are
    /// one of the fillings it tries.
    #[cfg(test)]
    pub fn visits(&self, pieces: &[Piece]) -> bool {
        let size = self.config.size;
        let filling = |entries: &[Entry], on_line: &dyn Fn(&Piece) -> bool| {
            let mut ours: Vec<Piece> = pieces.iter().filter(|p| on_line(p)).copied().collect();
            ours.sort_by_key(|p| p.cell);
            entries.iter().any(|e| {
                let mut theirs = e.pieces.clone();
                theirs.sort_by_key(|p| p.cell);
                theirs == ours
            })
        };
        (0..size).all(|line| {
            filling(&self.rows[line as usize], &|p| !p.vertical && p.cell / size == line)
                && filling(&self.columns[line as usize], &|p| p.vertical && p.cell % size == line)
        })
    }

    /// Calls `visit` with the pieces and the signature of every goal position of shard `shard`.
    pub fn for_each_position(&self, shard: usize, visit: impl FnMut(&[Piece], &Signature)) {
        self.for_each_position_in(&self.part_of(shard), visit);
    }

    /// The rows' shapes shard `shard` fixes, as a part of the run.
    pub fn part_of(&self, shard: usize) -> Part {
        let mut part = [None; MAX_SIZE];
        // The shard's number in mixed radix, the last fixed row changing fastest.
        let mut rest = shard;
        for &row in self.shard_rows.iter().rev() {
            let shapes = &self.row_vehicles[row as usize];
            part[row as usize] = Some(shapes[rest % shapes.len()]);
            rest /= shapes.len();
        }
        part
    }

    /// The parts of `part` that each fix one more row's shape, the topmost row it leaves free or fixes
    /// the vehicles of only, to each of that row's shapes it allows in increasing order (so the parts'
    /// sets of pieces, each sorted by signature, come one after another in the order of the whole
    /// part's, and a set with a wall less comes before: its row's wall bits are fewer); a row that
    /// allows one shape only is fixed to it on the way. None when every row's shape is fixed.
    pub fn split(&self, part: &Part) -> Vec<Part> {
        let size = usize::from(self.config.size);
        let mut part = *part;
        for row in 0..size {
            if part[row].is_some_and(|shape| shape & ANY_WALLS == 0) {
                continue;
            }
            let mut shapes: Vec<Shape> = self.row_shapes[row].iter().copied().filter(|&shape| fits(shape, part[row])).collect();
            shapes.sort_unstable();
            if let [only] = shapes[..] {
                part[row] = Some(only);
                continue;
            }
            return shapes
                .into_iter()
                .map(|shape| {
                    let mut finer = part;
                    finer[row] = Some(shape);
                    finer
                })
                .collect();
        }
        Vec::new()
    }

    /// Calls `visit` with the pieces and the signature of every goal position of `part`.
    pub fn for_each_position_in(&self, part: &Part, mut visit: impl FnMut(&[Piece], &Signature)) {
        let primary_row = usize::from(self.config.primary_row());
        let mut walk = Walk { layouts: self, chosen: *part, pieces: Vec::new(), signature: [0; 2 * MAX_SIZE], visit: &mut visit };
        // The primary row's pieces come first, as in his board strings.
        let chosen = walk.chosen[primary_row];
        for primary in self.rows[primary_row].iter().filter(|e| fits(e.shape, chosen)) {
            walk.signature[primary_row] = primary.shape;
            walk.with(primary, |walk| walk.other_rows(0, primary.mask, primary.require));
        }
    }
}

/// The depth-first walk over one shard: the remaining rows, then the columns.
struct Walk<'a, F: FnMut(&[Piece], &Signature)> {
    layouts: &'a Layouts,
    /// The shapes of the rows the part fixes.
    chosen: Part,
    pieces: Vec<Piece>,
    signature: Signature,
    visit: &'a mut F,
}

impl<F: FnMut(&[Piece], &Signature)> Walk<'_, F> {
    /// Row `row` and below, the primary row (already placed) skipped, then the columns.
    fn other_rows(&mut self, row: usize, mask: u64, require: u64) {
        let config = self.layouts.config;
        let walls = self.pieces.iter().filter(|p| p.is_wall()).count();
        let size = config.size as usize;
        if walls > config.max_walls || (row >= size && walls < config.min_walls) {
            return;
        }
        if row >= size {
            return self.columns(0, mask, require);
        }
        if row == config.primary_row() as usize {
            return self.other_rows(row + 1, mask, require);
        }
        let layouts = self.layouts;
        let chosen = self.chosen[row];
        for entry in layouts.rows[row].iter().filter(|e| fits(e.shape, chosen)) {
            // Rows never overlap one another; only the wall count can rule a row out.
            self.signature[row] = entry.shape;
            self.with(entry, |walk| walk.other_rows(row + 1, mask | entry.mask, require | entry.require));
        }
    }

    fn columns(&mut self, column: usize, mask: u64, require: u64) {
        let size = self.layouts.config.size;
        if column >= size as usize {
            return (self.visit)(&self.pieces, &self.signature);
        }
        // The cells left of cars in this column must be filled by this column's trucks and cars.
        let column_require = require & column_mask(size, column as u8);
        let layouts = self.layouts;
        for entry in &layouts.columns[column] {
            if mask & entry.mask != 0 || mask & entry.require != entry.require || entry.mask & column_require != column_require {
                continue;
            }
            self.signature[MAX_SIZE + column] = entry.shape;
            self.with(entry, |walk| walk.columns(column + 1, mask | entry.mask, require | entry.require));
        }
    }

    fn with(&mut self, entry: &Entry, then: impl FnOnce(&mut Self)) {
        let depth = self.pieces.len();
        self.pieces.extend_from_slice(&entry.pieces);
        then(self);
        self.pieces.truncate(depth);
    }
}

/// The pieces of a position in the order the walk lists them, which is the order of his letters: the
/// primary row's pieces left to right with the primary car swapped to the front, then the other rows
/// from the top, each left to right, then the columns from the left, each from the top.
pub fn in_walk_order(config: Config, mut pieces: Vec<Piece>) -> Vec<Piece> {
    let (size, primary_row) = (config.size, config.primary_row());
    pieces.sort_by_key(|p| {
        let (row, column) = (p.cell / size, p.cell % size);
        match (p.vertical, row == primary_row) {
            (true, _) => (2, column, row),
            (false, true) => (0, 0, column),
            (false, false) => (1, row, column),
        }
    });
    let car = pieces.iter().position(|p| !p.vertical && !p.is_wall() && p.cell / size == primary_row);
    pieces.swap(0, car.expect("a position has its primary car"));
    pieces
}

/// Every admissible filling of row (or column) `line`, in his order.
fn line_entries(config: Config, line: u8, vertical: bool) -> Vec<Entry> {
    let mut found = Vec::new();
    fill(config, line, vertical, 0, &mut Vec::new(), &mut found);
    let primary_row = !vertical && line == config.primary_row();
    found
        .into_iter()
        .filter_map(|pieces| if primary_row { primary_row_at_exit(pieces, config.size) } else { Some(pieces) })
        .map(|pieces| Entry::new(pieces, config.size))
        // The primary car at the exit may stand free to move left: nothing is required of its row.
        .map(|entry| if primary_row { Entry { require: 0, ..entry } } else { entry })
        .filter(|entry| entry.walls() <= config.max_walls)
        .collect()
}

fn fill(config: Config, line: u8, vertical: bool, at: u8, pieces: &mut Vec<Piece>, found: &mut Vec<Vec<Piece>>) {
    let size = config.size;
    if at >= size {
        // A line filled end to end cannot move and is left out.
        if pieces.iter().map(|p| p.len).sum::<u8>() < size {
            found.push(pieces.clone());
        }
        return;
    }
    // Walls lie in rows only.
    let shortest = if config.max_walls > 0 && !vertical { 1 } else { 2 };
    for len in shortest..=3 {
        if at + len > size {
            continue;
        }
        let cell = if vertical { at * size + line } else { line * size + at };
        pieces.push(Piece { cell, len, vertical });
        fill(config, line, vertical, at + len, pieces, found);
        pieces.pop();
    }
    fill(config, line, vertical, at + 1, pieces, found);
}

/// The primary row holds the primary car of length 2 at the exit (the right end) and walls to its left;
/// the car comes first.
fn primary_row_at_exit(mut pieces: Vec<Piece>, size: u8) -> Option<Vec<Piece>> {
    let mut cars = pieces.iter().enumerate().filter(|(_, p)| !p.is_wall());
    let (index, car) = cars.next()?;
    if cars.next().is_some() || car.len != 2 || car.cell % size != size - 2 {
        return None;
    }
    pieces.swap(0, index);
    Some(pieces)
}

#[cfg(test)]
mod tests {
    use super::super::space::key_of;
    use super::*;

    fn count(config: Config) -> usize {
        let layouts = Layouts::new(config);
        let mut n = 0;
        for shard in 0..layouts.shards() {
            layouts.for_each_position(shard, |_, _| n += 1);
        }
        n
    }

    /// His count of 5×5 goal positions, from `cpp/GPU.md` on his `claude-performance` branch (the 4×4
    /// counts are ours; the whole 4×4 and 5×5 outputs are his, see the CLI's tests).
    #[test]
    fn goal_positions_match_his_count() {
        assert_eq!(count(Config::new(4, 0..=0).unwrap()), 704);
        assert_eq!(count(Config::new(4, 0..=1).unwrap()), 5261);
        assert_eq!(count(Config::new(4, 0..=2).unwrap()), 18884);
        assert_eq!(count(Config::new(5, 0..=0).unwrap()), 124886);
    }

    #[test]
    fn a_position_is_its_set_of_pieces_and_its_key() {
        for config in [Config::new(5, 0..=2).unwrap(), Config::new(6, 0..=1).unwrap()] {
            let layouts = Layouts::new(config);
            let mut seen = 0;
            for shard in [1, layouts.shards() / 3, layouts.shards() - 1] {
                layouts.for_each_position(shard, |pieces, signature| {
                    assert_eq!(pieces_of(config, signature, key_of(config.size, pieces)), pieces);
                    seen += 1;
                });
            }
            assert!(seen > 1000, "{seen} positions");
        }
    }

    #[test]
    fn walk_order_is_the_order_the_walk_lists_a_positions_pieces_in() {
        let config = Config::new(5, 0..=2).unwrap();
        let layouts = Layouts::new(config);
        for shard in [0, layouts.shards() / 3, layouts.shards() / 2] {
            layouts.for_each_position(shard, |pieces, _| {
                let shuffled = pieces.iter().rev().copied().collect();
                assert_eq!(in_walk_order(config, shuffled), pieces);
            });
        }
    }

    #[test]
    fn a_position_has_the_primary_car_first_at_the_exit_and_no_other_piece_free_to_move_left_or_up() {
        let config = Config::new(5, 0..=1).unwrap();
        let layouts = Layouts::new(config);
        layouts.for_each_position(layouts.shards() / 2, |pieces, _| {
            assert_eq!((pieces[0].len, pieces[0].vertical, pieces[0].cell), (2, false, 2 * 5 + 3));
            let occupied = pieces.iter().fold(0, |m, p| m | p.mask(5));
            for p in pieces[1..].iter().filter(|p| !p.is_wall()) {
                let (row, column) = (p.cell / 5, p.cell % 5);
                let before = if p.vertical { (row > 0).then(|| p.cell - 5) } else { (column > 0).then(|| p.cell - 1) };
                assert!(before.is_none_or(|cell| occupied & 1 << cell != 0), "{pieces:?}");
            }
        });
    }

    /// The signature of a position worked out line by line from its pieces.
    #[test]
    fn a_signature_is_the_lines_shapes_and_its_reflection_the_mirror_images() {
        let config = Config::new(5, 0..=1).unwrap();
        let layouts = Layouts::new(config);
        let mut shards_of: std::collections::HashMap<Signature, usize> = std::collections::HashMap::new();
        for shard in 0..layouts.shards() {
            layouts.for_each_position(shard, |pieces, signature| {
                assert_eq!(*signature, signature_of(5, pieces));
                let mirror: Vec<Piece> = pieces.iter().map(|p| p.reflected(5)).collect();
                assert_eq!(reflected_signature(5, signature), signature_of(5, &mirror));
                // Positions made of the same pieces are never split between shards.
                assert_eq!(*shards_of.entry(*signature).or_insert(shard), shard);
            });
        }
        assert!(shards_of.len() > layouts.shards(), "shards hold many piece sets each");
    }
}
