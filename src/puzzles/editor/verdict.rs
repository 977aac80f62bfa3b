//! The editor's live verdict on its draft: the loader's message while it is wrong, else the optimum,
//! the cluster's size and its hardest start, from a cluster analysis in the background.

use super::Editor;
use crate::i18n::{Tr, errors};
use crate::play::solver_task::{AnalysisBudget, ClusterJob, Wake, slice_time};
use bevy::prelude::*;
use gridlock_core::cluster::ClusterError;
use gridlock_core::model::{BoardError, Metric, Pos};
use gridlock_core::notation::share_code;
use gridlock_core::rules::{Rules, TooManyPieces};
use std::sync::Arc;

/// What the editor knows of its draft.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Not a puzzle yet: the loader's (or the solver's) reason.
    Invalid(Invalid),
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
    TooLarge(ClusterError),
}

/// Why a draft is not a puzzle yet.
#[derive(Clone, Debug, PartialEq)]
pub enum Invalid {
    /// The board breaks a rule of its family.
    Board(BoardError),
    /// The board is valid but too large for the solver's 64-bit states.
    TooManyPieces(TooManyPieces),
}

impl Invalid {
    /// The reason in the player's language.
    pub fn words(&self, tr: &Tr) -> String {
        match self {
            Invalid::Board(e) => errors::board_error(tr, e),
            Invalid::TooManyPieces(e) => errors::too_many_pieces(tr, e),
        }
    }
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
        editor.verdict = match board {
            Err(e) => Verdict::Invalid(Invalid::Board(e)),
            Ok(board) => match Rules::new(&board) {
                Err(e) => Verdict::Invalid(Invalid::TooManyPieces(e)),
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
        Err(e) => Verdict::TooLarge(e),
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
