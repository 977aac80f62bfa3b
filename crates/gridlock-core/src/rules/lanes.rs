//! Boards of vehicles alone (Rush Hour): every piece a vehicle one cell thick in a field of its own. Their
//! successors come from one compact record per vehicle — its field, its cells and its rays at each code,
//! in fixed-size arrays — instead of the general per-piece tables, so the hot loop of a Rush Hour
//! analysis reads one small contiguous table and checks no bounds. A vehicle's line and its free runs
//! ([`Along`]) live here too: the general generator uses them for the vehicles of mixed boards.

use super::codes::{CODES, Field};
use crate::model::Metric;

/// The codes a vehicle can have: a line of an 8×8 board has at most 7 positions.
const LANE_CODES: usize = 8;

/// A vehicle's line (any vehicle's, on any board): the axis it slides along, its length and its last
/// position's code.
#[derive(Clone, Copy, Debug)]
pub(super) struct Line {
    pub vertical: bool,
    pub length: u8,
    pub last: u8,
}

/// Where each cell lies along a vehicle's line, and so how far a vehicle can slide: the free runs of
/// every vehicle, on a board of vehicles alone or not.
#[derive(Clone, Copy, Debug)]
pub(super) struct Along {
    /// Per cell (bit): its column and its row, a vehicle's coordinate along its line.
    column_of_bit: [u8; 64],
    row_of_bit: [u8; 64],
}

impl Along {
    pub fn new(width: u8) -> Along {
        let width = width as usize;
        Along {
            column_of_bit: std::array::from_fn(|bit| (bit % width) as u8),
            row_of_bit: std::array::from_fn(|bit| (bit / width) as u8),
        }
    }

    /// How far a vehicle on `line` at `code`, whose rays there are `rays`, can slide towards lower and
    /// towards higher codes: up to the first taken cell of each ray (the ray's highest taken bit below
    /// it, its lowest above it), else to the end of its line.
    #[inline(always)]
    pub fn free_runs(&self, [low, high]: [u64; 2], line: Line, code: usize, occupied: u64) -> (usize, usize) {
        let along = if line.vertical { &self.row_of_bit } else { &self.column_of_bit };
        let (taken_low, taken_high) = (low & occupied, high & occupied);
        let back = if taken_low == 0 { code } else { code - 1 - along[63 & (63 - taken_low.leading_zeros() as usize)] as usize };
        let ahead = if taken_high == 0 {
            line.last as usize - code
        } else {
            along[63 & taken_high.trailing_zeros() as usize] as usize - code - line.length as usize
        };
        (back, ahead)
    }
}

/// Every vehicle of the board, in field order, and its walls.
#[derive(Clone, Debug)]
pub(super) struct Lanes {
    lanes: Vec<Lane>,
    walls: u64,
    along: Along,
}

/// One vehicle.
#[derive(Clone, Copy, Debug)]
struct Lane {
    shift: u32,
    mask: u64,
    line: Line,
    /// Its cells at each code.
    cells: [u64; LANE_CODES],
    /// At each code, the cells its slides enter towards lower codes and towards higher codes.
    rays: [[u64; 2]; LANE_CODES],
    /// At each code, the cells one step would enter: a vehicle with neither free stays, which one AND
    /// tells (most of a packed board's vehicles).
    halo: [u64; LANE_CODES],
}

impl Lanes {
    /// The lanes of a board whose fields are all lone vehicles, else `None`. `cells`, `rays` and `halo` are the
    /// rules' per-piece tables (`CODES` entries a piece); `walls` the board's walls.
    pub fn of(
        fields: &[Field],
        vehicle: &[Option<Line>],
        cells: &[u64],
        rays: &[[u64; 2]],
        halo: &[u64],
        walls: u64,
        along: Along,
    ) -> Option<Lanes> {
        let lanes = fields
            .iter()
            .map(|field| {
                let line = vehicle[field.piece].filter(|_| !field.is_group() && field.mask < LANE_CODES as u64)?;
                let base = field.piece * CODES;
                Some(Lane {
                    shift: field.shift,
                    mask: field.mask,
                    line,
                    cells: std::array::from_fn(|code| cells[base + code]),
                    rays: std::array::from_fn(|code| rays[base + code]),
                    halo: std::array::from_fn(|code| halo[base + code]),
                })
            })
            .collect::<Option<Vec<Lane>>>()?;
        Some(Lanes { lanes, walls, along })
    }

    /// All cells covered in state `key`, walls included.
    #[inline(always)]
    pub fn occupancy(&self, key: u64) -> u64 {
        self.lanes.iter().fold(self.walls, |occupied, lane| occupied | lane.cells[lane.code(key)])
    }

    /// Calls `visit` with every state one unit of `metric` away from `key`, moving the vehicles of the
    /// fields in `order` (all of them, in field order, for `None`). The order is the general
    /// generator's: field by field, lower codes first, each direction outwards.
    #[inline(always)]
    pub fn for_each_successor(&self, key: u64, metric: Metric, order: Option<&[usize]>, mut visit: impl FnMut(u64)) {
        let occupied = self.occupancy(key);
        let mut slide = |lane: &Lane| {
            let code = lane.code(key);
            if lane.halo[code] & !occupied == 0 {
                return;
            }
            let (mut back, mut ahead) = self.along.free_runs(lane.rays[code], lane.line, code, occupied);
            if metric == Metric::Steps {
                (back, ahead) = (back.min(1), ahead.min(1));
            }
            let cleared = key & !(lane.mask << lane.shift);
            (1..=back).for_each(|k| visit(cleared | ((code - k) as u64) << lane.shift));
            (1..=ahead).for_each(|k| visit(cleared | ((code + k) as u64) << lane.shift));
        };
        match order {
            None => self.lanes.iter().for_each(slide),
            Some(order) => order.iter().for_each(|&f| slide(&self.lanes[f])),
        }
    }
}

impl Lane {
    #[inline(always)]
    fn code(&self, key: u64) -> usize {
        ((key >> self.shift) & self.mask) as usize & (LANE_CODES - 1)
    }
}
