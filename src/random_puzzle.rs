//! "New puzzle": a Rush Hour puzzle made on demand by the core's generator, of a chosen size and
//! difficulty band, then played like a shared one. It is made off the frame ([`crate::making`]), and the
//! screen shows how many runs were made.

use super::catalog::{Catalog, Par};
use super::i18n::Tr;
use super::making::{Job, Making, fresh_seed};
use super::session::Action;
use super::{Screen, notices::Notices};
use crate::tr;
use bevy::prelude::*;
use gridlock_core::generator::{Generator, Request};
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

fn start(mut asked: MessageReader<MakePuzzle>, mut maker: ResMut<PuzzleMaker>) {
    let Some(ask) = asked.read().last() else { return };
    let request = Request { size: ask.size, walls: 0..=2, moves: ask.band.moves(ask.size), count: 1, seed: fresh_seed() };
    let generator = Generator::new(request).expect("the bands are reachable on every size");
    maker.job = Some(Job::start(Making::RushHour(Box::new(generator))));
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
    let Some((board, moves)) = made else {
        notices.post(&tr!(tr, "puzzle-title"), tr!(tr, "puzzle-failed"));
        return;
    };
    let level = Level::new(&tr!(tr, "puzzle-title"), Optimum { metric: Metric::Moves, count: moves }, board);
    // The generator solved it: its optimum is known.
    actions.write(Action::Load(catalog.add_opened(level, "new", Par::Known(moves))));
    next_screen.set(Screen::Playing);
}
