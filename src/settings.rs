//! The player's settings — sound volume, animation speed, reduced motion, the pieces' colours,
//! fullscreen, free play — and how they apply. They are kept in `progress::Progress` and saved with
//! it: a change comes as a [`ChangeSettings`] (from the settings window, the level select's free-play
//! box, F11), which is applied and saved at once.

use crate::keyboard::UiHasKeyboard;
use crate::notices::Notices;
use crate::progress::Progress;
use bevy::prelude::*;
use gridlock_render::look::palette::Scheme;
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ChangeSettings>().add_systems(
        Update,
        (toggle_fullscreen_key.in_set(crate::GameSet::Input), change_settings.in_set(crate::GameSet::Logic)),
    );
}

/// The player's choices. A save from before a field existed gets its default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Every level open, whatever is solved.
    pub free_play: bool,
    /// Sound effects' loudness, 0–100 %.
    pub volume: u8,
    /// Animations' speed in % of the normal one, [`Settings::SPEEDS`].
    pub animation_speed: u16,
    /// Slides only as long as needed to see what moved; no confetti, no fades between screens.
    pub reduce_motion: bool,
    pub palette: Scheme,
    pub fullscreen: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            free_play: false,
            volume: 80,
            animation_speed: 100,
            reduce_motion: false,
            palette: Scheme::Standard,
            fullscreen: false,
        }
    }
}

impl Settings {
    /// The animation speeds offered, in %.
    pub const SPEEDS: std::ops::RangeInclusive<u16> = 50..=200;

    /// The settings with every number brought within its range (a hand-edited save may hold any).
    pub fn sanitised(self) -> Settings {
        Settings {
            volume: self.volume.min(100),
            animation_speed: self.animation_speed.clamp(*Settings::SPEEDS.start(), *Settings::SPEEDS.end()),
            ..self
        }
    }

    /// How long an animation of normally `ms` milliseconds takes: scaled by the speed, and short
    /// (at most [`REDUCED_MOTION_MS`]) when motion is reduced.
    pub fn duration(&self, ms: f32) -> Duration {
        let ms = ms * 100.0 / self.animation_speed.max(1) as f32;
        let ms = if self.reduce_motion { ms.min(REDUCED_MOTION_MS) } else { ms };
        Duration::from_micros((ms.max(1.0) * 1000.0).round() as u64)
    }

    /// The sound effects' volume as a linear factor.
    pub fn loudness(&self) -> f32 {
        self.volume.min(100) as f32 / 100.0
    }
}

/// The longest an animation lasts with reduced motion, in milliseconds.
pub const REDUCED_MOTION_MS: f32 = 80.0;

/// Asks for new settings (saved at once).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChangeSettings(pub Settings);

/// Applies new settings and saves them at once; a save that fails is reported, and the change still
/// holds for this run.
fn change_settings(mut asked: MessageReader<ChangeSettings>, mut progress: ResMut<Progress>, mut notices: ResMut<Notices>) {
    let Some(ChangeSettings(settings)) = asked.read().last().copied() else { return };
    if progress.settings == settings.sanitised() {
        return;
    }
    progress.settings = settings.sanitised();
    if let Err(e) = progress.save() {
        notices.post("Settings", format!("Your settings could not be saved: {e}. They hold until the game is closed."));
    }
}

/// F11 switches fullscreen on every screen (not while a text field has the keys).
fn toggle_fullscreen_key(
    keys: Res<ButtonInput<KeyCode>>,
    ui: Res<UiHasKeyboard>,
    progress: Res<Progress>,
    mut change: MessageWriter<ChangeSettings>,
) {
    if keys.just_pressed(KeyCode::F11) && !ui.0 {
        change.write(ChangeSettings(Settings { fullscreen: !progress.settings.fullscreen, ..progress.settings }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_edited_save_is_brought_within_range() {
        let wild: Settings = ron::from_str("(volume: 250, animation_speed: 9000)").unwrap();
        let tame = wild.sanitised();
        assert_eq!((tame.volume, tame.animation_speed, tame.palette), (100, 200, Scheme::Standard));
        assert_eq!(ron::from_str::<Settings>("()").unwrap(), Settings::default(), "older saves get the defaults");
    }

    #[test]
    fn reduced_motion_keeps_animations_short_whatever_the_speed() {
        let normal = Settings::default();
        assert_eq!(normal.duration(200.0), Duration::from_millis(200));
        let slow = Settings { animation_speed: 50, ..normal };
        assert_eq!(slow.duration(200.0), Duration::from_millis(400));
        let calm = Settings { reduce_motion: true, ..slow };
        assert_eq!(calm.duration(200.0), Duration::from_millis(80));
    }
}
