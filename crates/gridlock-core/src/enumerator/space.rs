//! The state space of one set of pieces, searched with a hot loop of its own: a state is the offset of
//! each vehicle along its row or column, three bits a vehicle in one `u64` (at most 18 vehicles fit a
//! 6×6 board); the board's two bitboards, cars and walls in one and trucks standing in the other, are
//! rebuilt from tables. Positions are ordered as in Fogleman's enumerator: by the horizontal pieces'
//! bitboard, then by the vertical ones'.

use super::layouts::Piece;

const BITS: u32 = 3;
const FIELD: u64 = (1 << BITS) - 1;

/// A slide: the vehicle's index and the offsets it slides from and to.
#[derive(Clone, Copy, Debug)]
pub struct Slide {
    pub vehicle: u8,
    pub from: u8,
    pub to: u8,
}

/// One vehicle: where its cells are at each offset along its line.
#[derive(Clone, Debug)]
struct Vehicle {
    vertical: bool,
    len: u8,
    /// The last offset it can take.
    last: u8,
    /// Its cells at each offset.
    masks: [u64; 6],
    /// Each single cell of its line, by distance along the line.
    cells: [u64; 6],
    /// Its index among all pieces, walls included (his letters count walls too).
    piece: usize,
}

impl Vehicle {
    /// The offsets it can slide to from `at` on a board filled as `occupied`: the free run on each side.
    #[inline]
    fn free_run(&self, at: usize, occupied: u64) -> (usize, usize) {
        let mut low = at;
        while low > 0 && occupied & self.cells[low - 1] == 0 {
            low -= 1;
        }
        let mut high = at;
        while high < self.last as usize && occupied & self.cells[high + self.len as usize] == 0 {
            high += 1;
        }
        (low, high)
    }
}

/// The pieces of a position as a searchable space; vehicle 0 is the primary car.
#[derive(Clone, Debug, Default)]
pub struct Space {
    size: u8,
    vehicles: Vec<Vehicle>,
    /// Each wall's index among all pieces and its cell.
    walls: Vec<(usize, u64)>,
    /// All walls' cells.
    wall_cells: u64,
    /// The primary car's offset when it is at the exit.
    goal: u8,
    /// The cells between the primary car and the exit, by its offset.
    exit_path: [u64; 6],
    /// For each vehicle and the offsets a slide of it spans (lower, higher), the vehicles whose slides
    /// the search need not take after it ([`Space::asleep_after`]). Empty in a reduced space until
    /// [`Space::fill_asleep`].
    asleep: Vec<[[u32; 6]; 6]>,
    /// For each vehicle and the offsets a slide of it spans (lower, higher), the cells it covers on
    /// the way ([`Space::swept_by`]). Empty in a reduced space, whose slides it is never asked of.
    swept: Vec<[[u64; 6]; 6]>,
}

/// A state's two bitboards, ordered as his `Board`s are.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Masks {
    pub horizontal: u64,
    pub vertical: u64,
}

impl Masks {
    /// The bitboards of the state's mirror image, top to bottom, on a `size`×`size` board.
    #[inline]
    pub fn reflected(self, size: u8) -> Masks {
        Masks { horizontal: reflected_cells(size, self.horizontal), vertical: reflected_cells(size, self.vertical) }
    }
}

/// A bitboard's mirror image, top to bottom, on a `size`×`size` board.
pub fn reflected_cells(size: u8, cells: u64) -> u64 {
    let row = (1u64 << size) - 1;
    (0..size).fold(0, |m, y| m | ((cells >> (y * size)) & row) << ((size - 1 - y) * size))
}

impl Space {
    /// The space of `pieces` (the primary car first) on a `size`×`size` board, and the key of where
    /// they stand.
    pub fn new(size: u8, pieces: &[Piece]) -> (Space, u64) {
        let mut space = Space { size, goal: size - 2, ..Space::default() };
        for (index, &piece) in pieces.iter().enumerate() {
            if piece.is_wall() {
                space.walls.push((index, piece.mask(size)));
                space.wall_cells |= piece.mask(size);
                continue;
            }
            let (row, column) = (piece.cell / size, piece.cell % size);
            let (start, stride) = if piece.vertical { (column, size) } else { (row * size, 1) };
            let mut vehicle = Vehicle {
                vertical: piece.vertical,
                len: piece.len,
                last: size - piece.len,
                masks: [0; 6],
                cells: [0; 6],
                piece: index,
            };
            for at in 0..size {
                vehicle.cells[at as usize] = 1 << (start + at * stride);
            }
            for offset in 0..=vehicle.last {
                vehicle.masks[offset as usize] = (offset..offset + piece.len).fold(0, |m, at| m | vehicle.cells[at as usize]);
            }
            let mut swept = [[0; 6]; 6];
            let offsets = usize::from(vehicle.last) + 1;
            for (low, row) in swept.iter_mut().enumerate().take(offsets) {
                for (high, cells) in row.iter_mut().enumerate().take(offsets).skip(low) {
                    *cells = vehicle.masks[low..=high].iter().fold(0, |m, at| m | at);
                }
            }
            space.swept.push(swept);
            space.vehicles.push(vehicle);
        }
        assert!(space.vehicles.len() * BITS as usize <= 64, "too many vehicles for a key");
        let primary = &space.vehicles[0];
        for at in 0..=usize::from(primary.last) {
            space.exit_path[at] = primary.cells[at + usize::from(primary.len)..usize::from(size)].iter().fold(0, |m, c| m | c);
        }
        space.fill_asleep();
        (space, key_of(size, pieces))
    }

    /// Fills `asleep` ([`Space::asleep_after`]): a vehicle of a smaller index is asleep after a slide
    /// unless its line crosses one of the cells the slide sweeps.
    pub fn fill_asleep(&mut self) {
        // Each cell's crossing lines, as the vehicles on them.
        let mut on_lines = [0u32; 36];
        for (index, vehicle) in self.vehicles.iter().enumerate() {
            for &cell in vehicle.cells.iter().take(usize::from(self.size)) {
                on_lines[cell.trailing_zeros() as usize] |= 1 << index;
            }
        }
        self.asleep.clear();
        for (index, vehicle) in self.vehicles.iter().enumerate() {
            let crossing = |at: usize| on_lines[vehicle.cells[at].trailing_zeros() as usize];
            let (len, last) = (usize::from(vehicle.len), usize::from(vehicle.last));
            let mut table = [[0; 6]; 6];
            for (low, row) in table.iter_mut().enumerate().take(last + 1) {
                let mut swept = (low..low + len).fold(0, |lines, at| lines | crossing(at));
                for (high, asleep) in row.iter_mut().enumerate().take(last + 1).skip(low) {
                    swept |= crossing(high + len - 1);
                    *asleep = 1 << index | ((1 << index) - 1) & !swept;
                }
            }
            self.asleep.push(table);
        }
    }

    /// The vehicles whose slides the breadth-first search need not take from a state it reached by
    /// `slide`, a bit a vehicle: the slid vehicle (its slides from here are slides from where it came
    /// from), and each vehicle of a smaller index whose line the slide does not cross. Such a vehicle
    /// slides the same from both states, and its slides commute with this one: a shortest path that
    /// takes it right after this slide can take it right before instead, with the smaller index
    /// first; so every state is reached at its distance by paths that never take a vehicle asleep.
    #[inline]
    pub fn asleep_after(&self, slide: Slide) -> u32 {
        let (low, high) = (slide.from.min(slide.to), slide.from.max(slide.to));
        self.asleep[usize::from(slide.vehicle)][usize::from(low)][usize::from(high)]
    }

    /// The cells `slide` covers from its start to its end, both included: a wall on any of them
    /// would stop it.
    #[inline]
    pub fn swept_by(&self, slide: Slide) -> u64 {
        let (low, high) = (slide.from.min(slide.to), slide.from.max(slide.to));
        self.swept[usize::from(slide.vehicle)][usize::from(low)][usize::from(high)]
    }

    /// The same space without piece `piece` (its index among all pieces), written over `reduced` (its
    /// tables reused), and `key` moved into it.
    pub fn without(&self, piece: usize, key: u64, reduced: &mut Space) -> u64 {
        let mut reduced_key = 0;
        (reduced.size, reduced.goal, reduced.exit_path) = (self.size, self.goal, self.exit_path);
        reduced.asleep.clear();
        reduced.swept.clear();
        reduced.vehicles.clear();
        for (i, vehicle) in self.vehicles.iter().enumerate().filter(|(_, v)| v.piece != piece) {
            reduced_key |= offset(key, i) << (BITS * reduced.vehicles.len() as u32);
            reduced.vehicles.push(vehicle.clone());
        }
        reduced.walls.clear();
        reduced.walls.extend(self.walls.iter().filter(|&&(index, _)| index != piece));
        reduced.wall_cells = reduced.walls.iter().fold(0, |m, &(_, cell)| m | cell);
        reduced_key
    }

    /// How many pieces, walls included.
    pub fn pieces(&self) -> usize {
        self.vehicles.len() + self.walls.len()
    }

    pub fn is_goal(&self, key: u64) -> bool {
        offset(key, 0) == u64::from(self.goal)
    }

    /// A lower bound on the slides from the state to a goal: none at a goal, else the primary car's
    /// and one for each piece in its way (each must leave the row first).
    #[inline]
    pub fn slides_to_goal_at_least(&self, key: u64, masks: Masks) -> u32 {
        let at = offset(key, 0);
        if at == u64::from(self.goal) {
            return 0;
        }
        1 + (self.exit_path[at as usize] & (masks.horizontal | masks.vertical)).count_ones()
    }

    pub fn masks(&self, key: u64) -> Masks {
        let mut masks = Masks { horizontal: self.wall_cells, vertical: 0 };
        for (i, vehicle) in self.vehicles.iter().enumerate() {
            let cells = vehicle.masks[offset(key, i) as usize];
            if vehicle.vertical {
                masks.vertical |= cells;
            } else {
                masks.horizontal |= cells;
            }
        }
        masks
    }

    /// Calls `visit(next, masks of next)` for every state one slide away from `key`, whose bitboards
    /// are `masks`, until `visit` returns false; false then.
    #[inline]
    pub fn for_each_neighbour(&self, key: u64, masks: Masks, mut visit: impl FnMut(u64, Masks) -> bool) -> bool {
        self.for_each_slide(self.all_vehicles(), key, masks, |next, next_masks, _| visit(next, next_masks))
    }

    /// Every vehicle, a bit each (the primary car is vehicle 0).
    pub fn all_vehicles(&self) -> u32 {
        (1 << self.vehicles.len()) - 1
    }

    /// As [`Space::for_each_neighbour`], the slides of the vehicles in `awake` only (a bit a vehicle),
    /// each with the slide.
    #[inline]
    pub fn for_each_slide(
        &self,
        mut awake: u32,
        key: u64,
        masks: Masks,
        mut visit: impl FnMut(u64, Masks, Slide) -> bool,
    ) -> bool {
        let occupied = masks.horizontal | masks.vertical;
        // Taken lowest first.
        while awake != 0 {
            let i = awake.trailing_zeros() as usize;
            awake &= awake - 1;
            let vehicle = &self.vehicles[i];
            let shift = BITS * i as u32;
            let at = offset(key, i) as usize;
            let (low, high) = vehicle.free_run(at, occupied);
            let here = vehicle.masks[at];
            let base = key & !(FIELD << shift);
            for to in (low..=high).filter(|&to| to != at) {
                let moved = here ^ vehicle.masks[to];
                let next = if vehicle.vertical {
                    Masks { vertical: masks.vertical ^ moved, ..masks }
                } else {
                    Masks { horizontal: masks.horizontal ^ moved, ..masks }
                };
                let slide = Slide { vehicle: i as u8, from: at as u8, to: to as u8 };
                if !visit(base | (to as u64) << shift, next, slide) {
                    return false;
                }
            }
        }
        true
    }

    /// The piece (index among all pieces) whose offset differs between two states one slide apart.
    pub fn moved_piece(&self, from: u64, to: u64) -> usize {
        let vehicle = (from ^ to).trailing_zeros() / BITS;
        self.vehicles[vehicle as usize].piece
    }

    /// The pieces of a state: the vehicles in order, then the walls.
    pub fn pieces_at(&self, key: u64) -> Vec<Piece> {
        let vehicles = self.vehicles.iter().enumerate().map(|(i, v)| Piece {
            cell: v.masks[offset(key, i) as usize].trailing_zeros() as u8,
            len: v.len,
            vertical: v.vertical,
        });
        let walls = self.walls.iter().map(|&(_, cell)| Piece { cell: cell.trailing_zeros() as u8, len: 1, vertical: false });
        vehicles.chain(walls).collect()
    }

    /// The board string of a state in his notation: `A` + the piece's index for a vehicle, `x` for a
    /// wall, `.` for an empty cell.
    pub fn board_string(&self, key: u64) -> String {
        let cells = usize::from(self.size) * usize::from(self.size);
        let mut text = vec![b'.'; cells];
        for (i, vehicle) in self.vehicles.iter().enumerate() {
            let mut mask = vehicle.masks[offset(key, i) as usize];
            while mask != 0 {
                text[mask.trailing_zeros() as usize] = b'A' + vehicle.piece as u8;
                mask &= mask - 1;
            }
        }
        for &(_, cell) in &self.walls {
            text[cell.trailing_zeros() as usize] = b'x';
        }
        String::from_utf8(text).expect("ASCII")
    }
}

/// The key of the state where `pieces` stand, in the space [`Space::new`] makes of them.
pub fn key_of(size: u8, pieces: &[Piece]) -> u64 {
    let along = pieces.iter().filter(|p| !p.is_wall()).map(|p| if p.vertical { p.cell / size } else { p.cell % size });
    along.enumerate().fold(0, |key, (i, at)| key | u64::from(at) << (BITS * i as u32))
}

fn offset(key: u64, vehicle: usize) -> u64 {
    (key >> (BITS * vehicle as u32)) & FIELD
}
