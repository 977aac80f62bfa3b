//! Sound effects, synthesised at start-up (no audio files to ship): a soft click for a slide, a dull
//! knock for a refused move, a rising arpeggio for a win, at the settings' volume. F3 or the toolbar
//! mutes them.

use crate::play::session::{Blocked, PieceMoved, Won};
use crate::play::toggles::Toggle;
use crate::player::settings::Settings;
use bevy::audio::Volume;
use bevy::prelude::*;
use std::f32::consts::TAU;

const RATE: u32 = 22_050;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Sounds>()
        .init_resource::<Muted>()
        .add_systems(Update, toggle_sound.in_set(crate::app_state::GameSet::Logic))
        .add_systems(Update, play.after(crate::app_state::GameSet::Logic));
}

fn toggle_sound(mut toggles: MessageReader<Toggle>, mut muted: ResMut<Muted>) {
    for toggle in toggles.read() {
        if *toggle == Toggle::Sound {
            muted.0 = !muted.0;
        }
    }
}

/// Whether sound effects are off.
#[derive(Resource, Default)]
pub struct Muted(pub bool);

#[derive(Resource)]
struct Sounds {
    slide: Handle<AudioSource>,
    blocked: Handle<AudioSource>,
    win: Handle<AudioSource>,
}

impl FromWorld for Sounds {
    fn from_world(world: &mut World) -> Self {
        let mut sources = world.resource_mut::<Assets<AudioSource>>();
        let mut add = |samples: Vec<f32>| sources.add(AudioSource { bytes: wav(&samples).into() });
        Sounds { slide: add(slide()), blocked: add(knock()), win: add(arpeggio()) }
    }
}

/// A short burst of decaying, low-passed noise.
fn slide() -> Vec<f32> {
    let n = RATE as usize * 70 / 1000;
    let (mut seed, mut smooth) = (0x2545_f491_u32, 0.0f32);
    (0..n)
        .map(|i| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let noise = seed as f32 / u32::MAX as f32 * 2.0 - 1.0;
            smooth += (noise - smooth) * 0.25;
            smooth * (1.0 - i as f32 / n as f32).powi(2) * 0.5
        })
        .collect()
}

fn tone(hz: f32, ms: u32, volume: f32) -> impl Iterator<Item = f32> {
    let n = RATE * ms / 1000;
    (0..n).map(move |i| {
        let t = i as f32 / RATE as f32;
        (TAU * hz * t).sin() * (1.0 - i as f32 / n as f32).powi(3) * volume
    })
}

fn knock() -> Vec<f32> {
    tone(110.0, 110, 0.6).zip(tone(165.0, 110, 0.25)).map(|(a, b)| a + b).collect()
}

fn arpeggio() -> Vec<f32> {
    [523.25, 659.25, 783.99, 1046.5].into_iter().flat_map(|hz| tone(hz, 140, 0.35)).collect()
}

/// 16-bit mono PCM in a WAV container.
fn wav(samples: &[f32]) -> Vec<u8> {
    let data_len = samples.len() as u32 * 2;
    let mut out = Vec::with_capacity(44 + data_len as usize);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(36 + data_len).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data_len.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * i16::MAX as f32) as i16).to_le_bytes());
    }
    out
}

fn play(
    mut moved: MessageReader<PieceMoved>,
    mut blocked: MessageReader<Blocked>,
    mut won: MessageReader<Won>,
    sounds: Res<Sounds>,
    muted: Res<Muted>,
    settings: Res<Settings>,
    mut commands: Commands,
) {
    let events =
        [(moved.read().count(), &sounds.slide), (blocked.read().count(), &sounds.blocked), (won.read().count(), &sounds.win)];
    let loudness = settings.loudness();
    if muted.0 || loudness == 0.0 {
        return;
    }
    for (count, sound) in events {
        if count > 0 {
            let settings = PlaybackSettings::DESPAWN.with_volume(Volume::Linear(loudness));
            commands.spawn((AudioPlayer(sound.clone()), settings));
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn wav_header_matches_the_samples() {
        let bytes = super::wav(&[0.0, 1.0, -1.0]);
        assert_eq!(&bytes[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(bytes[40..44].try_into().unwrap()), 6);
        assert_eq!(bytes.len(), 44 + 6);
        assert_eq!(i16::from_le_bytes([bytes[46], bytes[47]]), i16::MAX);
    }
}
