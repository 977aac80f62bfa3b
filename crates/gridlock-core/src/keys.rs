//! Hash tables keyed by packed state keys (`u64`), with a hasher made for them.
//!
//! rustc-hash's `FxHasher` is one multiply as wide as a pointer: on a 32-bit target (the browser's
//! wasm32) it hashes a `u64` as two 32-bit words, and the bits its hash leaves where the table looks
//! for a bucket and a tag are poorly mixed: there, cluster analysis ran about three times slower than
//! with this hasher. This one multiplies the whole key in 64 bits, like `FxHasher` on a 64-bit target,
//! and turns the product's well-mixed high half to the low end, where both widths of table read it.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// FNV-1a over `bytes`: a stable 64-bit hash, the same on every platform and in every version (for
/// what is stored or compared across runs: a board's identity, a shard's checksum).
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

/// A map from state keys.
pub type KeyMap<V> = HashMap<u64, V, BuildHasherDefault<KeyHasher>>;
/// A set of state keys.
pub type KeySet = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// The hasher of [`KeyMap`] and [`KeySet`]: for `u64` keys (other input is folded in byte by byte).
#[derive(Clone, Copy, Default)]
pub struct KeyHasher(u64);

/// 2^64 divided by the golden ratio: odd, with its bits spread evenly.
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

impl Hasher for KeyHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.write_u64(b as u64));
    }

    #[inline]
    fn write_u64(&mut self, key: u64) {
        self.0 = (self.0.rotate_left(5) ^ key).wrapping_mul(GOLDEN);
    }

    #[inline]
    fn finish(&self) -> u64 {
        self.0.rotate_left(32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Metric;
    use crate::notation::parse_board;
    use crate::rules::Rules;
    use std::hash::BuildHasher;

    /// The states of a Rush Hour cluster of 14,908 positions: real keys, alike in most of their bits.
    fn cluster_keys() -> Vec<u64> {
        let rules = Rules::new(&parse_board("HoBBCCHoDDoKAAIooKooIEELFFIJoLGGGJoo", None).unwrap()).unwrap();
        rules.reachable(Metric::Moves, usize::MAX)
    }

    #[test]
    fn buckets_and_tags_are_spread_on_both_widths_of_table() {
        let keys = cluster_keys();
        assert_eq!(keys.len(), 14_908);
        let hashes: Vec<u64> = keys.iter().map(|&k| BuildHasherDefault::<KeyHasher>::default().hash_one(k)).collect();
        // A table of 2^14 buckets picks one by the hash's low bits, on either width.
        let buckets: KeySet = hashes.iter().map(|h| h & 0x3FFF).collect();
        let random = 16_384.0 * (1.0 - (-(keys.len() as f64) / 16_384.0).exp());
        assert!(buckets.len() as f64 > 0.95 * random, "{} buckets used, {random:.0} expected at random", buckets.len());
        // The 7-bit tag: the top of the hash on a 64-bit target, the top of its low half on a 32-bit one.
        for tag_of in [|h: u64| h >> 57, |h: u64| (h as u32 >> 25) as u64] {
            let mut counts = [0usize; 128];
            hashes.iter().for_each(|&h| counts[tag_of(h) as usize] += 1);
            let expected = keys.len() / 128;
            assert!(counts.iter().all(|&c| c > expected / 2 && c < expected * 2), "tags unevenly spread: {counts:?}");
        }
    }
}
