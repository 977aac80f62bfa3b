//! A running cluster analysis ([`ClusterJob`]), wherever it can run: a thread of its own (desktop,
//! [`Background`]), a Web Worker, or a search stepped a slice per frame (a browser where no worker
//! starts).
//! The level played and the editor's draft each run one.

use super::background::Background;
use super::wake::Wake;
#[cfg(target_arch = "wasm32")]
use super::web_worker;
use bevy::prelude::*;
use gridlock_core::cluster::{Cluster, ClusterError, ClusterSearch};
use gridlock_core::model::{Metric, Move};
use gridlock_core::rules::Rules;
use gridlock_core::solver::Limits;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A running cluster analysis — of the level played here, of the draft in the editor. Dropping it
/// cancels it.
pub struct ClusterJob {
    work: Work,
    /// Where the thread leaves the solution from the start it finds on its way, until polled (on the
    /// desktop; a worker sends it in a message, a sliced search keeps it).
    solution: Arc<Mutex<Option<Vec<Move>>>>,
    cancel: Arc<AtomicBool>,
}

/// Where the desktop thread leaves its answer before it wakes the loop (a thread is seen finished only
/// after its last line, which may be after the woken frame).
type Answer = Arc<Mutex<Option<Result<Cluster, ClusterError>>>>;

enum Work {
    /// On a thread of its own (desktop), which gives up at the cancel flag when the job is dropped.
    Thread { answer: Answer, _thread: Background<()> },
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
        let thread = Background::spawn("analysis", move || {
            let result = Cluster::explore_telling(&rules, &rules.board().positions(), metric, &limits, |moves| {
                *found.lock().expect("nothing panics holding it") = Some(moves);
                wake.call();
            });
            *answered.lock().expect("nothing panics holding it") = Some(result);
            wake.call();
        });
        ClusterJob { work: Work::Thread { answer, _thread: thread }, solution, cancel }
    }

    /// Whether the job advances only as it is polled, so the game must keep drawing frames for it.
    pub fn needs_frames(&self) -> bool {
        matches!(self.work, Work::Sliced { .. })
    }

    /// An optimal solution from the start, once the analysis has found one, and only once.
    pub fn poll_solution(&mut self) -> Option<Vec<Move>> {
        match &mut self.work {
            Work::Thread { .. } => self.solution.lock().expect("nothing panics holding it").take(),
            #[cfg(target_arch = "wasm32")]
            Work::Worker { job, rules, metric, .. } => job.poll_solution(rules, *metric),
            Work::Sliced { rules, search } => search.take_solution(rules),
        }
    }

    /// Whether the answer is ready for the next poll (always false when sliced, where the job
    /// advances only when polled).
    pub fn is_ready(&self) -> bool {
        match &self.work {
            Work::Thread { answer, .. } => answer.lock().expect("nothing panics holding it").is_some(),
            #[cfg(target_arch = "wasm32")]
            Work::Worker { job, .. } => job.is_answered(),
            Work::Sliced { .. } => false,
        }
    }

    /// The result, once there is one; when sliced the job first works for the frame's slice (see
    /// [`slice_time`]).
    pub fn poll(&mut self, slice_time: Duration) -> Option<Result<Cluster, ClusterError>> {
        match &mut self.work {
            Work::Thread { answer, .. } => answer.lock().expect("nothing panics holding it").take(),
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
    /// A thread does not stop when its handle is dropped: the flag makes it give up.
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// How long a browser frame may spend on an analysis, from the last frame's length.
pub fn slice_time(time: &Time) -> Duration {
    time.delta().mul_f32(FRAME_SHARE).clamp(MIN_SLICE_TIME, MAX_SLICE_TIME)
}
