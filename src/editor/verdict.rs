//! The editor's live verdict on its draft: the loader's message while it is wrong, else the optimum,
//! the cluster's size and its hardest start, from a cluster analysis in the background.

use super::Editor;
use crate::solver_task::{AnalysisBudget, ClusterJob, Wake, slice_time};
use bevy::prelude::*;
use gridlock_core::model::{Metric, Pos};
use gridlock_core::notation::share_code;
use gridlock_core::rules::Rules;
use std::sync::Arc;

/// What the editor knows of its draft.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Not a puzzle yet: the loader's (or the solver's) reason.
    Invalid(String),
    Analysing,
    Solvable {
        moves: u32,
        /// Positions reachable from the draft's.
        cluster: usize,
        /// The cluster's hardest position and its optimum.
        hardest: (Vec<Pos>, u32),
    },
    Unsolvable {
        cluster: usize,
    },
    /// The analysis passed its memory budget; the reason, with the figures.
    TooLarge(String),
}

/// Starts the analysis of each new revision of the draft (dropping the one before) and takes its answer.
pub(super) fn analyse_draft(mut editor: ResMut<Editor>, budget: Res<AnalysisBudget>, wake: Res<Wake>, time: Res<Time>) {
    let editor = &mut *editor;
    let revision = editor.editing.revision();
    if editor.judged != Some(revision) {
        editor.judged = Some(revision);
        editor.job = None;
        let board = editor.draft().board();
        editor.share_code = board.as_ref().ok().and_then(|board| share_code(board).ok());
        editor.verdict = match board.map_err(|e| e.to_string()) {
            Err(why) => Verdict::Invalid(why),
            Ok(board) => match Rules::new(&board) {
                Err(e) => Verdict::Invalid(e.to_string()),
                Ok(rules) => {
                    let rules = Arc::new(rules);
                    editor.job = Some((rules.clone(), ClusterJob::start(rules, Metric::Moves, budget.0, &wake)));
                    Verdict::Analysing
                }
            },
        };
    }
    let Some((rules, job)) = editor.job.as_mut() else { return };
    let Some(result) = job.poll(slice_time(&time)) else { return };
    editor.verdict = match result {
        Err(e) => Verdict::TooLarge(e.to_string()),
        Ok(cluster) => match cluster.distance(rules.start_key()) {
            None => Verdict::Unsolvable { cluster: cluster.len() },
            Some(moves) => {
                let (key, hardest) = cluster.hardest().expect("a solvable cluster has a hardest state");
                Verdict::Solvable { moves, cluster: cluster.len(), hardest: (rules.layout_of(key), hardest) }
            }
        },
    };
    editor.job = None;
    // The browser test follows the editor by this line.
    match &editor.verdict {
        Verdict::Solvable { moves, cluster, .. } => info!("editor: {moves} moves, {cluster} states"),
        other => info!("editor: {other:?}"),
    }
}
