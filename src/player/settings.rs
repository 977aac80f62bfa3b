//! The player's settings — sound volume, animation speed, reduced motion, the pieces' colours, high
//! contrast, the text's size, the language, fullscreen, free play, the first-time tutorials already
//! seen — and how they apply. A
//! change comes as a [`ChangeSettings`] (from the settings window, the level select's free-play box,
//! F11, the tutorial) and is applied at once; `progress` saves the settings with the records and hands
//! them back on the next start.

use crate::i18n::{Language, LanguageOverride, Tr};
use bevy::prelude::*;
use gridlock_core::model::Family;
use gridlock_render::look::palette::Scheme;
use serde::{Deserialize, Serialize};
use std::time::Duration;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .add_message::<ChangeSettings>()
        .add_message::<TutorialSeen>()
        .add_systems(Update, change_settings.in_set(crate::app_state::GameSet::Logic))
        .add_systems(PreUpdate, apply_language.run_if(resource_changed::<Settings>));
}

/// The player's choices. A save from before a field existed gets its default.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Black ground, white outlines and rims, a thick focus ring: for the board and the interface,
    /// with either palette.
    pub high_contrast: bool,
    /// The interface's text (and every control with it) in % of its normal size,
    /// [`Settings::TEXT_SIZES`]. The board is sized by the window, its letters with it.
    pub text_size: u16,
    /// The interface's language; `None` follows the system's.
    pub language: Option<Language>,
    pub fullscreen: bool,
    /// The first-time tutorials shown (and ended by a move or skipped).
    pub tutorials_seen: TutorialsSeen,
}

/// Which of the two first-time tutorials the player has seen: each family's once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct TutorialsSeen {
    pub rush_hour: bool,
    pub klotski: bool,
}

impl TutorialsSeen {
    pub fn of(self, family: Family) -> bool {
        match family {
            Family::RushHour => self.rush_hour,
            Family::Klotski => self.klotski,
        }
    }

    /// These, with `family`'s seen too.
    pub fn with(self, family: Family) -> TutorialsSeen {
        match family {
            Family::RushHour => TutorialsSeen { rush_hour: true, ..self },
            Family::Klotski => TutorialsSeen { klotski: true, ..self },
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            free_play: false,
            volume: 80,
            animation_speed: 100,
            reduce_motion: false,
            palette: Scheme::Standard,
            high_contrast: false,
            text_size: 100,
            language: None,
            fullscreen: false,
            tutorials_seen: TutorialsSeen::default(),
        }
    }
}

impl Settings {
    /// The animation speeds offered, in %.
    pub const SPEEDS: std::ops::RangeInclusive<u16> = 50..=200;
    /// The text sizes offered, in %, and the step between them.
    pub const TEXT_SIZES: std::ops::RangeInclusive<u16> = 100..=200;
    pub const TEXT_SIZE_STEP: u16 = 25;

    /// The settings with every number brought within its range (a hand-edited save may hold any).
    pub fn sanitised(self) -> Settings {
        Settings {
            volume: self.volume.min(100),
            animation_speed: self.animation_speed.clamp(*Settings::SPEEDS.start(), *Settings::SPEEDS.end()),
            text_size: self.text_size.clamp(*Settings::TEXT_SIZES.start(), *Settings::TEXT_SIZES.end()),
            ..self
        }
    }

    /// A three-way merge, field by field, for two running copies of the game: a setting this copy
    /// changed since `base` (what it last loaded or saved) is the newer one and kept; any other is
    /// taken from `theirs` (what the save holds now), where another copy may have changed it.
    pub fn merged(self, base: Settings, theirs: Settings) -> Settings {
        macro_rules! newer {
            ($($field:ident),*) => {
                Settings { $($field: if self.$field != base.$field { self.$field } else { theirs.$field }),* }
            };
        }
        newer!(
            free_play,
            volume,
            animation_speed,
            reduce_motion,
            palette,
            high_contrast,
            text_size,
            language,
            fullscreen,
            tutorials_seen
        )
    }

    /// How long an animation of normally `ms` milliseconds takes: scaled by the speed, and short
    /// (at most [`REDUCED_MOTION_MS`]) when motion is reduced.
    pub fn duration(&self, ms: f32) -> Duration {
        let ms = ms * 100.0 / self.animation_speed.max(1) as f32;
        let ms = if self.reduce_motion { ms.min(REDUCED_MOTION_MS) } else { ms };
        Duration::from_micros((ms.max(1.0) * 1000.0).round() as u64)
    }

    /// The interface's zoom: 1 at 100 %.
    pub fn text_scale(&self) -> f32 {
        self.text_size as f32 / 100.0
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

/// A first-time tutorial was seen (ended by a move, or skipped). Its own message rather than a
/// [`ChangeSettings`], so that it never undoes another change asked for in the same frame.
#[derive(Message, Clone, Copy, Debug)]
pub struct TutorialSeen(pub Family);

/// Applies new settings at once, brought within range, and marks the tutorials seen (`progress` saves
/// them).
fn change_settings(
    mut asked: MessageReader<ChangeSettings>,
    mut seen: MessageReader<TutorialSeen>,
    mut settings: ResMut<Settings>,
) {
    let mut new = asked.read().last().map_or(*settings, |ChangeSettings(new)| new.sanitised());
    for TutorialSeen(family) in seen.read() {
        new.tutorials_seen = new.tutorials_seen.with(*family);
    }
    settings.set_if_neq(new);
}

/// The language the settings ask for (or the system's) becomes the messages', on the next frame of
/// every screen. The player's choice, once they make one in this run, ends a `--lang` for the run.
fn apply_language(
    mut commands: Commands,
    settings: Res<Settings>,
    forced: Option<Res<LanguageOverride>>,
    mut tr: ResMut<Tr>,
    mut chosen_before: Local<Option<Option<Language>>>,
) {
    let chosen_now = chosen_before.is_some_and(|before| before != settings.language);
    *chosen_before = Some(settings.language);
    let forced = forced.map(|f| f.0).filter(|_| !chosen_now);
    if chosen_now {
        commands.remove_resource::<LanguageOverride>();
    }
    let language = forced.or(settings.language).unwrap_or_else(Language::system);
    if tr.language() != language {
        info!("language: {}", language.tag());
        *tr = Tr::new(language);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hand_edited_save_is_brought_within_range() {
        let wild: Settings = ron::from_str("(volume: 250, animation_speed: 9000, text_size: 1000)").unwrap();
        let tame = wild.sanitised();
        assert_eq!((tame.volume, tame.animation_speed, tame.palette), (100, 200, Scheme::Standard));
        assert_eq!(tame.text_size, 200);
        assert_eq!(Settings { text_size: 0, ..tame }.sanitised().text_size, 100, "never smaller than normal");
        assert_eq!(ron::from_str::<Settings>("()").unwrap(), Settings::default(), "older saves get the defaults");
    }

    #[test]
    fn a_merge_keeps_what_each_copy_changed() {
        let base = Settings::default();
        let mine = Settings { volume: 20, ..base };
        let theirs = Settings { palette: Scheme::ColourBlind, fullscreen: true, ..base };
        let merged = mine.merged(base, theirs);
        assert_eq!(merged, Settings { volume: 20, palette: Scheme::ColourBlind, fullscreen: true, ..base });
        let both = Settings { volume: 60, ..base };
        assert_eq!(mine.merged(base, both).volume, 20, "changed in both: this copy's, the one saving now");
        assert_eq!(base.merged(base, both).volume, 60, "unchanged here: theirs");
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
