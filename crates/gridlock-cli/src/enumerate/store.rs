//! The work folder of an enumeration: the plan it was started with and one file per finished shard,
//! each written whole or not at all; and the database merged from them.

use super::super::Failure;
use gridlock_core::enumerator::{Config, Found, Tally};
use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

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
        match fs::read_to_string(&plan_file) {
            Ok(found) if found == plan.text() => {}
            Ok(found) => {
                return Err(format!(
                    "{} holds shards of another run ({}); use another --out or delete that folder",
                    folder.display(),
                    found.trim()
                ));
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => write_whole(&plan_file, plan.text().as_bytes())?,
            Err(e) => return Err(format!("{}: {e}", plan_file.display())),
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

    /// Saves a finished shard: its tally and the seconds it took on the first line, then its puzzles.
    pub fn save(&self, shard: usize, puzzles: &[Found], tally: &Tally, seconds: f64) -> Result<(), Failure> {
        let mut text = format!("{} seconds {seconds:.3}\n", tally_line(tally));
        for puzzle in puzzles {
            text.push_str(&puzzle.line(self.plan.distances));
            text.push('\n');
        }
        write_whole(&self.shard_file(shard), text.as_bytes())
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
        for shard in 0..plan.shards {
            let file = self.shard_file(shard);
            let saved = fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
            let (first, puzzles) = saved.split_once('\n').unwrap_or((&saved, ""));
            let (shard_tally, _) = parse_tally(first).ok_or_else(|| {
                format!("{}:1: not a shard's tally line; delete the file and run again to redo the shard", file.display())
            })?;
            tally.add(&shard_tally);
            text.push_str(puzzles);
        }
        for line in summary(plan, &tally) {
            text.push_str(&format!("# {line}\n"));
        }
        write_whole(out, text.as_bytes())?;
        Ok(tally)
    }

    /// How long the whole run would take, from the shards timed so far (a fair sample: shards are
    /// taken in a scrambled order, or a part takes every Nth).
    pub fn estimate(&self) -> Result<Option<String>, Failure> {
        let (mut timed, mut seconds) = (0usize, 0.0);
        for shard in (0..self.plan.shards).filter(|&shard| self.shard_file(shard).exists()) {
            // The first line only: a shard's puzzles can run to megabytes.
            let file = self.shard_file(shard);
            let mut first = String::new();
            fs::File::open(&file)
                .and_then(|opened| BufReader::new(opened).read_line(&mut first))
                .map_err(|e| format!("{}: {e}", file.display()))?;
            if let Some((_, Some(took))) = parse_tally(first.trim_end()) {
                timed += 1;
                seconds += took;
            }
        }
        Ok((timed > 0).then(|| {
            let whole = seconds / timed as f64 * self.plan.shards as f64;
            format!(
                "{timed} shards took {seconds:.1} s of one thread: the whole run is about {whole:.0} s of one thread ({:.1} hours)",
                whole / 3600.0
            )
        }))
    }
}

/// `# positions P solvable S minimal M by-moves a,b,c`.
fn tally_line(tally: &Tally) -> String {
    let by_moves: Vec<String> = tally.by_moves.iter().map(u64::to_string).collect();
    format!(
        "# positions {} solvable {} minimal {} by-moves {}",
        tally.positions,
        tally.solvable,
        tally.minimal,
        by_moves.join(",")
    )
}

/// A shard's first line: its tally, and the seconds it took when it says.
fn parse_tally(line: &str) -> Option<(Tally, Option<f64>)> {
    let words: Vec<&str> = line.strip_prefix("# ")?.split(' ').collect();
    let (words, seconds) = match words.as_slice() {
        [tally @ .., "seconds", took] => (tally, Some(took.parse().ok()?)),
        tally => (tally, None),
    };
    let [_, positions, _, solvable, _, minimal, _, by_moves] = words else { return None };
    let by_moves =
        if by_moves.is_empty() { Vec::new() } else { by_moves.split(',').map(|n| n.parse().ok()).collect::<Option<_>>()? };
    let tally =
        Tally { positions: positions.parse().ok()?, solvable: solvable.parse().ok()?, minimal: minimal.parse().ok()?, by_moves };
    Some((tally, seconds))
}

/// The run's figures: his counters, then the puzzles by optimum.
pub fn summary(plan: &Plan, tally: &Tally) -> Vec<String> {
    let Config { size, min_walls, max_walls } = plan.config;
    let mut lines = vec![format!(
        "{size}x{size}, walls {min_walls}..{max_walls}: {} positions, {} solvable clusters, {} puzzles",
        tally.positions, tally.solvable, tally.minimal
    )];
    for (moves, &count) in tally.by_moves.iter().enumerate().filter(|(_, c)| **c > 0) {
        lines.push(format!("{moves:02} moves: {count}"));
    }
    lines
}

/// Writes a file whole: into a temporary file beside it, then renamed over it.
fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), Failure> {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".part");
    let temporary = path.with_file_name(name);
    let written = fs::File::create(&temporary).and_then(|mut file| {
        file.write_all(bytes)?;
        file.sync_all()
    });
    written.and_then(|()| fs::rename(&temporary, path)).map_err(|e| format!("{}: {e}", path.display()))
}
