//! Making a puzzle off the frame, for "New puzzle" ([`crate::puzzles::random_puzzle`]) and the daily puzzles
//! ([`crate::puzzles::daily`]): the Rush Hour generator, the daily's Huarongdao maker or the draw from every
//! classic Huarongdao layout, all deterministic given their seed. On the desktop the work runs in the background (the generator's rounds on every core) and
//! stops between two steps once its [`Job`] is dropped; in a browser, which has one thread, one step
//! (an annealing run, a layout) per frame. Either way a frame is never held for a whole puzzle.

#[cfg(not(target_arch = "wasm32"))]
use crate::play::solver_task::Background;
use gridlock_core::daily::huarongdao;
use gridlock_core::generator::Generator;
use gridlock_core::klotski_space::ClassicDraw;
use gridlock_core::model::Board;

/// What makes the puzzle.
pub enum Making {
    RushHour(Box<Generator>),
    Huarongdao(Box<huarongdao::Maker>),
    /// One mix of the classic set weighed per step.
    HuarongdaoDraw(Box<ClassicDraw>),
}

/// A made puzzle and its optimum in moves; `None`: the maker gave up.
pub type Made = Option<(Board, u32)>;

impl Making {
    /// One step — on the desktop a whole round of the generator's runs, on every core — and the puzzle
    /// once made.
    fn step(&mut self) -> Option<Made> {
        match self {
            Making::RushHour(generator) => {
                if cfg!(target_arch = "wasm32") {
                    generator.step();
                } else {
                    generator.round();
                }
                generator.is_done().then(|| generator.found.pop().map(|made| (made.board, made.difficulty.moves)))
            }
            Making::Huarongdao(maker) => maker.step().map(|made| made.map(|made| (made.board, made.moves))),
            Making::HuarongdaoDraw(draw) => draw.step(),
        }
    }

    /// The generator's runs so far (the Huarongdao makers do not count).
    fn runs(&self) -> u64 {
        match self {
            Making::RushHour(generator) => generator.runs(),
            Making::Huarongdao(_) | Making::HuarongdaoDraw(_) => 0,
        }
    }
}

/// Any seed will do: a new one each time gives a new puzzle each time.
pub fn fresh_seed() -> u64 {
    web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64)
}

/// A puzzle being made.
#[cfg(not(target_arch = "wasm32"))]
pub struct Job {
    runs: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// Set when the job is dropped: the work stops before its next step.
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    made: Background<Made>,
}

#[cfg(target_arch = "wasm32")]
pub struct Job(Making);

#[cfg(not(target_arch = "wasm32"))]
impl Job {
    pub fn start(mut making: Making) -> Job {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        let (runs, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let (seen, stopped) = (runs.clone(), stop.clone());
        let made = Background::spawn("puzzle maker", move || {
            while !stopped.load(Ordering::Relaxed) {
                let made = making.step();
                seen.store(making.runs(), Ordering::Relaxed);
                if let Some(made) = made {
                    return made;
                }
            }
            None
        });
        Job { runs, stop, made }
    }

    pub fn runs(&self) -> u64 {
        self.runs.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The puzzle, once made.
    pub fn poll(&mut self) -> Option<Made> {
        self.made.poll()
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Job {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
    }
}

#[cfg(target_arch = "wasm32")]
impl Job {
    pub fn start(making: Making) -> Job {
        Job(making)
    }

    pub fn runs(&self) -> u64 {
        self.0.runs()
    }

    /// One step this frame; the puzzle once made.
    pub fn poll(&mut self) -> Option<Made> {
        self.0.step()
    }
}
