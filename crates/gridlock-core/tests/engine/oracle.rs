//! An oracle for the solver tests that shares nothing with the core: it reads a board string itself,
//! generates moves itself from the rules as a player knows them, and finds the optimum by a plain
//! breadth-first search over labelled layouts. A bug in the core's move generation, its state keys or
//! its symmetry handling cannot hide behind it.
//!
//! The rules: Rush Hour vehicles slide along their length, Klotski blocks in all four directions; no
//! piece overlaps another, a wall (`x`) or the edge. A *step* moves one piece one cell, a *slide* one
//! piece any distance in a straight line, a *move* one piece anywhere it can reach by steps of its own.
//! The goal: the target `A` at the exit — the right edge of its row in Rush Hour, the bottom centre
//! in Klotski.

use std::collections::{HashMap, HashSet, VecDeque};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Counting {
    Moves,
    Slides,
    Steps,
}

struct Piece {
    size: (i32, i32),
    /// The unit directions it may step.
    dirs: Vec<(i32, i32)>,
}

pub struct Puzzle {
    width: i32,
    height: i32,
    walls: HashSet<(i32, i32)>,
    pieces: Vec<Piece>,
    start: Vec<(i32, i32)>,
    goal: (i32, i32),
}

impl Puzzle {
    /// Reads a `/`-joined board string (`.` empty, `x` wall, letters pieces, `A` the target).
    pub fn parse(text: &str, klotski: bool) -> Puzzle {
        let rows: Vec<&str> = text.split('/').collect();
        let (width, height) = (rows[0].len() as i32, rows.len() as i32);
        let mut walls = HashSet::new();
        let mut cells: std::collections::BTreeMap<char, Vec<(i32, i32)>> = Default::default();
        for (y, row) in rows.iter().enumerate() {
            for (x, c) in row.chars().enumerate() {
                let at = (x as i32, y as i32);
                match c {
                    '.' => {}
                    'x' => drop(walls.insert(at)),
                    _ => cells.entry(c).or_default().push(at),
                }
            }
        }
        let (mut pieces, mut start) = (Vec::new(), Vec::new());
        let mut target = None;
        for (label, cells) in cells {
            let x0 = cells.iter().map(|c| c.0).min().unwrap();
            let y0 = cells.iter().map(|c| c.1).min().unwrap();
            let w = cells.iter().map(|c| c.0).max().unwrap() - x0 + 1;
            let h = cells.iter().map(|c| c.1).max().unwrap() - y0 + 1;
            let dirs = if klotski || w == h {
                vec![(1, 0), (-1, 0), (0, 1), (0, -1)]
            } else if w > h {
                vec![(1, 0), (-1, 0)]
            } else {
                vec![(0, 1), (0, -1)]
            };
            if label == 'A' {
                target = Some(pieces.len());
            }
            pieces.push(Piece { size: (w, h), dirs });
            start.push((x0, y0));
        }
        let target = target.expect("a target A");
        let (tw, th) = pieces[target].size;
        let goal = if klotski { ((width - tw) / 2, height - th) } else { (width - tw, start[target].1) };
        // The target must be the first piece so `solve` can find it; labels sort `A` first anyway.
        assert_eq!(target, 0);
        Puzzle { width, height, walls, pieces, start, goal }
    }

    fn fits(&self, layout: &[(i32, i32)], p: usize, at: (i32, i32)) -> bool {
        let (w, h) = self.pieces[p].size;
        if at.0 < 0 || at.1 < 0 || at.0 + w > self.width || at.1 + h > self.height {
            return false;
        }
        let overlaps = |a: (i32, i32), (aw, ah): (i32, i32), b: (i32, i32), (bw, bh): (i32, i32)| {
            a.0 < b.0 + bw && b.0 < a.0 + aw && a.1 < b.1 + bh && b.1 < a.1 + ah
        };
        let wall = (at.0..at.0 + w).any(|x| (at.1..at.1 + h).any(|y| self.walls.contains(&(x, y))));
        !wall && (0..self.pieces.len()).all(|q| q == p || !overlaps(at, (w, h), layout[q], self.pieces[q].size))
    }

    /// Every place piece `p` can go in one step, slide or move of `counting`.
    fn targets(&self, layout: &[(i32, i32)], p: usize, counting: Counting) -> Vec<(i32, i32)> {
        let from = layout[p];
        let step = |at: (i32, i32), d: (i32, i32)| (at.0 + d.0, at.1 + d.1);
        match counting {
            Counting::Steps => {
                self.pieces[p].dirs.iter().map(|&d| step(from, d)).filter(|&at| self.fits(layout, p, at)).collect()
            }
            Counting::Slides => {
                let mut out = Vec::new();
                for &d in &self.pieces[p].dirs {
                    let mut at = step(from, d);
                    while self.fits(layout, p, at) {
                        out.push(at);
                        at = step(at, d);
                    }
                }
                out
            }
            Counting::Moves => {
                let mut seen = HashSet::from([from]);
                let mut queue = VecDeque::from([from]);
                while let Some(at) = queue.pop_front() {
                    for &d in &self.pieces[p].dirs {
                        let next = step(at, d);
                        if self.fits(layout, p, next) && seen.insert(next) {
                            queue.push_back(next);
                        }
                    }
                }
                seen.remove(&from);
                seen.into_iter().collect()
            }
        }
    }

    /// The fewest moves, slides or steps to the goal; `None` if it cannot be reached.
    pub fn optimum(&self, counting: Counting) -> Option<u32> {
        let mut distance = HashMap::from([(self.start.clone(), 0u32)]);
        let mut queue = VecDeque::from([self.start.clone()]);
        while let Some(layout) = queue.pop_front() {
            let d = distance[&layout];
            if layout[0] == self.goal {
                return Some(d);
            }
            for p in 0..self.pieces.len() {
                for at in self.targets(&layout, p, counting) {
                    let mut next = layout.clone();
                    next[p] = at;
                    if !distance.contains_key(&next) {
                        distance.insert(next.clone(), d + 1);
                        queue.push_back(next);
                    }
                }
            }
        }
        None
    }
}
