//! The solver in the background: whenever a level starts, its whole cluster is analysed on the async
//! compute pool (never on the frame). The result makes hints, the "moves from solved" meter and
//! optimal replays instant from any position. A result for an older level is thrown away, and
//! leaving a level cancels its analysis.
//!
//! In a browser there is one thread (the pool runs tasks on it), so there the analysis is stepped a
//! slice per frame instead, with the core's steppable search, and the game keeps animating.

use super::session::{LevelStarted, Session};
use crate::core::cluster::{Cluster, ClusterError, ClusterSearch};
use crate::core::model::Move;
use crate::core::rules::Rules;
use crate::core::solver::Limits;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Largest cluster the game analyses (the shipped levels have at most a few hundred thousand states).
const MAX_STATES: usize = 20_000_000;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .add_systems(Update, (start_analysis, collect_analysis).chain().after(super::GameSet::Logic))
        .add_systems(OnExit(super::Screen::Playing), |mut analysis: ResMut<Analysis>| analysis.cancel());
}

/// What the background solver knows about the current level.
#[derive(Resource, Default)]
pub struct Analysis {
    /// The session generation the cluster (or the pending task) belongs to.
    pub generation: Option<u64>,
    pub cluster: Option<Arc<Cluster>>,
    pub error: Option<String>,
    task: Option<Job>,
    cancel: Arc<AtomicBool>,
}

/// A running analysis, tagged with the session generation it belongs to.
enum Job {
    /// On the async compute pool (desktop).
    Task(Task<(u64, Result<Cluster, ClusterError>)>),
    /// Stepped a slice per frame on the main thread (browser).
    Sliced { generation: u64, rules: Arc<Rules>, search: Box<ClusterSearch> },
}

/// States a browser frame may expand: a few milliseconds of work.
const SLICE: usize = 6_000;

impl Job {
    fn start(rules: Arc<Rules>, generation: u64, metric: crate::core::model::Metric, cancel: Arc<AtomicBool>) -> Job {
        let start = rules.board().positions();
        if cfg!(target_arch = "wasm32") {
            let search = Box::new(ClusterSearch::new(&rules, &start, metric, MAX_STATES));
            return Job::Sliced { generation, rules, search };
        }
        Job::Task(AsyncComputeTaskPool::get().spawn(async move {
            let limits = Limits { max_states: MAX_STATES, cancel: Some(cancel) };
            (generation, Cluster::explore(&rules, &start, metric, &limits))
        }))
    }

    /// The result, once there is one.
    fn poll(&mut self) -> Option<(u64, Result<Cluster, ClusterError>)> {
        match self {
            Job::Task(task) => check_ready(task),
            Job::Sliced { generation, rules, search } => search.step(rules, SLICE).map(|done| (*generation, done)),
        }
    }
}

impl Analysis {
    pub fn is_pending(&self) -> bool {
        self.task.is_some()
    }

    /// The cluster, if it belongs to this session.
    pub fn for_session(&self, session: &Session) -> Option<&Cluster> {
        self.cluster.as_deref().filter(|_| self.generation == Some(session.generation))
    }

    /// Moves left to the goal from the session's position.
    pub fn distance(&self, session: &Session) -> Option<u32> {
        self.for_session(session)?.distance(session.key())
    }

    /// The next optimal move from the session's position (not from the level's start).
    pub fn hint(&self, session: &Session) -> Option<Move> {
        self.for_session(session)?.best_moves(&session.rules, &session.positions).into_iter().next()
    }

    /// Cancels the running analysis, if any.
    pub fn cancel(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
        self.task = None;
        self.cluster = None;
        self.generation = None;
    }
}

fn start_analysis(mut started: MessageReader<LevelStarted>, session: Res<Session>, mut analysis: ResMut<Analysis>) {
    let fresh = analysis.generation.is_none() && analysis.task.is_none();
    if started.read().count() == 0 && !fresh {
        return;
    }
    if analysis.generation == Some(session.generation) {
        return;
    }
    analysis.cancel();
    let cancel = Arc::new(AtomicBool::new(false));
    analysis.cancel = cancel.clone();
    analysis.generation = Some(session.generation);
    analysis.error = None;
    analysis.task = Some(Job::start(session.rules.clone(), session.generation, session.level.optimum.metric, cancel));
}

fn collect_analysis(mut analysis: ResMut<Analysis>, session: Res<Session>) {
    let Some(task) = analysis.task.as_mut() else { return };
    let Some((generation, result)) = task.poll() else { return };
    analysis.task = None;
    if generation != session.generation {
        // Stale: the player moved on to another level while this was running.
        return;
    }
    match result {
        Ok(cluster) => analysis.cluster = Some(Arc::new(cluster)),
        Err(e) => analysis.error = Some(e.to_string()),
    }
}
