//! The solver in the background: while a level is on screen, its whole cluster is analysed on a thread
//! of its own ([`Background`]: never on the frame, nor on the pool where Bevy compiles its pipelines). The result makes hints, the "moves from solved" meter and
//! optimal replays instant from any position. The analysis finds an optimal solution from the level's
//! start on its way (Rush Hour Plus: after 0.14 of 0.46 s), and hints, replays and the meter follow it
//! while the player stays on it ([`SolutionPath`]) until the cluster comes.
//!
//! One job at a time, for one session generation: the frame the generation changes to another level,
//! the old job is cancelled and dropped before it can be collected, so a result always describes the
//! level on screen; a restart of the same level keeps its analysis. Leaving the playing screen cancels
//! the job.
//!
//! The analysis has a memory budget ([`AnalysisBudget`]); a level whose cluster does not fit is
//! reported as too large to analyse, and plays on without hints. The player can also stop it (the
//! HUD's button). What it finds of the level's optimum settles the catalog's [`Par`]: a level opened
//! from a code or a file is never solved before it is shown, so this is where its optimum is found, or
//! its claim checked.
//!
//! A browser page has one thread, so there the analysis runs in a Web Worker ([`web_worker`]); where no worker can start, it is stepped a slice per frame instead, with
//! the core's steppable search, and the game keeps animating.

mod background;
mod job;
mod wake;
#[cfg(target_arch = "wasm32")]
mod web_worker;

use crate::app_state::Screen;
use crate::catalog::{Catalog, Found, Refuted};
use crate::i18n::tr;
use crate::i18n::{Tr, words};
use crate::play::session::Session;
use crate::player::notices::Notices;
pub use background::Background;
use bevy::prelude::*;
use gridlock_core::cluster::{Cluster, ClusterError};
use gridlock_core::model::Move;
use gridlock_core::solver::{Limits, SolutionPath};
pub use job::{ClusterJob, slice_time};
use std::sync::Arc;
pub use wake::Wake;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<StopAnalysis>()
        .init_resource::<Analysis>()
        .init_resource::<AnalysisBudget>()
        .init_resource::<Wake>()
        .add_systems(
            Update,
            (start_analysis, stop_on_request, collect_analysis)
                .chain()
                .after(crate::app_state::GameSet::Logic)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(Screen::Playing), |mut analysis: ResMut<Analysis>| analysis.cancel());
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, web_worker::warm_up);
}

/// Bytes a level's analysis may take: [`Limits::default`] (about 1.8 GB on the desktop, 400 MB in a
/// browser), or `--max-memory`. Every other search the game makes (solving a shared, kept or drawn
/// puzzle) keeps to it too.
#[derive(Resource, Clone, Copy)]
pub struct AnalysisBudget(pub usize);

impl Default for AnalysisBudget {
    fn default() -> Self {
        AnalysisBudget(Limits::default().max_bytes)
    }
}

impl AnalysisBudget {
    /// The budget as a search's limits.
    pub fn limits(self) -> Limits {
        Limits::with_bytes(self.0)
    }
}

/// What the background solver knows about the current level.
#[derive(Resource, Default)]
pub struct Analysis {
    /// The session generation the cluster (or the pending job) belongs to.
    pub generation: Option<u64>,
    /// The level it analyses (its record key): a restart of the same level keeps the analysis.
    level: Option<String>,
    pub cluster: Option<Arc<Cluster>>,
    /// An optimal solution from the level's start, until the analysis ends.
    path: Option<SolutionPath>,
    /// Why there is no cluster: the level is too large to analyse within the budget (hints, replays
    /// and the meter then stay off; play goes on).
    pub error: Option<ClusterError>,
    job: Option<ClusterJob>,
}

impl Analysis {
    pub fn is_pending(&self) -> bool {
        self.job.is_some()
    }

    /// Whether the pending job is stepped on the frame (see [`ClusterJob::needs_frames`]).
    pub fn needs_frames(&self) -> bool {
        self.job.as_ref().is_some_and(ClusterJob::needs_frames)
    }

    /// Whether the pending job has its answer ready for the next collection.
    pub fn is_ready(&self) -> bool {
        self.job.as_ref().is_some_and(ClusterJob::is_ready)
    }

    /// The cluster, if it belongs to this session.
    pub fn for_session(&self, session: &Session) -> Option<&Cluster> {
        self.cluster.as_deref().filter(|_| self.generation == Some(session.generation()))
    }

    /// The solution from the start, if it belongs to this session (it is dropped when the analysis
    /// ends).
    fn path_for(&self, session: &Session) -> Option<&SolutionPath> {
        self.path.as_ref().filter(|_| self.generation == Some(session.generation()))
    }

    /// Moves left to the goal from the session's position.
    pub fn distance(&self, session: &Session) -> Option<u32> {
        match self.for_session(session) {
            Some(cluster) => cluster.distance(session.key()),
            None => self.path_for(session)?.distance(session.rules(), session.key()),
        }
    }

    /// The next optimal move from the session's position (not from the level's start).
    pub fn hint(&self, session: &Session) -> Option<Move> {
        match self.for_session(session) {
            Some(cluster) => cluster.best_moves(session.rules(), session.positions()).into_iter().next(),
            None => self.solution(session)?.into_iter().next(),
        }
    }

    /// An optimal solution from the session's position.
    pub fn solution(&self, session: &Session) -> Option<Vec<Move>> {
        match self.for_session(session) {
            Some(cluster) => cluster.solution_from(session.rules(), session.positions()),
            None => self.path_for(session)?.moves_from(session.rules(), session.positions()),
        }
    }

    /// Cancels the running analysis, if any, and forgets the last result.
    pub fn cancel(&mut self) {
        *self = Analysis::default();
    }

    /// Stops the running analysis at the player's word: the level plays on without hints, and its
    /// analysis is not started again until the level is left.
    pub fn stop(&mut self) {
        if self.job.take().is_some() {
            self.path = None;
            self.error = Some(ClusterError::Cancelled);
        }
    }
}

fn start_analysis(session: Res<Session>, budget: Res<AnalysisBudget>, wake: Res<Wake>, mut analysis: ResMut<Analysis>) {
    if analysis.generation == Some(session.generation()) {
        return;
    }
    // The same level restarted: its cluster (or the job computing it) still holds.
    if analysis.generation.is_some() && analysis.level.as_deref() == Some(session.record_key()) {
        analysis.generation = Some(session.generation());
        return;
    }
    analysis.cancel();
    analysis.generation = Some(session.generation());
    analysis.level = Some(session.record_key().to_string());
    analysis.job = Some(ClusterJob::start(session.rules().clone(), session.level().optimum.metric, budget.0, &wake));
}

/// The player asks to stop the analysis of the level on screen (the HUD's button).
#[derive(Message, Clone, Copy, Debug)]
pub struct StopAnalysis;

fn stop_on_request(mut asked: MessageReader<StopAnalysis>, mut analysis: ResMut<Analysis>) {
    if asked.read().count() > 0 {
        analysis.stop();
    }
}

fn collect_analysis(
    time: Res<Time>,
    session: Res<Session>,
    mut analysis: ResMut<Analysis>,
    mut catalog: ResMut<Catalog>,
    mut notices: ResMut<Notices>,
    tr: Res<Tr>,
) {
    // Called once for the solution and once for the end of the analysis, never every frame.
    let mut settle = |found: Found| {
        let Some(Refuted { claimed, found }) = catalog.settle(session.index(), found) else { return };
        let level = session.level();
        let (name, claimed) = (words::level_name(&tr, level), words::count(&tr, level.optimum.metric, claimed));
        let text = match found {
            Some(found) => tr!(tr, "optimum-refuted", name = name, claimed = claimed, found = found),
            None => tr!(tr, "optimum-unsolvable", name = name, claimed = claimed),
        };
        notices.post(&tr!(tr, "notice-optimum"), text);
    };
    if let Some(moves) = analysis.job.as_mut().and_then(ClusterJob::poll_solution) {
        // Hints, replays and the meter work from the start from here on.
        info!("solution ready: {} moves", moves.len());
        let (start, metric) = (session.level().board.positions(), session.level().optimum.metric);
        let path = SolutionPath::new(session.rules(), &start, &moves, metric);
        // A solution from the start is on its own path: its length there is the optimum.
        if let Some(optimum) = path.distance(session.rules(), session.rules().start_key()) {
            settle(Found::Optimum(optimum));
        }
        analysis.path = Some(path);
    }
    let Some(result) = analysis.job.as_mut().and_then(|job| job.poll(slice_time(&time))) else { return };
    analysis.job = None;
    // The cluster answers from everywhere now; a level too large for it has no hints at all, as the
    // screen says.
    analysis.path = None;
    match result {
        // The browser test times the analysis by this line.
        Ok(cluster) => {
            info!("analysis ready: {} states", cluster.len());
            settle(cluster.distance(session.rules().start_key()).map_or(Found::NoSolution, Found::Optimum));
            analysis.cluster = Some(Arc::new(cluster));
        }
        Err(e) => {
            settle(Found::TooLarge);
            analysis.error = Some(e);
        }
    }
}
