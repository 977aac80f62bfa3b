//! Level files: RON under `levels/`, one puzzle each, with its tier and claimed optimum. Loading
//! reports syntax errors with file, line and column and rule violations naming the piece.

use super::files::{self, FileError};
use super::model::{Board, BoardError, Exit, Family, Metric, Piece, Pos};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::path::{Path, PathBuf};

/// Difficulty tiers, easiest first; level select groups levels by them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "clap", derive(clap::ValueEnum))]
pub enum Tier {
    /// The first tier.
    Beginner,
    /// The second tier.
    Intermediate,
    /// The third tier.
    Advanced,
    /// The hardest tier.
    Expert,
}

impl Tier {
    /// Every tier, easiest first.
    pub const ALL: [Tier; 4] = [Tier::Beginner, Tier::Intermediate, Tier::Advanced, Tier::Expert];
}

impl fmt::Display for Tier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// The optimal solution length a level claims, and the metric it is counted in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Optimum {
    /// The metric it is counted in.
    pub metric: Metric,
    /// The optimal count.
    pub count: u32,
}

/// A level file exactly as written on disk. Errors call it a `level`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, rename = "level")]
pub struct LevelFile {
    /// The level's name (in English, or pinyin for the classics).
    pub name: String,
    /// The name in the puzzle's own script, for the classics: `横刀立马`.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub native_name: String,
    /// Rush Hour or Klotski.
    pub family: Family,
    /// Its tier.
    pub tier: Tier,
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// Where the target leaves.
    pub exit: Exit,
    /// The optimum it claims, in its own metric.
    pub optimum: Optimum,
    /// The optimum in other metrics, where the level states them (`verify` checks each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub other_optima: Vec<Optimum>,
    /// The pieces, the target (`A`) among them.
    pub pieces: Vec<Piece>,
    /// Walls, one cell each.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub walls: Vec<Pos>,
}

/// A loaded, validated level.
#[derive(Clone, Debug, PartialEq)]
pub struct Level {
    /// The file stem: `levels/rh-01-first-steps.ron` has the id `rh-01-first-steps`.
    pub id: String,
    /// The level's name.
    pub name: String,
    /// The name in the puzzle's own script, if it has one.
    pub native_name: Option<String>,
    /// Its tier.
    pub tier: Tier,
    /// The optimum in the level's own metric: stars and the HUD count in it.
    pub optimum: Optimum,
    /// The optimum in other metrics, where the level states them.
    pub other_optima: Vec<Optimum>,
    /// The validated board.
    pub board: Board,
}

/// What went wrong loading a level, always naming the file.
#[derive(Debug, thiserror::Error)]
pub enum LevelError {
    /// The file could not be read.
    #[error("{path}: cannot read: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The system's error.
        source: std::io::Error,
    },
    /// Not a level in RON, at a line and column.
    #[error("{path}:{line}:{col}: {message}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// The line, from 1.
        line: usize,
        /// The column, from 1.
        col: usize,
        /// RON's message.
        message: String,
    },
    /// A level that breaks a board rule.
    #[error("{path}: {source}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// The rule broken.
        source: BoardError,
    },
    /// The file could not be written.
    #[error("{path}: cannot write: {message}")]
    Write {
        /// The file.
        path: PathBuf,
        /// Why.
        message: String,
    },
    /// Larger than a level file may be.
    #[error("{path}: the file is {size} bytes; a level file is at most {MAX_LEVEL_BYTES} bytes")]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size in bytes.
        size: u64,
    },
    /// Not a file to read (a folder, a pipe, a device) or not one to write over.
    #[error(transparent)]
    File(FileError),
}

impl From<FileError> for LevelError {
    /// A file's refusal in a level's words: sizes and bytes as the level loader has always said them.
    fn from(error: FileError) -> LevelError {
        match error {
            FileError::TooLarge { path, size, .. } => LevelError::TooLarge { path, size },
            FileError::NotText { path, line, col, byte } => {
                let message = format!("not UTF-8 text (byte 0x{byte:02X}); a level file is UTF-8");
                LevelError::Syntax { path, line, col, message }
            }
            FileError::Io { path, source } => LevelError::Io { path, source },
            other => LevelError::File(other),
        }
    }
}

/// The largest level file read. The largest board (8×8, 64 one-cell pieces) takes about 6 kB; a
/// larger file is not a level, and is refused before it is read.
pub const MAX_LEVEL_BYTES: u64 = 64 * 1024;

impl Level {
    /// Parses level text; `path` names the source in errors and gives the id.
    pub fn parse(text: &str, path: &Path) -> Result<Level, LevelError> {
        if text.trim().is_empty() {
            let message = "the file is empty; a level is a RON struct `(name: …, family: …, …)`".to_string();
            return Err(LevelError::Syntax { path: path.to_path_buf(), line: 1, col: 1, message });
        }
        let file: LevelFile = ron::from_str(text).map_err(|e| LevelError::Syntax {
            path: path.to_path_buf(),
            line: e.span.start.line,
            col: e.span.start.col,
            message: e.code.to_string(),
        })?;
        Level::from_file_at(file, path)
    }

    /// The level `file` describes once its board is validated, its id (the file stem) and any error
    /// taken from `path`: for a level read from a file in another form (the game embeds its levels as
    /// JSON).
    pub fn from_file_at(file: LevelFile, path: &Path) -> Result<Level, LevelError> {
        let id = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        Level::from_file(id, file).map_err(|source| LevelError::Invalid { path: path.to_path_buf(), source })
    }

    /// The level `file` describes, under `id`, once its board is validated.
    pub fn from_file(id: String, file: LevelFile) -> Result<Level, BoardError> {
        let board = Board::new(file.family, file.width, file.height, file.pieces, file.walls, file.exit)?;
        Ok(Level {
            id,
            name: file.name,
            native_name: Some(file.native_name).filter(|n| !n.is_empty()),
            tier: file.tier,
            optimum: file.optimum,
            other_optima: file.other_optima,
            board,
        })
    }

    /// A level with its optimum in one metric, named but not yet given an id, a tier or other optima.
    pub fn new(name: &str, optimum: Optimum, board: Board) -> Level {
        let (id, native_name, other_optima) = (String::new(), None, Vec::new());
        Level { id, name: name.to_string(), native_name, tier: Tier::Beginner, optimum, other_optima, board }
    }

    /// Every optimum the level states, its own metric first.
    pub fn optima(&self) -> impl Iterator<Item = Optimum> + '_ {
        std::iter::once(self.optimum).chain(self.other_optima.iter().copied())
    }

    /// The name as shown to players: `横刀立马 · Heng Dao Li Ma (…)` for a classic, else the name.
    pub fn display_name(&self) -> String {
        match &self.native_name {
            Some(native) => format!("{native} · {}", self.name),
            None => self.name.clone(),
        }
    }

    /// Reads and parses a level file of at most [`MAX_LEVEL_BYTES`] (through [`files::read_text`]: a
    /// regular file only, a byte-order mark and CRLF line ends as editors write them).
    pub fn load(path: &Path) -> Result<Level, LevelError> {
        Level::parse(&files::read_text(path, MAX_LEVEL_BYTES, "a level file")?, path)
    }

    /// The level as a file to write (its metrics and names as it states them).
    pub fn to_file(&self) -> LevelFile {
        let b = &self.board;
        LevelFile {
            name: self.name.clone(),
            native_name: self.native_name.clone().unwrap_or_default(),
            family: b.family(),
            tier: self.tier,
            width: b.width(),
            height: b.height(),
            exit: b.exit(),
            optimum: self.optimum,
            other_optima: self.other_optima.clone(),
            pieces: b.pieces().to_vec(),
            walls: b.walls().to_vec(),
        }
    }

    /// The level as RON text, in the layout the shipped levels use: one field per line, one piece per line.
    pub fn to_ron(&self) -> String {
        let f = self.to_file();
        let mut out = String::from("(\n");
        let native_name = (!f.native_name.is_empty()).then(|| ("native_name", ron_value(&f.native_name)));
        let other_optima = (!f.other_optima.is_empty()).then(|| ("other_optima", ron_list(&f.other_optima)));
        for (name, v) in [
            Some(("name", ron_value(&f.name))),
            native_name,
            Some(("family", ron_value(&f.family))),
            Some(("tier", ron_value(&f.tier))),
            Some(("width", ron_value(&f.width))),
            Some(("height", ron_value(&f.height))),
            Some(("exit", ron_value(&f.exit))),
            Some(("optimum", ron_value(&f.optimum))),
            other_optima,
        ]
        .into_iter()
        .flatten()
        {
            out += &format!("    {name}: {v},\n");
        }
        out += "    pieces: [\n";
        for piece in &f.pieces {
            out += &format!("        {},\n", ron_value(piece));
        }
        out += "    ],\n";
        if !f.walls.is_empty() {
            out += &format!("    walls: {},\n", ron_list(&f.walls));
        }
        out + ")\n"
    }

    /// Writes the level atomically ([`files::write_atomically`]), once the text is known to load back as
    /// this level: a level the game or `verify` would refuse is never written.
    pub fn save(&self, path: &Path) -> Result<(), LevelError> {
        let text = self.to_ron();
        let refused = |message: String| LevelError::Write { path: path.to_path_buf(), message };
        if text.len() as u64 > MAX_LEVEL_BYTES {
            return Err(refused(format!("the level would be {} bytes; a level file is at most {MAX_LEVEL_BYTES}", text.len())));
        }
        match Level::parse(&text, path) {
            Ok(back) if back.same_puzzle_and_words(self) => {}
            Ok(_) => return Err(refused("the level would not read back as itself".into())),
            Err(e) => return Err(refused(format!("the level would not load: {e}"))),
        }
        files::write_atomically(path, text.as_bytes()).map_err(|e| match e {
            FileError::Io { source, .. } => refused(source.to_string()),
            other => LevelError::File(other),
        })
    }

    /// Everything a level file holds (its id comes from the file's name).
    fn same_puzzle_and_words(&self, other: &Level) -> bool {
        (&self.name, &self.native_name, self.tier, self.optimum, &self.other_optima, &self.board)
            == (&other.name, &other.native_name, other.tier, other.optimum, &other.other_optima, &other.board)
    }
}

/// One value as compact RON: `(x: 1, y: 2)`.
fn ron_value<T: Serialize>(value: &T) -> String {
    let compact = ron::ser::PrettyConfig::new().compact_structs(true);
    ron::ser::to_string_pretty(value, compact).expect("level values always serialise")
}

/// A list on one line: `[(x: 1, y: 2), (x: 3, y: 0)]`.
fn ron_list<T: Serialize>(values: &[T]) -> String {
    format!("[{}]", values.iter().map(ron_value).collect::<Vec<_>>().join(", "))
}

/// Every `.ron` file under the given files and folders, sorted by path ([`files::walk`]: no symbolic
/// link to a folder is followed, so a link loop cannot make it endless).
pub fn level_paths(roots: &[PathBuf]) -> Result<Vec<PathBuf>, LevelError> {
    Ok(files::walk(roots, "ron")?)
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = r#"(
    name: "Tiny",
    family: RushHour,
    tier: Beginner,
    width: 4,
    height: 3,
    exit: (side: Right, offset: 1),
    optimum: (metric: Moves, count: 2),
    pieces: [
        (label: 'A', at: (x: 0, y: 1), size: (2, 1), movement: Horizontal),
        (label: 'B', at: (x: 2, y: 0), size: (1, 2), movement: Vertical),
    ],
)"#;

    #[test]
    fn a_level_round_trips_through_ron() {
        let level = Level::parse(GOOD, Path::new("levels/tiny.ron")).unwrap();
        assert_eq!(level.id, "tiny");
        let again = Level::parse(&level.to_ron(), Path::new("tiny.ron")).unwrap();
        assert_eq!(again, level);
    }

    #[test]
    fn a_native_name_and_other_optima_round_trip() {
        let classic = GOOD
            .replace("    family:", "    native_name: \"小\",\n    family:")
            .replace("    pieces:", "    other_optima: [(metric: Steps, count: 3)],\n    pieces:");
        let level = Level::parse(&classic, Path::new("tiny.ron")).unwrap();
        assert_eq!(level.display_name(), "小 · Tiny");
        let metrics: Vec<_> = level.optima().map(|o| (o.metric, o.count)).collect();
        assert_eq!(metrics, [(Metric::Moves, 2), (Metric::Steps, 3)]);
        assert_eq!(level.to_ron(), classic.trim_start_matches('\n').to_string() + "\n");
    }

    #[test]
    fn syntax_errors_name_file_line_and_column() {
        let broken = GOOD.replace("width: 4,", "width: four,");
        let err = Level::parse(&broken, Path::new("levels/tiny.ron")).unwrap_err().to_string();
        assert!(err.starts_with("levels/tiny.ron:5:12: "), "{err}");
    }

    #[test]
    fn unknown_fields_are_refused_where_they_stand() {
        let misspelt = GOOD.replace("width: 4,", "width: 4,\n    wals: [],");
        let err = Level::parse(&misspelt, Path::new("t.ron")).unwrap_err().to_string();
        assert!(err.starts_with("t.ron:6:") && err.contains("wals"), "{err}");
        let extra = GOOD.replace("movement: Vertical)", "movement: Vertical, colour: Red)");
        let err = Level::parse(&extra, Path::new("t.ron")).unwrap_err().to_string();
        assert!(err.starts_with("t.ron:11:") && err.contains("colour"), "{err}");
    }

    #[test]
    fn an_oversized_file_is_refused_unread() {
        let path = std::env::temp_dir().join(format!("gridlock-huge-{}.ron", std::process::id()));
        std::fs::write(&path, GOOD.to_string() + &" ".repeat(MAX_LEVEL_BYTES as usize)).unwrap();
        let err = Level::load(&path).unwrap_err();
        std::fs::remove_file(&path).unwrap();
        assert!(matches!(err, LevelError::TooLarge { .. }), "{err}");
        assert!(err.to_string().ends_with(&format!("a level file is at most {MAX_LEVEL_BYTES} bytes")), "{err}");
    }

    #[test]
    fn rule_errors_name_the_piece() {
        let overlapping = GOOD.replace("at: (x: 2, y: 0)", "at: (x: 1, y: 0)");
        let err = Level::parse(&overlapping, Path::new("t.ron")).unwrap_err().to_string();
        assert_eq!(err, "t.ron: piece 'B' overlaps piece 'A'");
        let no_target = GOOD.replace("label: 'A'", "label: 'C'");
        let err = Level::parse(&no_target, Path::new("t.ron")).unwrap_err().to_string();
        assert_eq!(err, "t.ron: there is no target piece (label 'A')");
    }
}
