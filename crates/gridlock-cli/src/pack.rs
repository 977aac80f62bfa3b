//! `pack`: generated Rush Hour levels made into a pack — one per cluster, ordered by difficulty score,
//! split by rank into tiers of equal size, renamed `PREFIX-TIER-NNN` with names to match, and written
//! into a folder.

use super::Failure;
use gridlock_core::generator::Difficulty;
use gridlock_core::level::{Level, Tier, level_paths};
use gridlock_core::solver::Limits;
use rayon::prelude::*;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(clap::Args)]
pub struct Args {
    /// Level files or folders of them.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// The tiers to split into, easiest first (equal shares by rank), each once.
    #[arg(long, value_enum, value_delimiter = ',', default_value = "beginner,intermediate,advanced,expert")]
    tiers: Vec<Tier>,
    /// The start of every id, e.g. rh6: letters, digits and dashes, as level ids are.
    #[arg(long, value_parser = parse_prefix)]
    prefix: String,
    #[arg(long)]
    out: PathBuf,
}

/// An id's start: it names files inside `--out`, so nothing that could lead out of it.
fn parse_prefix(text: &str) -> Result<String, String> {
    let fits = !text.is_empty() && text.len() <= 32 && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if fits { Ok(text.to_string()) } else { Err(format!("`{text}`: a prefix is 1 to 32 letters, digits and dashes")) }
}

pub fn run(args: &Args) -> Result<ExitCode, Failure> {
    if let Some(twice) = args.tiers.iter().enumerate().find_map(|(i, tier)| args.tiers[..i].contains(tier).then_some(tier)) {
        return Err(format!("--tiers names {twice} twice; each tier is one share of the pack"));
    }
    let paths = level_paths(&args.inputs).map_err(|e| e.to_string())?;
    let levels: Vec<Level> = paths.iter().map(|p| Level::load(p).map_err(|e| e.to_string())).collect::<Result<_, _>>()?;
    let budget = Limits::default().max_bytes / rayon::current_num_threads();
    let analysed: Vec<(f64, String, Level)> = levels
        .into_par_iter()
        .map(|level| match Difficulty::of_board(&level.board, budget) {
            Some((d, cluster)) => Ok((d.score, cluster, level)),
            None => Err(format!("{}: could not be analysed", level.id)),
        })
        .collect::<Result<_, _>>()?;
    // Two levels of one cluster are one puzzle: keep the first.
    let mut clusters = std::collections::HashMap::new();
    let mut scored = Vec::new();
    for (score, cluster, level) in analysed {
        match clusters.get(&cluster) {
            Some(kept) => eprintln!("{}: left out, the same cluster as {kept}", level.id),
            None => {
                clusters.insert(cluster, level.id.clone());
                scored.push((score, level));
            }
        }
    }
    scored.sort_by(|a, b| a.0.total_cmp(&b.0).then_with(|| a.1.id.cmp(&b.1.id)));
    std::fs::create_dir_all(&args.out).map_err(|e| format!("{}: {e}", args.out.display()))?;
    let total = scored.len();
    let (mut previous, mut number) = (None, 0);
    for (rank, (score, mut level)) in scored.into_iter().enumerate() {
        // Shares as equal as whole levels allow.
        let tier = args.tiers[rank * args.tiers.len() / total];
        number = if previous == Some(tier) { number + 1 } else { 1 };
        previous = Some(tier);
        let tier_name = tier.to_string().to_lowercase();
        level.id = format!("{}-{tier_name}-{number:03}", args.prefix);
        // The level select and the HUD name the pack: within it, the tier and number say it all.
        level.name = format!("{tier} {number}");
        level.tier = tier;
        level.save(&args.out.join(format!("{}.ron", level.id))).map_err(|e| e.to_string())?;
        out!("{}\t{tier}\t{score:.1}", level.id);
    }
    Ok(ExitCode::SUCCESS)
}
