//! A Rush Hour layout the generator works on: the target in the exit row, vehicles and walls, kept as
//! plain data so it can be mutated freely and turned into a [`Board`] when it is evaluated.

use crate::model::{Board, Exit, Family, Movement, Piece, Pos, Side, TARGET_LABEL};
use rand::RngExt;
use rand::rngs::StdRng;

/// A vehicle: its top-left cell, length and direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Vehicle {
    pub vertical: bool,
    pub at: Pos,
    pub length: u8,
}

impl Vehicle {
    fn cells(self) -> impl Iterator<Item = Pos> {
        (0..self.length)
            .map(move |k| if self.vertical { Pos::new(self.at.x, self.at.y + k) } else { Pos::new(self.at.x + k, self.at.y) })
    }

    /// The line it moves on (its column if vertical, its row if not), which it never leaves.
    fn line(self) -> (bool, u8) {
        (self.vertical, if self.vertical { self.at.x } else { self.at.y })
    }
}

/// A Rush Hour layout as the annealing mutates it: vehicles and walls on a square board, the target in its exit row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The board is `size`×`size`.
    pub size: u8,
    /// The target's column; it sits in [`Layout::exit_row`].
    pub target_x: u8,
    /// Every vehicle but the target.
    pub vehicles: Vec<Vehicle>,
    /// Walls, one cell each.
    pub walls: Vec<Pos>,
}

impl Layout {
    /// The exit row: the third row on 6×6 (as in the physical game), the fourth on larger boards.
    pub fn exit_row(size: u8) -> u8 {
        if size <= 6 { 2 } else { 3 }
    }

    fn target(&self) -> Vehicle {
        Vehicle { vertical: false, at: Pos::new(self.target_x, Self::exit_row(self.size)), length: 2 }
    }

    fn occupied(&self, skip: Option<usize>) -> Vec<bool> {
        let n = self.size as usize;
        let mut taken = vec![false; n * n];
        let mut mark = |p: Pos| taken[p.y as usize * n + p.x as usize] = true;
        self.target().cells().for_each(&mut mark);
        self.walls.iter().copied().for_each(&mut mark);
        for (i, v) in self.vehicles.iter().enumerate() {
            if Some(i) != skip {
                v.cells().for_each(&mut mark);
            }
        }
        taken
    }

    fn fits(&self, vehicle: Vehicle, taken: &[bool]) -> bool {
        let n = self.size;
        let end = if vehicle.vertical { vehicle.at.y + vehicle.length } else { vehicle.at.x + vehicle.length };
        // A horizontal vehicle in the exit row would make the target's way out a matter of luck.
        let in_exit_row = !vehicle.vertical && vehicle.at.y == Self::exit_row(n);
        end <= n && !in_exit_row && vehicle.cells().all(|p| !taken[p.y as usize * n as usize + p.x as usize])
    }

    fn random_vehicle(&self, rng: &mut StdRng) -> Vehicle {
        let vertical = rng.random_bool(0.5);
        let length = if rng.random_bool(0.25) { 3 } else { 2 };
        let (x, y) = (rng.random_range(0..self.size), rng.random_range(0..self.size));
        Vehicle { vertical, at: Pos::new(x, y), length }
    }

    /// Tries to add a random vehicle (a few placements, then gives up).
    pub fn add_vehicle(&mut self, rng: &mut StdRng) -> bool {
        let taken = self.occupied(None);
        for _ in 0..20 {
            let v = self.random_vehicle(rng);
            if self.fits(v, &taken) {
                self.vehicles.push(v);
                return true;
            }
        }
        false
    }

    /// Moves vehicle `i` somewhere else on its own line or anywhere (a new vehicle in its place).
    pub fn move_vehicle(&mut self, i: usize, rng: &mut StdRng) -> bool {
        let taken = self.occupied(Some(i));
        for _ in 0..20 {
            let mut v = self.random_vehicle(rng);
            if rng.random_bool(0.5) {
                v = Vehicle { at: self.vehicles[i].at, ..v };
            }
            if self.fits(v, &taken) {
                self.vehicles[i] = v;
                return true;
            }
        }
        false
    }

    /// Adds a wall on a random cell if it is free and off the exit row; `false` when the cell drawn is not.
    pub fn add_wall(&mut self, rng: &mut StdRng) -> bool {
        let taken = self.occupied(None);
        let row = Self::exit_row(self.size);
        let at = Pos::new(rng.random_range(0..self.size), rng.random_range(0..self.size));
        // Never in the exit row: a wall there could shut the exit for good.
        let free = at.y != row && !taken[at.y as usize * self.size as usize + at.x as usize];
        free.then(|| self.walls.push(at)).is_some()
    }

    /// A random starting layout with `vehicles` vehicles (as many as fit) and `walls` walls.
    pub fn random(size: u8, vehicles: usize, walls: usize, rng: &mut StdRng) -> Layout {
        let mut layout = Layout { size, target_x: rng.random_range(0..size - 2), vehicles: Vec::new(), walls: Vec::new() };
        for _ in 0..walls * 4 {
            if layout.walls.len() < walls {
                layout.add_wall(rng);
            }
        }
        for _ in 0..vehicles {
            layout.add_vehicle(rng);
        }
        layout
    }

    /// The layout as a board: the target `A`, then vehicles labelled in a canonical order (by line,
    /// then along it). Vehicles never leave their line nor pass one another, so every position of a
    /// cluster gets the same labels, and equal clusters compile to equal rules.
    pub fn board(&self) -> Option<Board> {
        let mut vehicles = self.vehicles.clone();
        vehicles.sort_by_key(|v| (v.line(), if v.vertical { v.at.y } else { v.at.x }, v.length));
        let labels = ('B'..='Z').chain('a'..='z').chain('0'..='9');
        let mut pieces = vec![piece(TARGET_LABEL, self.target())];
        pieces.extend(vehicles.iter().zip(labels).map(|(&v, label)| piece(label, v)));
        let exit = Exit { side: Side::Right, offset: Self::exit_row(self.size) };
        let mut walls = self.walls.clone();
        walls.sort_by_key(|w| (w.y, w.x));
        Board::new(Family::RushHour, self.size, self.size, pieces, walls, exit).ok()
    }

    /// The layout of a board (the inverse of [`Layout::board`]).
    pub fn of(board: &Board) -> Layout {
        let target = board.target();
        let vehicles = board
            .pieces()
            .iter()
            .filter(|p| !p.is_target())
            .map(|p| Vehicle { vertical: p.movement == Movement::Vertical, at: p.at, length: p.width().max(p.height()) })
            .collect();
        Layout { size: board.width(), target_x: target.at.x, vehicles, walls: board.walls().to_vec() }
    }
}

fn piece(label: char, v: Vehicle) -> Piece {
    let (size, movement) = if v.vertical { ((1, v.length), Movement::Vertical) } else { ((v.length, 1), Movement::Horizontal) };
    Piece { label, at: v.at, size, movement }
}
