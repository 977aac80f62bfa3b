//! The search tree shared by the graph searches: every stored state's key, its parent and depth, and a
//! hash index from key to node.

use super::memory::{Footprint, SLACK, peak, presized};
use crate::keys::KeyMap;

pub(crate) const ROOT: u32 = u32::MAX;

/// States a tree has room for from the start ([`presized`]), as many as a hash table of 2^14 buckets
/// holds; most puzzles need fewer.
const PRESIZED: usize = (1 << 14) / 8 * 7;
/// What a presized state weighs at most: key, parent, depth, and 8/7 of a hash bucket with its control byte.
const PRESIZED_BYTES_PER_STATE: usize = 8 + 4 + 2 + 20;

#[derive(Default)]
pub(crate) struct SearchTree {
    pub keys: Vec<u64>,
    pub parent: Vec<u32>,
    pub depth: Vec<u16>,
    pub index: KeyMap<u32>,
    /// Below this many states no table can grow within one expansion, so the tree's peak is what the
    /// last check of [`SearchTree::stays_within`] found ([`SearchTree::with_root`] leaves it at 0).
    settled_below: usize,
}

impl SearchTree {
    /// A tree holding `key` alone, for a search whose tables may weigh `max_bytes`: presized where that
    /// takes at most a quarter of the budget (pass 0 for a tree grown only as it fills).
    pub fn with_root(key: u64, max_bytes: usize) -> SearchTree {
        let mut tree = SearchTree::default();
        let room = presized(PRESIZED, PRESIZED_BYTES_PER_STATE, max_bytes);
        tree.keys.reserve(room);
        tree.parent.reserve(room);
        tree.depth.reserve(room);
        tree.index.reserve(room);
        tree.insert(key, ROOT, 0);
        tree
    }

    /// Stores `key` unless already known; returns its new node.
    #[inline]
    pub fn insert(&mut self, key: u64, parent: u32, depth: u16) -> Option<u32> {
        let node = self.keys.len() as u32;
        match self.index.entry(key) {
            std::collections::hash_map::Entry::Occupied(_) => return None,
            std::collections::hash_map::Entry::Vacant(slot) => slot.insert(node),
        };
        self.keys.push(key);
        self.parent.push(parent);
        self.depth.push(depth);
        Some(node)
    }

    pub fn len(&self) -> usize {
        self.keys.len()
    }

    fn tables(&self) -> [&dyn Footprint; 4] {
        [&self.keys, &self.parent, &self.depth, &self.index]
    }

    /// What the tree weighs now.
    pub fn bytes(&self) -> usize {
        self.tables().iter().map(|t| t.bytes()).sum()
    }

    /// What it may weigh while one more state is expanded (every growth that could bring included).
    /// Past `u32` node numbers counts as unbounded.
    pub fn peak(&self) -> usize {
        if self.keys.len() + SLACK >= ROOT as usize {
            return usize::MAX;
        }
        peak(&self.tables(), SLACK)
    }

    /// Whether the tree stays within `max_bytes` while one more state is expanded ([`SearchTree::peak`]),
    /// worked out again only when a table may grow: the check costs more than a cheap expansion.
    pub fn stays_within(&mut self, max_bytes: usize) -> bool {
        if self.keys.len() < self.settled_below {
            return true;
        }
        let stays = self.peak() <= max_bytes;
        if stays {
            let room = self.tables().iter().map(|t| t.room()).min().unwrap_or(0);
            self.settled_below = (self.keys.len() + room).saturating_sub(SLACK);
        }
        stays
    }

    /// Keys from the root to `node`.
    pub fn path_to(&self, mut node: u32) -> Vec<u64> {
        let mut path = Vec::new();
        while node != ROOT {
            path.push(self.keys[node as usize]);
            node = self.parent[node as usize];
        }
        path.reverse();
        path
    }
}
