//! The work folder of an enumeration: the plan it was started with and one file per finished shard,
//! each written whole or not at all and carrying its own counts and a checksum of its lines
//! ([`shard`]), with the finished parts of a shard too large to gather at once kept beside it until
//! the shard is done; and the database merged from them, which refuses a shard that does not match
//! what it says of itself.

use super::super::Failure;
use gridlock_core::enumerator::{Config, Found, Tally, shard};
use gridlock_core::files;
use std::fs;
use std::path::{Path, PathBuf};

/// The largest shard or plan read back: a shard of the 6×6 database with two walls holds a few million
/// lines; a file past this is no shard of ours.
const MAX_SHARD_BYTES: u64 = 4 << 30;
/// The longest first line of a shard (its counts) read on its own.
const MAX_HEAD_BYTES: usize = 4096;

/// What a work folder holds shards of; a folder started with another plan is refused.
#[derive(Clone)]
pub struct Plan {
    pub config: Config,
    pub shards: usize,
    pub distances: bool,
}

impl Plan {
    fn text(&self) -> String {
        let Config { size, min_walls, max_walls } = self.config;
        let columns = if self.distances { "with distances" } else { "three columns" };
        format!("gridlock enumerate: size {size}x{size}, walls {min_walls}..{max_walls}, {} shards, {columns}\n", self.shards)
    }
}

pub struct Store {
    folder: PathBuf,
    plan: Plan,
}

impl Store {
    /// The work folder beside `out` (`OUT.shards`), created with the plan, or checked against it.
    pub fn open(out: &Path, plan: &Plan) -> Result<Store, Failure> {
        let mut name = out.file_name().ok_or_else(|| format!("{}: not a file name", out.display()))?.to_os_string();
        name.push(".shards");
        let folder = out.with_file_name(name);
        fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let plan_file = folder.join("plan.txt");
        match files::read_text(&plan_file, 4096, "a plan") {
            Ok(found) if found == plan.text() => {}
            Ok(found) => {
                return Err(format!(
                    "{} holds shards of another run ({}); use another --out or delete that folder",
                    folder.display(),
                    found.trim()
                ));
            }
            Err(e) if e.is_not_found() => write_whole(&plan_file, plan.text().as_bytes())?,
            Err(e) => return Err(e.to_string()),
        }
        Ok(Store { folder, plan: plan.clone() })
    }

    pub fn folder(&self) -> &Path {
        &self.folder
    }

    fn shard_file(&self, shard: usize) -> PathBuf {
        self.folder.join(format!("shard-{shard:06}.txt"))
    }

    /// The shards not finished yet.
    pub fn missing(&self) -> Vec<usize> {
        (0..self.plan.shards).filter(|&shard| !self.shard_file(shard).exists()).collect()
    }

    /// Puzzles as a shard's lines, each ending in a newline.
    pub fn lines(&self, puzzles: &[Found]) -> String {
        puzzles.iter().map(|puzzle| puzzle.line(self.plan.distances) + "\n").collect()
    }

    /// Saves a finished shard, its puzzle `lines` ([`shard::write`]), and drops the parts saved of it.
    pub fn save(&self, index: usize, lines: &str, tally: &Tally, seconds: f64) -> Result<(), Failure> {
        write_whole(&self.shard_file(index), shard::write(lines, tally, seconds).as_bytes())?;
        let parts = self.parts_folder(index);
        match fs::remove_dir_all(&parts) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(format!("{}: {e}", parts.display())),
            _ => Ok(()),
        }
    }

    /// Where the parts of an unfinished shard are kept: `shard-NNNNNN.parts/`.
    fn parts_folder(&self, shard: usize) -> PathBuf {
        self.folder.join(format!("shard-{shard:06}.parts"))
    }

    /// The file of the part at `path` of a shard (the indices of the parts split down to it).
    fn part_file(&self, shard: usize, path: &[usize]) -> PathBuf {
        let path: Vec<String> = path.iter().map(usize::to_string).collect();
        self.parts_folder(shard).join(format!("part-{}.txt", path.join("-")))
    }

    /// A part of a shard saved by an earlier run: its lines, tally and seconds, checked as a shard is.
    pub fn saved_part(&self, shard: usize, path: &[usize]) -> Result<Option<(String, Tally, f64)>, Failure> {
        let file = self.part_file(shard, path);
        let saved = match files::read_text(&file, MAX_SHARD_BYTES, "a shard's part") {
            Ok(saved) => saved,
            Err(e) if e.is_not_found() => return Ok(None),
            Err(e) => return Err(e.to_string()),
        };
        let part =
            shard::read(&saved).map_err(|why| format!("{}: {why}; delete the file to decide the part again", file.display()))?;
        Ok(Some((part.puzzles.to_string(), part.tally, part.seconds)))
    }

    /// Saves a decided part of a shard, as a shard is saved.
    pub fn save_part(&self, shard: usize, path: &[usize], lines: &str, tally: &Tally, seconds: f64) -> Result<(), Failure> {
        let folder = self.parts_folder(shard);
        fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        write_whole(&self.part_file(shard, path), shard::write(lines, tally, seconds).as_bytes())
    }

    /// Writes the database from every shard, in shard order, with the counts at the end; the tally of
    /// the whole run.
    pub fn merge(&self, out: &Path) -> Result<Tally, Failure> {
        let plan = &self.plan;
        let missing = self.missing();
        if let Some(first) = missing.first() {
            return Err(format!(
                "{} of {} shards are not done yet (the first is {first}); run the remaining parts, then --merge",
                missing.len(),
                plan.shards
            ));
        }
        let (mut text, mut tally) = (String::new(), Tally::default());
        for index in 0..plan.shards {
            let file = self.shard_file(index);
            let saved = files::read_text(&file, MAX_SHARD_BYTES, "a shard").map_err(|e| e.to_string())?;
            let shard = shard::read(&saved)
                .map_err(|why| format!("{}: {why}; delete the file and run its part again to redo the shard", file.display()))?;
            tally.add(&shard.tally);
            text.push_str(shard.puzzles);
        }
        for line in summary(plan, &tally) {
            text.push_str(&format!("# {line}\n"));
        }
        write_whole(out, text.as_bytes())?;
        Ok(tally)
    }

    /// How long the whole run would take, from the shards timed so far (a fair sample: shards are
    /// taken in a scrambled order, or a part takes every Nth), and their time per goal position
    /// searched: shards differ a thousandfold in size, so with walls a small sample's extrapolation by
    /// shards is rough, and that time by the run's goal positions (`--count`) is the better estimate.
    pub fn estimate(&self) -> Result<Option<String>, Failure> {
        let (mut timed, mut seconds, mut searched) = (0usize, 0.0, 0);
        for index in (0..self.plan.shards).filter(|&index| self.shard_file(index).exists()) {
            // The first line only: a shard's puzzles can run to megabytes.
            let file = self.shard_file(index);
            let first = files::lines(&file, MAX_HEAD_BYTES).and_then(|mut lines| lines.next().transpose());
            let first = first.map_err(|e| e.to_string())?.and_then(|(_, line)| line.ok()).unwrap_or_default();
            if let Some((tally, took)) = shard::head(&first) {
                timed += 1;
                seconds += took;
                searched += tally.positions - tally.unsearched;
            }
        }
        Ok((timed > 0).then(|| {
            let whole = seconds / timed as f64 * self.plan.shards as f64;
            let per_position = if searched > 0 { format!("{:.1} µs", seconds / searched as f64 * 1e6) } else { "–".into() };
            format!(
                "{timed} shards took {seconds:.1} s of one thread: the whole run is about {whole:.0} s of one thread ({:.1} hours) by shards, or {per_position} a goal position searched times the goal positions --count finds to search (better where shards differ widely, as with walls)",
                whole / 3600.0
            )
        }))
    }
}

/// The run's figures: his counters, then the puzzles by optimum.
pub fn summary(plan: &Plan, tally: &Tally) -> Vec<String> {
    let Config { size, min_walls, max_walls } = plan.config;
    // Sets of pieces with a wall no vehicle reaches, or one their set without it shows to be needed
    // nowhere, are not searched (none of their clusters is minimal), so their clusters are not
    // counted: said, so the count is not taken for his.
    let unsearched = match tally.unsearched {
        0 => String::new(),
        n => format!(" ({n} of them in sets of pieces not searched: a wall out of reach or needed nowhere)"),
    };
    let mut lines = vec![format!(
        "{size}x{size}, walls {min_walls}..{max_walls}: {} positions{unsearched}, {} solvable clusters, {} puzzles",
        tally.positions, tally.solvable, tally.minimal
    )];
    for (moves, &count) in tally.by_moves.iter().enumerate().filter(|(_, c)| **c > 0) {
        lines.push(format!("{moves:02} moves: {count}"));
    }
    lines
}

/// Writes a file whole ([`files::write_atomically`]).
fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    files::write_atomically(path, bytes).map_err(|e| e.to_string())
}
