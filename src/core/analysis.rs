//! Dependency analysis: who blocks whom. From the target outwards, each piece in the way must clear
//! the cells the piece it blocks needs, and each way of clearing them (a direction and a distance) is
//! blocked in turn by the pieces it would sweep through. The result is structured data the game draws:
//! the blocker graph, the unlock order (a topological order of the cheapest ways) and the cycles where
//! pieces wait on each other.

use super::model::{Dir, Pos};
use super::rules::{Rules, rect_mask};
use serde::Serialize;
use std::collections::VecDeque;

/// An edge of the blocker graph: `blocker` must move before `blocked` can move `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BlockEdge {
    pub blocker: usize,
    pub blocked: usize,
    pub dir: Dir,
}

/// What a piece has to do: move `dir` by at least `cells` to clear the way it blocks (for the target,
/// to reach its goal; `dir` is then its first direction towards the goal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Need {
    pub piece: usize,
    pub dir: Dir,
    pub cells: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Dependencies {
    /// For every piece and every direction it may move: the pieces in the way of its next step.
    pub direct: Vec<BlockEdge>,
    /// The pieces that matter to the target, target first, in order of discovery.
    pub relevant: Vec<usize>,
    /// Among the relevant pieces: each way a piece could clear the cells it blocks, and what blocks it.
    pub edges: Vec<BlockEdge>,
    /// The cheapest way each relevant piece can clear (target included), in unlock order: a piece comes
    /// after every piece that blocks its chosen way. Pieces caught in or behind a cycle come last.
    pub unlock_order: Vec<Need>,
    /// Groups of pieces whose chosen ways block each other in a circle.
    pub cycles: Vec<Vec<usize>>,
}

/// One way for a piece to clear the cells another piece needs.
struct Way {
    need: Need,
    swept: u64,
    blockers: Vec<usize>,
}

pub fn dependencies(rules: &Rules, positions: &[Pos]) -> Dependencies {
    let board = rules.board();
    let n = positions.len();
    let cells: Vec<u64> = (0..n).map(|p| rules.piece_cells(p, positions[p])).collect();
    let owners = |mask: u64, except: usize| -> Vec<usize> {
        (0..n).filter(|&q| q != except && cells[q] & mask != 0).collect()
    };

    let mut deps = Dependencies::default();
    for p in 0..n {
        for dir in Dir::ALL {
            if let Some(at) = shifted(rules, p, positions[p], dir, 1) {
                for blocker in owners(rules.piece_cells(p, at) & !cells[p], p) {
                    deps.direct.push(BlockEdge { blocker, blocked: p, dir });
                }
            }
        }
    }

    // The target's own way: every cell between it and the goal.
    let target = board.target_index();
    let (here, goal) = (positions[target], board.goal());
    let t = board.target();
    let lo = Pos::new(here.x.min(goal.x), here.y.min(goal.y));
    let hi = Pos::new(here.x.max(goal.x), here.y.max(goal.y));
    let swept = rect_mask(board.width, lo, (hi.x - lo.x + t.width(), hi.y - lo.y + t.height())) & !cells[target];
    let dir = if goal.y > here.y {
        Dir::Down
    } else if goal.y < here.y {
        Dir::Up
    } else if goal.x < here.x {
        Dir::Left
    } else {
        Dir::Right
    };
    let distance = (here.x.abs_diff(goal.x) + here.y.abs_diff(goal.y)) as u8;
    let target_way = Way { need: Need { piece: target, dir, cells: distance }, swept, blockers: owners(swept, target) };

    // Breadth-first from the target: each blocker must clear what its first blocked piece needs.
    let mut chosen: Vec<Option<Way>> = (0..n).map(|_| None).collect();
    let mut queue = VecDeque::from([target]);
    deps.relevant.push(target);
    for &b in &target_way.blockers {
        deps.edges.push(BlockEdge { blocker: b, blocked: target, dir });
    }
    chosen[target] = Some(target_way);
    while let Some(p) = queue.pop_front() {
        let (needed, blockers) = {
            let way = chosen[p].as_ref().expect("queued pieces have a way");
            (way.swept, way.blockers.clone())
        };
        for b in blockers {
            if deps.relevant.contains(&b) {
                continue;
            }
            deps.relevant.push(b);
            let ways = ways_to_clear(rules, positions, &cells, b, needed, &owners);
            for way in &ways {
                for &blocker in &way.blockers {
                    deps.edges.push(BlockEdge { blocker, blocked: b, dir: way.need.dir });
                }
            }
            // Cheapest: fewest pieces in the way, then the shortest move.
            chosen[b] = ways.into_iter().min_by_key(|w| (w.blockers.len(), w.need.cells));
            if chosen[b].is_some() {
                queue.push_back(b);
            }
        }
    }

    let order = topological(&deps.relevant, &chosen);
    deps.unlock_order = order
        .iter()
        .chain(deps.relevant.iter().filter(|p| !order.contains(p)))
        .filter_map(|&p| chosen[p].as_ref().map(|w| w.need))
        .collect();
    deps.cycles = cycles(&deps.relevant, &chosen);
    deps
}

fn shifted(rules: &Rules, p: usize, at: Pos, dir: Dir, k: u8) -> Option<Pos> {
    let board = rules.board();
    let piece = &board.pieces[p];
    if !piece.movement.allows(dir) {
        return None;
    }
    let (dx, dy) = dir.delta();
    let x = at.x as i16 + dx as i16 * k as i16;
    let y = at.y as i16 + dy as i16 * k as i16;
    let inside = x >= 0 && y >= 0 && x + piece.width() as i16 <= board.width as i16 && y + piece.height() as i16 <= board.height as i16;
    inside.then(|| Pos::new(x as u8, y as u8))
}

/// Every direction in which piece `b` can get clear of `needed` without crossing a wall, with the
/// pieces it would sweep through.
fn ways_to_clear(
    rules: &Rules,
    positions: &[Pos],
    cells: &[u64],
    b: usize,
    needed: u64,
    owners: &impl Fn(u64, usize) -> Vec<usize>,
) -> Vec<Way> {
    let mut ways = Vec::new();
    for dir in Dir::ALL {
        let mut swept = 0u64;
        for k in 1.. {
            let Some(at) = shifted(rules, b, positions[b], dir, k) else { break };
            let now = rules.piece_cells(b, at);
            if now & rules.walls() != 0 {
                break;
            }
            swept |= now & !cells[b];
            if now & needed == 0 {
                ways.push(Way { need: Need { piece: b, dir, cells: k }, swept, blockers: owners(swept, b) });
                break;
            }
        }
    }
    ways
}

/// Kahn's algorithm over the chosen ways: a piece is ready once every blocker of its way is placed.
fn topological(relevant: &[usize], chosen: &[Option<Way>]) -> Vec<usize> {
    let mut order: Vec<usize> = Vec::new();
    loop {
        let ready = relevant.iter().rev().copied().find(|&p| {
            !order.contains(&p)
                && chosen[p].as_ref().is_some_and(|w| w.blockers.iter().all(|b| order.contains(b) || chosen[*b].is_none()))
        });
        match ready {
            Some(p) => order.push(p),
            None => return order,
        }
    }
}

/// Strongly connected components (Tarjan) of size two or more, or a piece blocking itself, in the graph
/// of chosen ways (an edge from each piece to the blockers of its way).
fn cycles(relevant: &[usize], chosen: &[Option<Way>]) -> Vec<Vec<usize>> {
    struct Tarjan<'a> {
        chosen: &'a [Option<Way>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        visited: usize,
        found: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn successors(&self, v: usize) -> &[usize] {
            self.chosen[v].as_ref().map_or(&[], |w| &w.blockers)
        }
        fn visit(&mut self, v: usize) {
            let i = self.visited;
            self.visited += 1;
            self.index[v] = Some(i);
            self.low[v] = i;
            self.stack.push(v);
            self.on_stack[v] = true;
            for w in self.successors(v).to_vec() {
                match self.index[w] {
                    None => {
                        self.visit(w);
                        self.low[v] = self.low[v].min(self.low[w]);
                    }
                    Some(iw) if self.on_stack[w] => self.low[v] = self.low[v].min(iw),
                    Some(_) => {}
                }
            }
            if Some(self.low[v]) == self.index[v] {
                let mut component = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack[w] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                if component.len() > 1 || self.successors(v).contains(&v) {
                    component.sort_unstable();
                    self.found.push(component);
                }
            }
        }
    }
    let n = chosen.len();
    let mut tarjan = Tarjan {
        chosen,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        visited: 0,
        found: Vec::new(),
    };
    for &p in relevant {
        if tarjan.index[p].is_none() {
            tarjan.visit(p);
        }
    }
    tarjan.found
}

/// Key fields ordered for A*'s successor generation: pieces first in the unlock order come last (a
/// LIFO bucket expands them first); pieces that do not matter to the target come first.
pub fn field_priority(rules: &Rules, start: u64) -> Vec<usize> {
    let positions = rules.layout_of(start);
    let deps = dependencies(rules, &positions);
    let rank = |p: usize| deps.unlock_order.iter().position(|need| need.piece == p).map_or(0, |i| deps.unlock_order.len() - i);
    let mut pieces: Vec<usize> = (0..positions.len()).collect();
    pieces.sort_by_key(|&p| rank(p));
    let mut fields: Vec<usize> = Vec::new();
    for field in pieces.into_iter().rev().map(|p| rules.field_of_piece(p)) {
        if !fields.contains(&field) {
            fields.push(field);
        }
    }
    fields.reverse();
    fields
}
