//! "New puzzle": a Rush Hour puzzle made on demand by the core's generator, of a chosen size and
//! difficulty band, then played like a shared one. On the desktop the generator runs in the background
//! on every core; in a browser, which has one thread, one annealing run per frame — either way a
//! frame is never held for a whole generation, and the screen shows how many runs were made.

use super::catalog::{Catalog, Par};
use super::i18n::Tr;
use super::session::Action;
#[cfg(not(target_arch = "wasm32"))]
use super::solver_task::Background;
use super::{Screen, notices::Notices};
use crate::tr;
use bevy::prelude::*;
use gridlock_core::generator::{Generated, Generator, Request};
use gridlock_core::level::{Level, Optimum};
use gridlock_core::model::Metric;
use std::ops::RangeInclusive;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<MakePuzzle>().init_resource::<PuzzleMaker>().add_systems(Update, (start, advance).chain());
}

/// How hard a made puzzle should be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Band {
    Easy,
    Medium,
    Hard,
}

impl Band {
    pub const ALL: [Band; 3] = [Band::Easy, Band::Medium, Band::Hard];

    /// Its name in the player's language.
    pub fn name(self, tr: &Tr) -> String {
        match self {
            Band::Easy => tr!(tr, "band-easy"),
            Band::Medium => tr!(tr, "band-medium"),
            Band::Hard => tr!(tr, "band-hard"),
        }
    }

    /// Optimal move counts for a board size: larger boards reach more moves.
    pub fn moves(self, size: u8) -> RangeInclusive<u32> {
        match (self, size) {
            (Band::Easy, _) => 6..=12,
            (Band::Medium, 6) => 15..=25,
            (Band::Medium, _) => 18..=28,
            (Band::Hard, 6) => 30..=40,
            (Band::Hard, _) => 32..=42,
        }
    }
}

/// Asks for a new puzzle; a request while one is being made replaces it.
#[derive(Message, Clone, Copy, Debug)]
pub struct MakePuzzle {
    pub size: u8,
    pub band: Band,
}

/// The generation under way, if any.
#[derive(Resource, Default)]
pub struct PuzzleMaker {
    job: Option<Job>,
}

impl PuzzleMaker {
    /// Runs made so far, while a puzzle is being made.
    pub fn progress(&self) -> Option<u64> {
        self.job.as_ref().map(Job::runs)
    }

    /// Stops the generation under way.
    pub fn cancel(&mut self) {
        self.job = None;
    }
}

#[cfg(not(target_arch = "wasm32"))]
struct Job {
    runs: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// Dropping the job stops the generator between rounds.
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    made: Background<Option<Generated>>,
}

#[cfg(target_arch = "wasm32")]
struct Job(Generator);

fn start(mut asked: MessageReader<MakePuzzle>, mut maker: ResMut<PuzzleMaker>) {
    let Some(ask) = asked.read().last() else { return };
    // Any seed will do; a new one each time gives a new puzzle each time.
    let seed = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64);
    let request = Request { size: ask.size, walls: 0..=2, moves: ask.band.moves(ask.size), count: 1, seed };
    let generator = Generator::new(request).expect("the bands are reachable on every size");
    maker.job = Some(Job::start(generator));
}

#[cfg(not(target_arch = "wasm32"))]
impl Job {
    fn start(mut generator: Generator) -> Job {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
        let (runs, stop) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicBool::new(false)));
        let (seen, stopped) = (runs.clone(), stop.clone());
        let made = Background::spawn("generator", move || {
            while !generator.is_done() && !stopped.load(Ordering::Relaxed) {
                generator.round();
                seen.store(generator.runs(), Ordering::Relaxed);
            }
            generator.found.pop()
        });
        Job { runs, stop, made }
    }

    fn runs(&self) -> u64 {
        self.runs.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The puzzle, once made.
    fn poll(&mut self) -> Option<Option<Generated>> {
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
    fn start(generator: Generator) -> Job {
        Job(generator)
    }

    fn runs(&self) -> u64 {
        self.0.runs()
    }

    /// One run this frame; the puzzle once made.
    fn poll(&mut self) -> Option<Option<Generated>> {
        self.0.step();
        self.0.is_done().then(|| self.0.found.pop())
    }
}

fn advance(
    mut maker: ResMut<PuzzleMaker>,
    mut catalog: ResMut<Catalog>,
    mut notices: ResMut<Notices>,
    mut actions: MessageWriter<Action>,
    mut next_screen: ResMut<NextState<Screen>>,
    tr: Res<Tr>,
) {
    let Some(job) = maker.job.as_mut() else { return };
    let Some(made) = job.poll() else { return };
    maker.job = None;
    let Some(generated) = made else {
        notices.post(&tr!(tr, "puzzle-title"), tr!(tr, "puzzle-failed"));
        return;
    };
    let optimum = Optimum { metric: Metric::Moves, count: generated.difficulty.moves };
    let level = Level::new(&tr!(tr, "puzzle-title"), optimum, generated.board);
    // The generator solved it: its optimum is known.
    actions.write(Action::Load(catalog.add_opened(level, "new", Par::Known(generated.difficulty.moves))));
    next_screen.set(Screen::Playing);
}
