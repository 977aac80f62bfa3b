//! Time and hints spent on each level, for the statistics: the time on the playing screen (not the
//! demo's) and each hint shown, counted per level and put into the progress's journal when the level
//! is won or left, when the game closes, and at least every [`FLUSH_SECS`] — not every frame, since
//! each change of the progress is a save.

use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::play::demo::Demo;
use crate::play::hint::HintShown;
use crate::play::session::Session;
use crate::player::progress::Progress;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayTime>()
        .add_systems(Update, count.after(crate::app_state::GameSet::Logic))
        .add_systems(Last, flush_before_closing);
}

/// The longest time counted but not yet in the journal, in seconds.
pub const FLUSH_SECS: f32 = 60.0;

/// Counted since the last flush, for one attempt at a level.
#[derive(Resource, Default, Debug)]
pub struct PlayTime {
    key: String,
    /// The session's generation counted (`None` before the first frame).
    generation: Option<u64>,
    seconds: f32,
    /// Hints shown, counted as they appear (not from the attempt's count of hints, which a play taken
    /// up again starts at the count it had).
    hints: u32,
}

impl PlayTime {
    /// Puts what was counted into the journal, to be saved at the end of the frame.
    fn flush(&mut self, progress: &mut Progress) {
        let whole = self.seconds.floor();
        if whole < 1.0 && self.hints == 0 {
            return;
        }
        progress.journal.add_played(&self.key, whole as u64, self.hints);
        (self.seconds, self.hints) = (self.seconds - whole, 0);
        progress.save_soon();
    }
}

fn count(
    screen: Res<State<Screen>>,
    session: Res<Session>,
    catalog: Res<Catalog>,
    mut shown: MessageReader<HintShown>,
    demo: Option<Res<Demo>>,
    time: Res<Time<Real>>,
    mut progress: ResMut<Progress>,
    mut counting: ResMut<PlayTime>,
) {
    if Some(session.generation()) != counting.generation {
        counting.flush(&mut progress);
        let (key, generation) = (catalog.record_key(session.index()), Some(session.generation()));
        *counting = PlayTime { key, generation, ..default() };
    }
    if *screen.get() != Screen::Playing || demo.is_some_and(|demo| demo.on) {
        return;
    }
    if !session.won() {
        counting.seconds += time.delta_secs();
    }
    counting.hints += shown.read().count() as u32;
    if counting.seconds >= FLUSH_SECS || (session.won() && (counting.seconds >= 1.0 || counting.hints > 0)) {
        counting.flush(&mut progress);
    }
}

fn flush_before_closing(mut exit: MessageReader<AppExit>, mut progress: ResMut<Progress>, mut counting: ResMut<PlayTime>) {
    if exit.read().count() > 0 {
        counting.flush(&mut progress);
        // The frame's own save has passed: the last count is written now.
        progress.save_if_changed();
    }
}
