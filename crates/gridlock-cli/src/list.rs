//! `list`: one tab-separated line per level file; a file that does not load is reported and skipped.

use super::Failure;
use gridlock_core::level::{Level, level_paths};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Level files or folders of them.
    #[arg(required = true)]
    dirs: Vec<PathBuf>,
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    let mut failed = false;
    for path in level_paths(&args.dirs).map_err(|e| e.to_string())? {
        match Level::load(&path) {
            Ok(l) => out!(
                "{}\t{}\t{}x{}\t{}\t{}\t{}",
                l.id,
                l.board.family(),
                l.board.width(),
                l.board.height(),
                l.tier,
                l.optimum.count,
                l.optimum.metric
            ),
            Err(e) => {
                failed = true;
                eprintln!("{e}");
            }
        }
    }
    Ok(if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS })
}
