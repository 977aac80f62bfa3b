//! What a search's tables weigh. A search checks, before each expansion, what its tables would weigh
//! if that expansion made them grow — the new block is allocated while the old one still exists — so
//! it stops at its memory budget with a clean "limit reached" instead of the allocator aborting the
//! process.

use std::collections::{HashMap, HashSet};
use std::mem::size_of;

/// Elements one expansion may add to a table: more than any state's successors (a piece has at most
/// seven other places on an 8-cell line, a board at most a few dozen pieces).
pub(crate) const SLACK: usize = 512;

pub(crate) trait Footprint {
    /// Bytes allocated now.
    fn bytes(&self) -> usize;
    /// Bytes a growth would allocate if `more` elements were added now (zero if they fit).
    fn growth(&self, more: usize) -> usize;
    /// Elements that can be added before it grows.
    fn room(&self) -> usize;
}

impl<T> Footprint for Vec<T> {
    fn bytes(&self) -> usize {
        self.capacity() * size_of::<T>()
    }

    fn growth(&self, more: usize) -> usize {
        let needed = self.len() + more;
        if needed <= self.capacity() { 0 } else { needed.max(self.capacity() * 2) * size_of::<T>() }
    }

    fn room(&self) -> usize {
        self.capacity() - self.len()
    }
}

/// A hash table's block for `capacity` entries of `entry` bytes: buckets are a power of two kept at
/// most 7/8 full, each with one control byte.
fn table_bytes(capacity: usize, entry: usize) -> usize {
    if capacity == 0 {
        return 0;
    }
    let buckets = if capacity < 8 { capacity + 1 } else { (capacity * 8 / 7).next_power_of_two() };
    buckets * (entry + 1)
}

fn table_growth(len: usize, capacity: usize, more: usize, entry: usize) -> usize {
    let needed = len + more;
    if needed <= capacity { 0 } else { table_bytes(needed.max(capacity * 2), entry) }
}

impl<K, V, S> Footprint for HashMap<K, V, S> {
    fn bytes(&self) -> usize {
        table_bytes(self.capacity(), size_of::<(K, V)>())
    }

    fn growth(&self, more: usize) -> usize {
        table_growth(self.len(), self.capacity(), more, size_of::<(K, V)>())
    }

    fn room(&self) -> usize {
        self.capacity() - self.len()
    }
}

impl<K, S> Footprint for HashSet<K, S> {
    fn bytes(&self) -> usize {
        table_bytes(self.capacity(), size_of::<K>())
    }

    fn growth(&self, more: usize) -> usize {
        table_growth(self.len(), self.capacity(), more, size_of::<K>())
    }

    fn room(&self) -> usize {
        self.capacity() - self.len()
    }
}

/// How many states a search's tables should have room for from the start: `states` where that, at
/// `bytes_per_state`, takes at most a quarter of the budget, else none (they grow as they fill). Growing
/// a table copies it; a presized one is only touched as it fills.
pub(crate) fn presized(states: usize, bytes_per_state: usize, max_bytes: usize) -> usize {
    if states * bytes_per_state <= max_bytes / 4 { states } else { 0 }
}

/// The most `tables` can weigh while `more` elements go into each: what they hold now plus every
/// growth that could happen meanwhile.
pub(crate) fn peak(tables: &[&dyn Footprint], more: usize) -> usize {
    tables.iter().map(|t| t.bytes() + t.growth(more)).sum()
}

/// `bytes` for people: "512 MB", "1.8 GB".
pub fn human_bytes(bytes: usize) -> String {
    const MB: f64 = 1e6;
    let b = bytes as f64;
    if b >= 1e9 { format!("{:.1} GB", b / 1e9) } else { format!("{:.0} MB", (b / MB).max(1.0)) }
}

/// Parses a size as people write it: `2G`, `1.5GB`, `512M`, `300MB`, `4096` (bytes).
pub fn parse_bytes(text: &str) -> Result<usize, String> {
    let t = text.trim();
    let split = t.find(|c: char| c.is_ascii_alphabetic()).unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let value: f64 = number.trim().parse().map_err(|_| format!("`{text}` is not a size like 2GB or 512MB"))?;
    let scale: f64 = match unit.to_ascii_uppercase().as_str() {
        "" | "B" => 1.0,
        "K" | "KB" => 1e3,
        "M" | "MB" => 1e6,
        "G" | "GB" => 1e9,
        "KIB" => 1024.0,
        "MIB" => 1024.0 * 1024.0,
        "GIB" => 1024.0 * 1024.0 * 1024.0,
        _ => return Err(format!("unknown unit `{unit}` in `{text}` (use B, KB, MB or GB)")),
    };
    if !(value.is_finite() && value > 0.0) {
        return Err(format!("`{text}`: a memory budget must be more than zero"));
    }
    let bytes = value * scale;
    if bytes < MIN_BUDGET as f64 {
        return Err(format!("`{text}` is too small a memory budget: a search needs at least {}", human_bytes(MIN_BUDGET)));
    }
    if let Some(memory) = machine_memory().filter(|&memory| bytes > memory as f64) {
        return Err(format!("`{text}` is more than this machine's {} of memory", human_bytes(memory)));
    }
    Ok(bytes.min(usize::MAX as f64) as usize)
}

/// The smallest memory budget a search is given: its first tables take about this much.
pub const MIN_BUDGET: usize = 1_000_000;

/// The machine's memory in bytes, where the system says (Linux: `/proc/meminfo`).
pub fn machine_memory() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: usize = info.lines().find_map(|l| l.strip_prefix("MemTotal:"))?.trim().strip_suffix("kB")?.trim().parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rustc_hash::FxHashMap;

    #[test]
    fn tables_are_presized_only_within_a_quarter_of_the_budget() {
        assert_eq!(presized(100, 10, 4_000), 100);
        assert_eq!(presized(100, 10, 3_999), 0);
    }

    #[test]
    fn a_growth_is_counted_before_it_happens() {
        let mut v: Vec<u64> = Vec::with_capacity(100);
        v.extend(0..90);
        assert_eq!(v.growth(10), 0);
        assert_eq!(v.room(), 10);
        assert_eq!(v.growth(11), 200 * 8);
        let mut m: FxHashMap<u64, u32> = FxHashMap::default();
        m.reserve(1000);
        let cap = m.capacity();
        assert!(m.bytes() >= cap * 16, "{} bytes for {cap}", m.bytes());
        assert_eq!(m.growth(cap), 0);
        assert_eq!(m.room(), cap);
        assert!(m.growth(cap + 1) >= 2 * m.bytes() - 64);
    }

    #[test]
    fn sizes_parse_as_people_write_them() {
        assert_eq!(parse_bytes("2G"), Ok(2_000_000_000));
        assert_eq!(parse_bytes("1.5GB"), Ok(1_500_000_000));
        assert_eq!(parse_bytes("512mb"), Ok(512_000_000));
        assert_eq!(parse_bytes("1GiB"), Ok(1 << 30));
        assert_eq!(parse_bytes("4096000"), Ok(4_096_000));
        assert!(parse_bytes("4096").unwrap_err().contains("too small"), "a budget no search can start in");
        assert!(parse_bytes("1KB").unwrap_err().contains("at least 1 MB"));
        let more_than_the_machine = parse_bytes("18446744073709551616");
        if let Some(memory) = machine_memory() {
            assert!(memory > 1 << 20, "{memory}");
            assert!(more_than_the_machine.unwrap_err().contains("more than this machine's"));
        }
        assert!(parse_bytes("lots").unwrap_err().contains("not a size"));
        assert!(parse_bytes("2 parsecs").unwrap_err().contains("unknown unit"));
        assert!(parse_bytes("0").unwrap_err().contains("more than zero"));
        assert_eq!(human_bytes(1_800_000_000), "1.8 GB");
        assert_eq!(human_bytes(300_000_000), "300 MB");
    }
}
