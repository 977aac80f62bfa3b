//! "New puzzle": a puzzle made on demand, of a chosen kind and difficulty band, then played like a
//! shared one — Rush Hour by the core's generator (the screen shows how many runs were made), or
//! Huarongdao drawn from every layout of the classic set ([`ClassicDraw`]). It is made off the frame
//! ([`crate::puzzles::making`]).

use crate::catalog::{Catalog, Par};
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::play::session::Action;
use crate::puzzles::making::{Job, Making, fresh_seed};
use crate::{app_state::Screen, player::notices::Notices};
use bevy::prelude::*;
use gridlock_core::generator::{Generator, Request};
use gridlock_core::klotski_space::ClassicDraw;
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

    /// Optimal move counts for a kind of puzzle: larger Rush Hour boards reach more moves, and
    /// Huarongdao's classic set reaches 138.
    pub fn moves(self, kind: Kind) -> RangeInclusive<u32> {
        match (self, kind) {
            (Band::Easy, Kind::Huarongdao) => 10..=30,
            (Band::Medium, Kind::Huarongdao) => 40..=70,
            (Band::Hard, Kind::Huarongdao) => 80..=138,
            (Band::Easy, Kind::RushHour { .. }) => 6..=12,
            (Band::Medium, Kind::RushHour { size: 6 }) => 15..=25,
            (Band::Medium, Kind::RushHour { .. }) => 18..=28,
            (Band::Hard, Kind::RushHour { size: 6 }) => 30..=40,
            (Band::Hard, Kind::RushHour { .. }) => 32..=42,
        }
    }
}

/// What kind of puzzle to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Rush Hour on a board of this side (6, 7 or 8).
    RushHour { size: u8 },
    /// Huarongdao's classic set on its 4×5 board.
    Huarongdao,
}

impl Kind {
    pub const ALL: [Kind; 4] =
        [Kind::RushHour { size: 6 }, Kind::RushHour { size: 7 }, Kind::RushHour { size: 8 }, Kind::Huarongdao];

    /// Its name in the player's language.
    pub fn name(self, tr: &Tr) -> String {
        match self {
            Kind::RushHour { size } => tr!(tr, "puzzle-size", size = size),
            Kind::Huarongdao => tr!(tr, "puzzle-huarongdao"),
        }
    }
}

/// Asks for a new puzzle; a request while one is being made replaces it.
#[derive(Message, Clone, Copy, Debug)]
pub struct MakePuzzle {
    pub kind: Kind,
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
    let moves = ask.band.moves(ask.kind);
    let making = match ask.kind {
        Kind::RushHour { size } => {
            let request = Request { size, walls: 0..=2, moves, count: 1, seed: fresh_seed() };
            Making::RushHour(Box::new(Generator::new(request).expect("the bands are reachable on every size")))
        }
        Kind::Huarongdao => Making::HuarongdaoDraw(Box::new(ClassicDraw::new(fresh_seed(), moves))),
    };
    maker.job = Some(Job::start(making));
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
    // The generator solved it, or the draw knew it from the whole space: its optimum is known.
    actions.write(Action::Load(catalog.add_opened(level, "new", Par::Known(moves))));
    next_screen.set(Screen::Playing);
}
