//! What the game is asked to do at start: the command line on the desktop, the page's address in a
//! browser ([`page_address`]). `main.rs` reads them and builds the app.

#[cfg(any(target_arch = "wasm32", test))]
mod page_address;

use crate::i18n::Language;
use crate::play::solver_task::AnalysisBudget;
use clap::Parser;
use gridlock_core::solver::memory::parse_bytes;
use std::path::PathBuf;

#[derive(Parser, Debug)]
#[command(name = "gridlock", about = "Rush Hour and Klotski sliding-block puzzles", disable_version_flag = true)]
pub struct Options {
    /// Print the version; with --verbose, also the graphics adapters found and the one the game draws with.
    #[arg(short = 'V', long)]
    pub version: bool,
    /// With --version: the graphics adapters too.
    #[arg(long, requires = "version")]
    pub verbose: bool,
    /// Start on this level: an id as `gridlock-cli list` prints it, or a level file.
    #[arg(long, conflicts_with = "board")]
    pub level: Option<String>,
    /// Start on a shared puzzle: its share code, a board string (`BAAC/BAAC/DEEF/DGHF/I..J`, or
    /// Fogleman's 36 characters for 6×6 Rush Hour).
    #[arg(long)]
    pub board: Option<String>,
    /// Open the editor on a share code, a board string, a level id or a level file (with no value: on
    /// an empty 6×6 Rush Hour board).
    #[arg(long, num_args = 0..=1, default_missing_value = "", conflicts_with_all = ["level", "board"])]
    pub edit: Option<String>,
    /// Cycle through the levels playing their optimal solutions.
    #[arg(long)]
    pub demo: bool,
    /// Open the settings window on the first screen (for a screenshot of it, say).
    #[arg(long)]
    pub settings: bool,
    /// Open the About window on the first screen: the version and the licences.
    #[arg(long)]
    pub about: bool,
    /// Open on the level select (on the pack of --level, if given).
    #[arg(long)]
    pub level_select: bool,
    /// Open on the daily puzzles: today's two, the streak and the calendar; with a family
    /// (`rush-hour`, `klotski`), play today's puzzle of it.
    #[arg(long, num_args = 0..=1, value_enum, conflicts_with_all = ["level_select", "stats", "level", "board", "edit"])]
    pub daily: Option<Option<gridlock_core::model::Family>>,
    /// Open on the pack of every 6×6 puzzle, showing the puzzles of MOVES moves (default 20).
    #[arg(long, num_args = 0..=1, value_name = "MOVES", conflicts_with_all = ["level_select", "stats", "daily"])]
    pub every_puzzle: Option<Option<u32>>,
    /// With --every-puzzle, only the puzzles with this many walls (when the database has walls).
    #[arg(long, value_name = "WALLS", requires = "every_puzzle")]
    pub walls: Option<usize>,
    /// Open on the statistics.
    #[arg(long, conflicts_with = "level_select")]
    pub stats: bool,
    /// Take this date (2026-12-04) for today instead of the clock's: its daily puzzles, its streak.
    #[arg(long)]
    pub today: Option<gridlock_core::daily::Date>,
    /// Keep progress in this file instead of the platform's data directory, and the play to resume
    /// beside it in `resume.ron` (also with --screenshot, which otherwise starts from no progress and
    /// saves none).
    #[arg(long)]
    pub progress: Option<PathBuf>,
    /// Memory the background analysis of a level may take, e.g. 4GB (default 1.8GB; 400MB in a
    /// browser). A level whose analysis needs more plays without hints.
    #[arg(long, value_parser = parse_bytes)]
    pub max_memory: Option<usize>,
    /// The interface's language for this run, `en` or `zh-Hans` (default: the one chosen in Settings,
    /// else the system's).
    #[arg(long, value_parser = parse_language)]
    pub lang: Option<Language>,
    /// Finger-sized controls from the start, as after the first touch (a touch laptop, a tablet).
    #[arg(long)]
    pub touch: bool,
    /// Window size, WIDTHxHEIGHT (200 to 8192 pixels each way).
    #[arg(long, default_value = "1280x800", value_parser = parse_size)]
    pub size: (u32, u32),
    /// The developer tools' options: screenshots and the frame benchmark.
    #[cfg(feature = "dev")]
    #[command(flatten)]
    pub dev: crate::dev::DevOptions,
}

impl Options {
    /// The command line. A wrong one ends the program with clap's message.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn read() -> (Options, Vec<IgnoredPair>) {
        (Options::parse(), Vec::new())
    }

    /// The page's query string (`?level=rh-01-first-gear&demo`); what is wrong in it is returned, to be
    /// shown on the page.
    #[cfg(target_arch = "wasm32")]
    pub fn read() -> (Options, Vec<IgnoredPair>) {
        let query = web_sys::window().and_then(|w| w.location().search().ok()).unwrap_or_default();
        page_address::options_from_query(&query)
    }

    /// Whether this run makes a screenshot, which must not depend on (or change) the player's saved
    /// progress and levels.
    pub fn shooting(&self) -> bool {
        #[cfg(feature = "dev")]
        return self.dev.screenshot.is_some();
        #[cfg(not(feature = "dev"))]
        false
    }

    /// One budget for every search the game makes: the analysis, and solving a shared or kept puzzle.
    pub fn budget(&self) -> AnalysisBudget {
        self.max_memory.map_or_else(AnalysisBudget::default, AnalysisBudget)
    }
}

/// A `key=value` of the page's address that was not taken, and clap's reason, in its words.
#[derive(Debug)]
pub struct IgnoredPair {
    pub pair: String,
    pub why: String,
}

/// The window sizes asked for: a graphics adapter refuses a surface past 8192 pixels a side.
const WINDOW_SIDES: std::ops::RangeInclusive<u32> = 200..=8192;

fn parse_size(text: &str) -> Result<(u32, u32), String> {
    let (width, height): (u32, u32) = text
        .split_once('x')
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .ok_or_else(|| "takes WIDTHxHEIGHT, like 1280x800".to_string())?;
    if WINDOW_SIDES.contains(&width) && WINDOW_SIDES.contains(&height) {
        Ok((width, height))
    } else {
        Err(format!("{width}x{height}: each side is {} to {} pixels", WINDOW_SIDES.start(), WINDOW_SIDES.end()))
    }
}

fn parse_language(text: &str) -> Result<Language, String> {
    Language::ALL.into_iter().find(|l| l.tag().eq_ignore_ascii_case(text)).ok_or_else(|| {
        let tags: Vec<&str> = Language::ALL.iter().map(|l| l.tag()).collect();
        format!("the languages are {}", tags.join(", "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_named_by_its_tag() {
        assert_eq!(parse_language("zh-Hans"), Ok(Language::SimplifiedChinese));
        assert_eq!(parse_language("EN"), Ok(Language::English));
        assert_eq!(parse_language("fr"), Err("the languages are en, zh-Hans".into()));
    }

    #[test]
    fn a_window_larger_than_a_graphics_adapter_takes_is_refused() {
        assert_eq!(parse_size("1280x800"), Ok((1280, 800)));
        assert!(parse_size("20000x20000").unwrap_err().contains("200 to 8192 pixels"));
        assert!(parse_size("10x10").is_err());
        assert!(parse_size("huge").unwrap_err().contains("WIDTHxHEIGHT"));
    }
}
