//! Long work off the frame and off Bevy's own task pools: [`Background`]. Bevy's async compute pool is
//! not the place for it: the renderer compiles its pipelines and finishes screenshots there, and the
//! pool has one thread on a two-core machine, so a level's analysis on it (seconds on a large board)
//! kept the window black until the analysis ended. On the desktop each job has a thread of its own,
//! which the operating system shares out with the rest; a browser page has no threads to give, so
//! there the work runs as Bevy's task on the page's one thread (the long analysis goes to a Web Worker
//! instead, [`super::ClusterJob`]).
//!
//! On Linux the job's thread also yields to the frame: it runs at a lower priority (nice 10), so where
//! the frame is drawn on the CPU too (a software renderer, no GPU) the frame still gets the processor
//! when it needs it, and the job takes the rest.

/// A job running in the background, polled each frame for its result. Dropping it does not stop the
/// work: jobs that can be long take a cancel flag of their own.
pub struct Background<T>(Running<T>);

/// Until its result is taken.
#[cfg(not(target_arch = "wasm32"))]
type Running<T> = Option<std::thread::JoinHandle<T>>;
#[cfg(target_arch = "wasm32")]
type Running<T> = Option<bevy::tasks::Task<T>>;

impl<T: Send + 'static> Background<T> {
    /// Starts `work`; `name` names its thread (in a debugger, a profiler, a panic message).
    pub fn spawn(name: &str, work: impl FnOnce() -> T + Send + 'static) -> Background<T> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let work = move || {
                yield_to_the_frame();
                work()
            };
            let thread = std::thread::Builder::new().name(format!("gridlock {name}")).spawn(work);
            Background(Some(thread.expect("the system could not start a thread")))
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = name;
            Background(Some(bevy::tasks::AsyncComputeTaskPool::get().spawn(async move { work() })))
        }
    }

    /// The result, the first time it is polled after the work ended; `None` before (and after). A
    /// panic in the work is resumed here, as a panicking Bevy task's is when polled.
    pub fn poll(&mut self) -> Option<T> {
        #[cfg(not(target_arch = "wasm32"))]
        {
            if !self.0.as_ref()?.is_finished() {
                return None;
            }
            match self.0.take()?.join() {
                Ok(result) => Some(result),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let result = bevy::tasks::futures::check_ready(self.0.as_mut()?);
            if result.is_some() {
                self.0 = None;
            }
            result
        }
    }
}

/// Lowers the calling thread's priority (Linux keeps a nice value per thread); elsewhere nothing.
#[cfg(not(target_arch = "wasm32"))]
fn yield_to_the_frame() {
    #[cfg(target_os = "linux")]
    // SAFETY: plain system calls on the calling thread's own id, with no memory handed over.
    unsafe {
        let thread = libc::gettid() as libc::id_t;
        if libc::setpriority(libc::PRIO_PROCESS, thread, BACKGROUND_NICE) != 0 {
            bevy::log::debug!("the background thread keeps its priority: {}", std::io::Error::last_os_error());
        }
    }
}

/// How much a background thread gives way: 10 of 19 gives it about a tenth of a core's share
/// against a thread of the frame's.
#[cfg(target_os = "linux")]
const BACKGROUND_NICE: libc::c_int = 10;

#[cfg(test)]
mod tests {
    use super::Background;

    #[test]
    fn a_result_is_handed_over_once() {
        let mut job = Background::spawn("test", || 6 * 7);
        let answer = loop {
            if let Some(answer) = job.poll() {
                break answer;
            }
            std::thread::yield_now();
        };
        assert_eq!(answer, 42);
        assert_eq!(job.poll(), None);
    }
}
