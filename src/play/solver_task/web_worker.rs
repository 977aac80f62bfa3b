//! A cluster analysis in a Web Worker (browser only). The page has one thread, so an analysis stepped
//! on it gets a slice of each frame; a worker gets a thread of its own. It runs `gridlock-worker`, the
//! core compiled to its own wasm module (`web/analysis-worker.js` loads it), and shares no memory with
//! the page: the board goes over as a request and the cluster comes back as bytes
//! ([`gridlock_core::cluster::wire`]), after an optimal solution from the start as soon as it has one.
//!
//! Workers and their JS handlers cannot leave the page's thread, while Bevy's resources must be able
//! to; so a [`WorkerJob`] is an id, and the worker it names lives in this thread's table until the job
//! is dropped, which stops the worker mid-analysis. One more worker waits idle for the next job
//! ([`warm_up`]).

use super::wake::Wake;
use gridlock_core::cluster::wire;
use gridlock_core::cluster::{Cluster, ClusterError};
use gridlock_core::model::{Metric, Move};
use gridlock_core::rules::Rules;
use rustc_hash::FxHashMap;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::{Closure, JsValue};
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker's script, served beside `index.html`.
const SCRIPT: &str = "./analysis-worker.js";

/// What a worker has sent so far.
#[derive(Default)]
struct Inbox {
    /// The solution's bytes, until read.
    solution: Option<Vec<u8>>,
    answer: Answer,
    /// Called after each message is filed: the job's, once a job has the worker.
    wake: Wake,
}

#[derive(Default)]
enum Answer {
    #[default]
    Waiting,
    Cluster(Vec<u8>),
    /// The worker could not start or the analysis threw (the reason as the browser gave it).
    Failed(String),
}

struct Running {
    worker: Worker,
    inbox: Rc<RefCell<Inbox>>,
    /// Kept alive as long as the worker can call them.
    _handlers: [Closure<dyn FnMut(JsValue)>; 2],
}

impl Running {
    /// Starts a worker with its handlers in place, so a script that fails to load is heard even
    /// before a job takes the worker.
    fn spawn() -> Result<Running, String> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(SCRIPT, &options).map_err(describe)?;
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        // A solution's or the cluster's bytes, or why the worker failed (web/analysis-worker.js).
        let on_message = handler(&inbox, |inbox, event| {
            match event.unchecked_into::<MessageEvent>().data().dyn_into::<js_sys::Uint8Array>() {
                Ok(bytes) => {
                    let bytes = bytes.to_vec();
                    if wire::is_solution(&bytes) {
                        inbox.solution = Some(bytes);
                    } else {
                        inbox.answer = Answer::Cluster(bytes);
                    }
                }
                Err(reason) => inbox.answer = Answer::Failed(describe(reason)),
            }
        });
        // The worker's script itself does not load.
        let on_error = handler(&inbox, |inbox, event| inbox.answer = Answer::Failed(describe(event)));
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Running { worker, inbox, _handlers: [on_message, on_error] })
    }
}

/// Starts a spare worker if there is none. A new worker can take a while to start on a busy page (one
/// to two seconds on the software-rendered test page), so the game keeps one loaded and idle for the
/// next analysis.
pub fn warm_up() {
    if SPARE.with_borrow(Option::is_none) {
        // A worker that cannot start now is tried again, and reported, when a job needs it.
        SPARE.set(Running::spawn().ok());
    }
}

thread_local! {
    static SPARE: RefCell<Option<Running>> = const { RefCell::new(None) };
    static RUNNING: RefCell<FxHashMap<u64, Running>> = RefCell::default();
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
}

/// An analysis running in a Web Worker; dropping it stops the worker.
pub struct WorkerJob {
    id: u64,
}

/// Where a [`WorkerJob`] stands.
pub enum Polled {
    Waiting,
    Done(Result<Cluster, ClusterError>),
    /// No answer will come: the caller analyses on the page instead.
    Failed(String),
}

impl WorkerJob {
    /// Hands the analysis of `rules`' cluster in `metric` within `max_bytes` to the spare worker
    /// (started now if there is none), and starts the next spare; the browser's reason when no worker
    /// can start.
    pub fn start(rules: &Rules, metric: Metric, max_bytes: usize, wake: &Wake) -> Result<WorkerJob, String> {
        let running = SPARE.take().map_or_else(Running::spawn, Ok)?;
        running.inbox.borrow_mut().wake = wake.clone();
        let request = js_sys::Array::of2(&wire::request(rules.board(), metric).into(), &(max_bytes as f64).into());
        if let Err(reason) = running.worker.post_message(&request) {
            running.worker.terminate();
            return Err(describe(reason));
        }
        let id = NEXT_ID.replace(NEXT_ID.get() + 1);
        RUNNING.with_borrow_mut(|table| table.insert(id, running));
        warm_up();
        Ok(WorkerJob { id })
    }

    /// Whether the worker has answered (or failed), so the next poll returns.
    pub fn is_answered(&self) -> bool {
        self.with_inbox(|inbox| !matches!(inbox.answer, Answer::Waiting))
    }

    /// The solution from the start, once it has come (read once), its moves checked against `rules`;
    /// an unreadable one is reported and dropped (the cluster still comes).
    pub fn poll_solution(&self, rules: &Rules, metric: Metric) -> Option<Vec<Move>> {
        let bytes = self.with_inbox(|inbox| inbox.solution.take())?;
        wire::read_solution(&bytes, rules, metric)
            .inspect_err(|e| bevy::log::warn!("the analysis worker's solution is unusable: {e}"))
            .ok()
    }

    /// The answer once there is one; the cluster is rebuilt from the worker's bytes here.
    pub fn poll(&self) -> Polled {
        let answer = self.with_inbox(|inbox| std::mem::take(&mut inbox.answer));
        match answer {
            Answer::Waiting => Polled::Waiting,
            Answer::Cluster(bytes) => match wire::read_answer(&bytes) {
                Ok(outcome) => Polled::Done(outcome),
                Err(e) => Polled::Failed(e.to_string()),
            },
            Answer::Failed(reason) => Polled::Failed(reason),
        }
    }

    fn with_inbox<T>(&self, f: impl FnOnce(&mut Inbox) -> T) -> T {
        RUNNING.with_borrow(|table| {
            let running = table.get(&self.id).expect("a worker job's worker lives until the job is dropped");
            f(&mut running.inbox.borrow_mut())
        })
    }
}

impl Drop for WorkerJob {
    fn drop(&mut self) {
        if let Some(running) = RUNNING.with_borrow_mut(|table| table.remove(&self.id)) {
            running.worker.terminate();
        }
    }
}

/// A JS event handler that files what an event says into the inbox, then wakes the game.
fn handler(inbox: &Rc<RefCell<Inbox>>, file: fn(&mut Inbox, JsValue)) -> Closure<dyn FnMut(JsValue)> {
    let inbox = inbox.clone();
    Closure::new(move |event: JsValue| {
        let wake = {
            let mut inbox = inbox.borrow_mut();
            file(&mut inbox, event);
            inbox.wake.clone()
        };
        // Not while the inbox is borrowed: the woken frame reads it.
        wake.call();
    })
}

/// A browser error, event or message as text: a string as it is, else its `message` where it has one.
fn describe(value: JsValue) -> String {
    value
        .as_string()
        .or_else(|| js_sys::Reflect::get(&value, &"message".into()).ok()?.as_string())
        .unwrap_or_else(|| format!("{value:?}"))
}
