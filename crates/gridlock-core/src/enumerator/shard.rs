//! A finished shard as text: on its first line its tally, how many puzzle lines follow, their checksum
//! and the seconds it took; then its puzzles, one a line. Reading one back checks it against what it
//! says of itself, so a shard cut short, edited or swapped is refused before it is merged.

use super::Tally;
use crate::keys::fnv1a;

/// A shard read back and checked: its tally, its puzzle lines (each ending in a newline) and the
/// seconds it took.
#[derive(Debug, PartialEq)]
pub struct Shard<'a> {
    /// The counts it carries.
    pub tally: Tally,
    /// Its puzzle lines, each ending in a newline.
    pub puzzles: &'a str,
    /// The seconds its enumeration took.
    pub seconds: f64,
}

/// Why a shard's text is not what it says it is.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    /// The first line does not read as counts.
    #[error("its first line is not a shard's counts")]
    Head,
    /// More or fewer puzzle lines than its head says.
    #[error("it holds {found} puzzle lines where its first line says {said}")]
    Lines {
        /// Lines found.
        found: usize,
        /// Lines the head says.
        said: usize,
    },
    /// The lines' checksum is not the head's.
    #[error("its puzzle lines do not match their checksum (the file was changed)")]
    Checksum,
    /// The counts' puzzle total is not the number of lines.
    #[error("its counts say {said} puzzles but it holds {found}")]
    Tally {
        /// Lines found.
        found: usize,
        /// Puzzles the counts say.
        said: u64,
    },
}

/// A shard's text: its head line, then `puzzles` (lines each ending in a newline).
pub fn write(puzzles: &str, tally: &Tally, seconds: f64) -> String {
    let head = Head { tally: tally.clone(), lines: puzzles.lines().count(), checksum: fnv1a(puzzles.as_bytes()), seconds };
    format!("{}\n{puzzles}", head.line())
}

/// Reads a shard's text back, refusing one whose lines do not match its head.
pub fn read(text: &str) -> Result<Shard<'_>, ShardError> {
    let (first, puzzles) = text.split_once('\n').unwrap_or((text, ""));
    let head = Head::parse(first).ok_or(ShardError::Head)?;
    let found = puzzles.lines().count();
    if found != head.lines {
        return Err(ShardError::Lines { found, said: head.lines });
    }
    // Lines end in a newline: a last line without one was cut short.
    if fnv1a(puzzles.as_bytes()) != head.checksum || !(puzzles.is_empty() || puzzles.ends_with('\n')) {
        return Err(ShardError::Checksum);
    }
    if head.tally.minimal != found as u64 {
        return Err(ShardError::Tally { found, said: head.tally.minimal });
    }
    Ok(Shard { tally: head.tally, puzzles, seconds: head.seconds })
}

/// A shard's tally and the seconds it took, from its first line alone (a shard's puzzles can run to
/// megabytes).
pub fn head(first_line: &str) -> Option<(Tally, f64)> {
    Head::parse(first_line).map(|head| (head.tally, head.seconds))
}

/// A shard's first line.
struct Head {
    tally: Tally,
    lines: usize,
    checksum: u64,
    seconds: f64,
}

impl Head {
    /// `# positions P unsearched U solvable S minimal M by-moves a,b,c lines L checksum C seconds T`.
    fn line(&self) -> String {
        let Tally { positions, unsearched, solvable, minimal, by_moves } = &self.tally;
        let by_moves: Vec<String> = by_moves.iter().map(u64::to_string).collect();
        format!(
            "# positions {positions} unsearched {unsearched} solvable {solvable} minimal {minimal} by-moves {} lines {} checksum {:016x} seconds {:.3}",
            by_moves.join(","),
            self.lines,
            self.checksum,
            self.seconds
        )
    }

    fn parse(line: &str) -> Option<Head> {
        let words: Vec<&str> = line.strip_prefix("# ")?.split(' ').collect();
        let [
            "positions",
            positions,
            "unsearched",
            unsearched,
            "solvable",
            solvable,
            "minimal",
            minimal,
            "by-moves",
            by_moves,
            "lines",
            lines,
            "checksum",
            checksum,
            "seconds",
            seconds,
        ] = words.as_slice()
        else {
            return None;
        };
        let by_moves =
            if by_moves.is_empty() { Vec::new() } else { by_moves.split(',').map(|n| n.parse().ok()).collect::<Option<_>>()? };
        let tally = Tally {
            positions: positions.parse().ok()?,
            unsearched: unsearched.parse().ok()?,
            solvable: solvable.parse().ok()?,
            minimal: minimal.parse().ok()?,
            by_moves,
        };
        Some(Head {
            tally,
            lines: lines.parse().ok()?,
            checksum: u64::from_str_radix(checksum, 16).ok()?,
            seconds: seconds.parse().ok()?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tally(minimal: u64) -> Tally {
        Tally { positions: 40, unsearched: 3, solvable: 9, minimal, by_moves: vec![0, 1, minimal - 1] }
    }

    const PUZZLES: &str = "3 ooBoooAABooo..... 12\n7 oCCoooAABooo..... 30\n";

    #[test]
    fn a_shard_reads_back_as_written() {
        let text = write(PUZZLES, &tally(2), 1.25);
        assert_eq!(read(&text), Ok(Shard { tally: tally(2), puzzles: PUZZLES, seconds: 1.25 }));
        assert_eq!(head(text.lines().next().unwrap()), Some((tally(2), 1.25)));
        assert_eq!(read(&write("", &Tally::default(), 0.0)).map(|s| s.puzzles), Ok(""), "an empty shard is a shard");
    }

    #[test]
    fn a_shard_cut_edited_or_miscounted_is_refused() {
        let text = write(PUZZLES, &tally(2), 1.25);
        let cut = &text[..text.len() - 5];
        assert_eq!(read(cut), Err(ShardError::Checksum), "cut inside its last line");
        let (head, _) = text.split_once('\n').unwrap();
        assert_eq!(read(&format!("{head}\n{}", PUZZLES.lines().next().unwrap())), Err(ShardError::Lines { found: 1, said: 2 }));
        assert_eq!(read(&text.replace("oCC", "oDD")), Err(ShardError::Checksum));
        assert_eq!(read(&write(PUZZLES, &tally(3), 1.25)), Err(ShardError::Tally { found: 2, said: 3 }));
        assert_eq!(read("3 ooBoooAABooo..... 12\n"), Err(ShardError::Head));
    }
}
