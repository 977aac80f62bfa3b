//! The solver in the background: while a level is on screen, its whole cluster is analysed on the
//! async compute pool (never on the frame). The result makes hints, the "moves from solved" meter and
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
//! reported as too large to analyse, and plays on without hints.
//!
//! In a browser the pool runs tasks on the page's one thread, so there the analysis runs in a Web
//! Worker ([`web_worker`]); where no worker can start, it is stepped a slice per frame instead, with
//! the core's steppable search, and the game keeps animating.

mod wake;
#[cfg(target_arch = "wasm32")]
mod web_worker;

use super::Screen;
use super::session::Session;
use crate::core::cluster::{Cluster, ClusterError, ClusterSearch};
use crate::core::model::{Metric, Move};
use crate::core::rules::Rules;
use crate::core::solver::{Limits, SolutionPath};
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
pub use wake::Wake;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Analysis>()
        .init_resource::<AnalysisBudget>()
        .init_resource::<Wake>()
        .add_systems(
            Update,
            (start_analysis, collect_analysis).chain().after(super::GameSet::Logic).run_if(in_state(Screen::Playing)),
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

/// A running cluster analysis — of the level played here, of the draft in the editor. Dropping it
/// cancels it.
pub struct ClusterJob {
    work: Work,
    /// Where the task leaves the solution from the start it finds on its way, until polled (on the
    /// desktop; a worker sends it in a message, a sliced search keeps it).
    solution: Arc<Mutex<Option<Vec<Move>>>>,
    cancel: Arc<AtomicBool>,
}

/// Where the desktop task leaves its answer before it wakes the loop (a task is seen finished only
/// after its last line, which may be after the woken frame).
type Answer = Arc<Mutex<Option<Result<Cluster, ClusterError>>>>;

enum Work {
    /// On the async compute pool (desktop). Dropped with the job, a task not started yet never starts;
    /// a running one gives up at the cancel flag.
    Task { answer: Answer, _task: Task<()> },
    /// In a Web Worker (browser); the rules and budget are kept to go on sliced if the worker fails.
    #[cfg(target_arch = "wasm32")]
    Worker { job: web_worker::WorkerJob, rules: Arc<Rules>, metric: Metric, max_bytes: usize },
    /// Stepped a slice per frame on the main thread (browser, where no worker could start).
    Sliced { rules: Arc<Rules>, search: Box<ClusterSearch> },
}

/// States expanded between two looks at the clock.
const SLICE: usize = 2_000;
/// The share of each browser frame's time the analysis may take, and the bounds on it: on a slow
/// (software-rendered) page the frames are long and the analysis takes a long slice of each, on a fast
/// one a short slice of many — either way about the same wall time to the answer.
const FRAME_SHARE: f32 = 0.3;
const MIN_SLICE_TIME: Duration = Duration::from_millis(4);
const MAX_SLICE_TIME: Duration = Duration::from_millis(200);

impl ClusterJob {
    /// Starts analysing the cluster of the rules' start position, within `max_bytes`; `wake` is
    /// called when a solution or the answer comes.
    pub fn start(rules: Arc<Rules>, metric: Metric, max_bytes: usize, wake: &Wake) -> ClusterJob {
        let cancel = Arc::new(AtomicBool::new(false));
        let solution = Arc::default();
        if cfg!(target_arch = "wasm32") {
            return ClusterJob { work: in_browser(rules, metric, max_bytes, wake), solution, cancel };
        }
        let limits = Limits { max_bytes, cancel: Some(cancel.clone()), ..Limits::default() };
        let (found, answer, wake) = (Arc::clone(&solution), Answer::default(), wake.clone());
        let answered = Arc::clone(&answer);
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let result = Cluster::explore_telling(&rules, &rules.board().positions(), metric, &limits, |moves| {
                *found.lock().expect("nothing panics holding it") = Some(moves);
                wake.call();
            });
            *answered.lock().expect("nothing panics holding it") = Some(result);
            wake.call();
        });
        ClusterJob { work: Work::Task { answer, _task: task }, solution, cancel }
    }

    /// Whether the job advances only as it is polled, so the game must keep drawing frames for it.
    pub fn needs_frames(&self) -> bool {
        matches!(self.work, Work::Sliced { .. })
    }

    /// An optimal solution from the start, once the analysis has found one, and only once.
    pub fn poll_solution(&mut self) -> Option<Vec<Move>> {
        match &mut self.work {
            Work::Task { .. } => self.solution.lock().expect("nothing panics holding it").take(),
            #[cfg(target_arch = "wasm32")]
            Work::Worker { job, rules, metric, .. } => job.poll_solution(rules, *metric),
            Work::Sliced { rules, search } => search.take_solution(rules),
        }
    }

    /// Whether the answer is ready for the next poll (always false when sliced, where the job
    /// advances only when polled).
    pub fn is_ready(&self) -> bool {
        match &self.work {
            Work::Task { answer, .. } => answer.lock().expect("nothing panics holding it").is_some(),
            #[cfg(target_arch = "wasm32")]
            Work::Worker { job, .. } => job.is_answered(),
            Work::Sliced { .. } => false,
        }
    }

    /// The result, once there is one; when sliced the job first works for the frame's slice (see
    /// [`slice_time`]).
    pub fn poll(&mut self, slice_time: Duration) -> Option<Result<Cluster, ClusterError>> {
        match &mut self.work {
            Work::Task { answer, .. } => answer.lock().expect("nothing panics holding it").take(),
            #[cfg(target_arch = "wasm32")]
            Work::Worker { job, rules, metric, max_bytes } => match job.poll() {
                web_worker::Polled::Waiting => None,
                web_worker::Polled::Done(outcome) => Some(outcome),
                web_worker::Polled::Failed(reason) => {
                    warn!("the analysis worker failed ({reason}); analysing on the page instead");
                    self.work = sliced(rules.clone(), *metric, *max_bytes);
                    None
                }
            },
            Work::Sliced { rules, search } => {
                let started = web_time::Instant::now();
                loop {
                    if let Some(result) = search.step(rules, SLICE) {
                        return Some(result);
                    }
                    if started.elapsed() >= slice_time {
                        return None;
                    }
                }
            }
        }
    }
}

/// A browser's analysis: in a Web Worker, or stepped on the page where none can start.
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_variables))]
fn in_browser(rules: Arc<Rules>, metric: Metric, max_bytes: usize, wake: &Wake) -> Work {
    #[cfg(target_arch = "wasm32")]
    match web_worker::WorkerJob::start(&rules, metric, max_bytes, wake) {
        Ok(job) => return Work::Worker { job, rules, metric, max_bytes },
        Err(reason) => warn!("the analysis worker did not start ({reason}); analysing on the page instead"),
    }
    sliced(rules, metric, max_bytes)
}

/// The analysis stepped a slice per frame on the page.
fn sliced(rules: Arc<Rules>, metric: Metric, max_bytes: usize) -> Work {
    let search = Box::new(ClusterSearch::new(&rules, &rules.board().positions(), metric, max_bytes));
    Work::Sliced { rules, search }
}

impl Drop for ClusterJob {
    /// A task already running does not stop when dropped: the flag makes it give up.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// How long a browser frame may spend on an analysis, from the last frame's length.
pub fn slice_time(time: &Time) -> Duration {
    time.delta().mul_f32(FRAME_SHARE).clamp(MIN_SLICE_TIME, MAX_SLICE_TIME)
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
        self.cluster.as_deref().filter(|_| self.generation == Some(session.generation))
    }

    /// The solution from the start, if it belongs to this session (it is dropped when the analysis
    /// ends).
    fn path_for(&self, session: &Session) -> Option<&SolutionPath> {
        self.path.as_ref().filter(|_| self.generation == Some(session.generation))
    }

    /// Moves left to the goal from the session's position.
    pub fn distance(&self, session: &Session) -> Option<u32> {
        match self.for_session(session) {
            Some(cluster) => cluster.distance(session.key()),
            None => self.path_for(session)?.distance(&session.rules, session.key()),
        }
    }

    /// The next optimal move from the session's position (not from the level's start).
    pub fn hint(&self, session: &Session) -> Option<Move> {
        match self.for_session(session) {
            Some(cluster) => cluster.best_moves(&session.rules, &session.positions).into_iter().next(),
            None => self.solution(session)?.into_iter().next(),
        }
    }

    /// An optimal solution from the session's position.
    pub fn solution(&self, session: &Session) -> Option<Vec<Move>> {
        match self.for_session(session) {
            Some(cluster) => cluster.solution_from(&session.rules, &session.positions),
            None => self.path_for(session)?.moves_from(&session.rules, &session.positions),
        }
    }

    /// Cancels the running analysis, if any, and forgets the last result.
    pub fn cancel(&mut self) {
        *self = Analysis::default();
    }
}

fn start_analysis(session: Res<Session>, budget: Res<AnalysisBudget>, wake: Res<Wake>, mut analysis: ResMut<Analysis>) {
    if analysis.generation == Some(session.generation) {
        return;
    }
    // The same level restarted: its cluster (or the job computing it) still holds.
    if analysis.generation.is_some() && analysis.level.as_ref() == Some(&session.record_key) {
        analysis.generation = Some(session.generation);
        return;
    }
    analysis.cancel();
    analysis.generation = Some(session.generation);
    analysis.level = Some(session.record_key.clone());
    analysis.job = Some(ClusterJob::start(session.rules.clone(), session.level.optimum.metric, budget.0, &wake));
}

fn collect_analysis(time: Res<Time>, session: Res<Session>, mut analysis: ResMut<Analysis>) {
    if let Some(moves) = analysis.job.as_mut().and_then(ClusterJob::poll_solution) {
        // Hints, replays and the meter work from the start from here on.
        info!("solution ready: {} moves", moves.len());
        let (start, metric) = (session.level.board.positions(), session.level.optimum.metric);
        analysis.path = Some(SolutionPath::new(&session.rules, &start, &moves, metric));
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
            analysis.cluster = Some(Arc::new(cluster));
        }
        Err(e) => analysis.error = Some(e),
    }
}
