//! Dependency analysis: who blocks whom. From the target outwards, each piece in the way must clear
//! the cells the piece it blocks needs, and each way of clearing them (a direction and a distance) is
//! blocked in turn by the pieces it would sweep through. That is an AND-OR graph: a piece is free once
//! *one* of its ways has *all* its blockers free. The result is structured data the game draws: the
//! blocker graph, the unlock order (each needed piece after the blockers of the way that frees it), the
//! pieces that cannot be freed this way, and the cycles they wait in.

use super::model::{Dir, Pos};
use super::rules::{Rules, sweep_mask};
use serde::Serialize;
use std::collections::VecDeque;

/// An edge of the blocker graph: `blocker` must move before `blocked` can move `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BlockEdge {
    /// The piece in the way.
    pub blocker: usize,
    /// The piece whose step it blocks.
    pub blocked: usize,
    /// The direction `blocked` wants to step in.
    pub dir: Dir,
}

/// What a piece has to do: move `dir` by at least `cells` to clear the way it blocks (for the target,
/// to reach its goal; `dir` is then its first direction towards the goal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Need {
    /// The piece, by its index in the board's pieces.
    pub piece: usize,
    /// The direction it has to move in.
    pub dir: Dir,
    /// How many cells it has to move at the least.
    pub cells: u8,
}

/// The dependency analysis of a position: who blocks whom, what to move in which order, and what can never move out of the way.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Dependencies {
    /// For every piece and every direction it may move: the pieces in the way of its next step.
    pub direct: Vec<BlockEdge>,
    /// The pieces that matter to the target, target first, in order of discovery.
    pub relevant: Vec<usize>,
    /// Among the relevant pieces: each way a piece could clear the cells it blocks, and what blocks it.
    pub edges: Vec<BlockEdge>,
    /// The pieces to move, target last, each after every blocker of the way that frees it; each piece
    /// takes its cheapest free way (fewest blockers, then shortest). Empty if the target is stuck.
    pub unlock_order: Vec<Need>,
    /// Relevant pieces none of whose ways can ever be cleared by moving their blockers out of the way.
    pub stuck: Vec<usize>,
    /// Groups of stuck pieces whose ways block each other in a circle (deadlocks).
    pub cycles: Vec<Vec<usize>>,
}

/// One way for a piece to clear the cells another piece needs.
struct Way {
    need: Need,
    swept: u64,
    blockers: Vec<usize>,
}

/// Analyses the position `positions` (every piece's top-left cell, in piece order) of the board `rules` was compiled from.
pub fn dependencies(rules: &Rules, positions: &[Pos]) -> Dependencies {
    let board = rules.board();
    let n = positions.len();
    let cells: Vec<u64> = (0..n).map(|p| rules.piece_cells(p, positions[p])).collect();
    let owners = |mask: u64, except: usize| -> Vec<usize> { (0..n).filter(|&q| q != except && cells[q] & mask != 0).collect() };

    let mut deps = Dependencies::default();
    for p in 0..n {
        for dir in Dir::ALL {
            if let Some(at) = board.shifted(p, positions[p], dir, 1) {
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
    let swept = sweep_mask(board.width(), here, goal, t.size) & !cells[target];
    let dir = if goal.y > here.y {
        Dir::Down
    } else if goal.y < here.y {
        Dir::Up
    } else if goal.x < here.x {
        Dir::Left
    } else {
        Dir::Right
    };
    let distance = here.x.abs_diff(goal.x) + here.y.abs_diff(goal.y);
    if distance == 0 {
        // Solved: the target is at its exit, and nothing is in its way.
        return deps;
    }
    let target_way = Way { need: Need { piece: target, dir, cells: distance }, swept, blockers: owners(swept, target) };

    // Breadth-first from the target: each blocker must clear what its first blocked piece needs.
    let mut ways: Vec<Vec<Way>> = (0..n).map(|_| Vec::new()).collect();
    ways[target].push(target_way);
    deps.relevant.push(target);
    let mut queue = VecDeque::from([target]);
    while let Some(p) = queue.pop_front() {
        for i in 0..ways[p].len() {
            for b in ways[p][i].blockers.clone() {
                deps.edges.push(BlockEdge { blocker: b, blocked: p, dir: ways[p][i].need.dir });
                if !deps.relevant.contains(&b) {
                    deps.relevant.push(b);
                    ways[b] = ways_to_clear(rules, positions, &cells, b, ways[p][i].swept, &owners);
                    queue.push_back(b);
                }
            }
        }
    }

    let chosen = free_ways(&deps.relevant, &ways);
    deps.stuck = deps.relevant.iter().copied().filter(|&p| chosen[p].is_none()).collect();
    if chosen[target].is_some() {
        let mut placed = vec![false; n];
        unlock(target, &ways, &chosen, &mut placed, &mut deps.unlock_order);
    }
    deps.cycles = cycles(&deps.stuck, &ways);
    deps
}

/// The AND-OR fixpoint: in rounds, a piece is freed by its cheapest way whose blockers were all freed
/// in earlier rounds. Returns each piece's freeing way.
fn free_ways(relevant: &[usize], ways: &[Vec<Way>]) -> Vec<Option<usize>> {
    let mut chosen: Vec<Option<usize>> = vec![None; ways.len()];
    loop {
        let freed: Vec<(usize, usize)> = relevant
            .iter()
            .filter(|&&p| chosen[p].is_none())
            .filter_map(|&p| {
                (0..ways[p].len())
                    .filter(|&i| ways[p][i].blockers.iter().all(|&b| chosen[b].is_some()))
                    .min_by_key(|&i| (ways[p][i].blockers.len(), ways[p][i].need.cells))
                    .map(|i| (p, i))
            })
            .collect();
        if freed.is_empty() {
            return chosen;
        }
        for (p, i) in freed {
            chosen[p] = Some(i);
        }
    }
}

/// Post-order over freeing ways: blockers first, then the piece they free.
fn unlock(p: usize, ways: &[Vec<Way>], chosen: &[Option<usize>], placed: &mut [bool], order: &mut Vec<Need>) {
    if placed[p] {
        return;
    }
    placed[p] = true;
    let way = &ways[p][chosen[p].expect("only free pieces are unlocked")];
    for &b in &way.blockers {
        unlock(b, ways, chosen, placed, order);
    }
    order.push(way.need);
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
            let Some(at) = rules.board().shifted(b, positions[b], dir, k) else { break };
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

/// Strongly connected components (Tarjan) of two or more stuck pieces, or a stuck piece blocking
/// itself, in the graph from each piece to the blockers of all its ways.
fn cycles(stuck: &[usize], ways: &[Vec<Way>]) -> Vec<Vec<usize>> {
    struct Tarjan<'a> {
        successors: Vec<Vec<usize>>,
        stuck: &'a [usize],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        visited: usize,
        found: Vec<Vec<usize>>,
    }
    impl Tarjan<'_> {
        fn visit(&mut self, v: usize) {
            self.index[v] = Some(self.visited);
            self.low[v] = self.visited;
            self.visited += 1;
            self.stack.push(v);
            self.on_stack[v] = true;
            for w in self.successors[v].clone() {
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
                if component.len() > 1 || self.successors[v].contains(&v) {
                    component.sort_unstable();
                    self.found.push(component);
                }
            }
        }
    }
    let n = ways.len();
    let successors = (0..n)
        .map(|p| {
            let mut next: Vec<usize> = ways[p].iter().flat_map(|w| w.blockers.iter().copied()).collect();
            next.retain(|q| stuck.contains(q));
            next.dedup();
            next
        })
        .collect();
    let mut tarjan = Tarjan {
        successors,
        stuck,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        visited: 0,
        found: Vec::new(),
    };
    for i in 0..tarjan.stuck.len() {
        let p = tarjan.stuck[i];
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

/// Why moving `piece` helps, read off the blocker graph of `positions`: the pieces it clears the way
/// for, one blocking the next, up to the target (`piece` first, the target last), each with what it
/// still has to do where the unlock order says. `[target]` for the target itself; empty when the piece
/// blocks no way to the target (the move makes room some other way).
pub fn chain_to_target(rules: &Rules, positions: &[Pos], piece: usize) -> Vec<(usize, Option<Need>)> {
    let deps = dependencies(rules, positions);
    let target = rules.board().target_index();
    let need = |p: usize| deps.unlock_order.iter().find(|need| need.piece == p).copied();
    // Breadth-first from the piece along "blocks": first through the ways the target needs, then
    // through any step a piece is blocked in.
    for edges in [&deps.edges, &deps.direct] {
        let mut came_from: Vec<Option<usize>> = vec![None; positions.len()];
        let mut queue = VecDeque::from([piece]);
        let mut seen = vec![false; positions.len()];
        seen[piece] = true;
        while let Some(p) = queue.pop_front() {
            if p == target {
                let mut chain = vec![target];
                while let Some(before) = came_from[*chain.last().expect("a chain starts with the target")] {
                    chain.push(before);
                }
                chain.reverse();
                return chain.into_iter().map(|p| (p, need(p))).collect();
            }
            for edge in edges.iter().filter(|edge| edge.blocker == p) {
                if !seen[edge.blocked] {
                    seen[edge.blocked] = true;
                    came_from[edge.blocked] = Some(p);
                    queue.push_back(edge.blocked);
                }
            }
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::Puzzle;

    #[test]
    fn a_move_is_explained_by_the_pieces_it_frees_up_to_the_target() {
        // B stands in the red car's row; C (across, top row) blocks its way up, D its way down.
        let board = Puzzle::from_board_string("...CC./...B../AA.B../...D../...D../......", None).unwrap().board;
        let rules = Rules::new(&board).unwrap();
        let positions = board.positions();
        let index = |label: char| board.pieces().iter().position(|p| p.label == label).unwrap();
        let (a, b, c) = (index('A'), index('B'), index('C'));
        let chain: Vec<usize> = chain_to_target(&rules, &positions, c).into_iter().map(|(p, _)| p).collect();
        assert_eq!(chain, [c, b, a], "C frees B, which frees A");
        let from_b = chain_to_target(&rules, &positions, b);
        assert_eq!(from_b.iter().map(|(p, _)| *p).collect::<Vec<_>>(), [b, a]);
        assert_eq!(from_b[1].1, Some(Need { piece: a, dir: Dir::Right, cells: 4 }), "the target's own way");
        assert_eq!(chain_to_target(&rules, &positions, a).len(), 1, "the target explains itself");
    }
}
