//! Frames only while something moves. A puzzle spends most of its time waiting for the player, and
//! redrawing a board that has not changed burns a laptop's battery and, in a browser drawing in
//! software, takes the CPU from the analysis worker. So while nothing moves the loop sleeps: it wakes
//! for input, for a background analysis's news ([`Wake`]), and at least every [`IDLE_WAIT`]; while
//! anything moves it runs continuously.
//!
//! A view whose motion this cannot see (a timed beat, egui painting) asks for frames itself with
//! [`RequestRedraw`]: the title demo and the developer tools write it, egui's repaint requests arrive
//! as the same message. egui's clock is kept true across a sleep, so a tap that wakes the loop is a tap.

use crate::play::demo::Demo;
use crate::play::replay::Replay;
use crate::play::solver_task::{Analysis, Wake};
use crate::puzzles::editor::Editor;
use bevy::ecs::entity::EntityHashMap;
use bevy::prelude::*;
use bevy::time::Virtual;
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, UpdateMode, WinitSettings, WinitUserEvent};
use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};
use bevy_tweening::TweenAnim;
use std::sync::Arc;
use std::time::Duration;

pub fn plugin(app: &mut App) {
    app.insert_resource(CONTINUOUS)
        .add_systems(Startup, wake_on_news)
        .add_systems(
            PreUpdate,
            (drop_unchanged_modifiers, tell_egui_the_time_now)
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        )
        .add_systems(Last, keep_drawing_while_anything_moves);
}

/// The longest a still game goes without a frame: what a timer nobody watches may run late by.
const IDLE_WAIT: Duration = Duration::from_secs(1);
/// The loop while nothing moves.
pub const SLEEPING: WinitSettings = WinitSettings {
    focused_mode: UpdateMode::Reactive {
        wait: IDLE_WAIT,
        react_to_device_events: true,
        react_to_user_events: true,
        react_to_window_events: true,
    },
    // Not woken by the mouse moving over other windows.
    unfocused_mode: UpdateMode::Reactive {
        wait: IDLE_WAIT,
        react_to_device_events: false,
        react_to_user_events: true,
        react_to_window_events: true,
    },
};
/// The loop while anything moves.
pub const CONTINUOUS: WinitSettings =
    WinitSettings { focused_mode: UpdateMode::Continuous, unfocused_mode: UpdateMode::Continuous };
/// The longest step of game time the first two frames after a pause take: a slide started by the key
/// that woke the game plays from its start instead of jumping to its end.
pub const AFTER_PAUSE: Duration = Duration::from_millis(33);
/// Bevy's own bound on a frame's step of game time, for frames that follow frames.
pub const ORDINARY: Duration = Duration::from_millis(250);

/// A background analysis's news wakes the loop: its result shows the frame it comes, not a second
/// later.
fn wake_on_news(proxy: Option<Res<EventLoopProxyWrapper>>, mut wake: ResMut<Wake>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    *wake = Wake::new(Arc::new(move || {
        // A closed loop is an app shutting down: nothing left to wake.
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    }));
}

/// bevy_egui 0.42 tells egui the modifier keys every frame as news (`ModifiersChanged`), and egui asks
/// for a repaint at once after any news: the loop would never sleep. Only real changes are passed on
/// (egui keeps the modifiers it was last told; losing focus clears them).
fn drop_unchanged_modifiers(mut inputs: Query<(Entity, &mut EguiInput)>, mut told: Local<EntityHashMap<egui::Modifiers>>) {
    for (context, mut input) in &mut inputs {
        let mut known = told.get(&context).copied();
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) if known == Some(*modifiers) => false,
            egui::Event::ModifiersChanged(modifiers) => {
                known = Some(*modifiers);
                true
            }
            egui::Event::WindowFocused(false) => {
                known = Some(egui::Modifiers::default());
                true
            }
            _ => true,
        });
        if let Some(modifiers) = known {
            told.insert(context, modifiers);
        }
    }
}

/// bevy_egui tells egui the time by Bevy's real clock, which reads the instant the last frame was
/// presented. The first frame after a sleep would then tell the instant before the sleep, and the
/// frame after it the real time: a finger's tap that woke the loop would look to egui as long as the
/// sleep before it, over egui's 0.8 s for a click, and a button would not take it (a mouse moved just
/// before its click keeps frames coming; a finger's tap, or a click after the mouse rested, does not).
/// egui is told the time it is now, on the same clock's start.
fn tell_egui_the_time_now(mut inputs: Query<&mut EguiInput>, real: Res<Time<Real>>) {
    let now = bevy::platform::time::Instant::now().duration_since(real.startup()).as_secs_f64();
    for mut input in &mut inputs {
        input.0.time = Some(now);
    }
}

/// Keeps the loop running while a piece slides, confetti flies, a replay or the demo plays, the
/// analysis is stepped on the page, anything drawn changed this frame or a view asked for a frame;
/// else lets it sleep.
fn keep_drawing_while_anything_moves(
    tweens: Query<(), With<TweenAnim>>,
    changed: Query<(), Or<(Changed<Transform>, Changed<Sprite>, Changed<Visibility>)>>,
    replay: Res<Replay>,
    demo: Res<Demo>,
    (analysis, editor): (Res<Analysis>, Res<Editor>),
    mut asked: MessageReader<RequestRedraw>,
    mut settings: ResMut<WinitSettings>,
    (mut time, mut was_moving): (ResMut<Time<Virtual>>, Local<bool>),
) {
    let moving = asked.read().count() > 0
        || !tweens.is_empty()
        || !changed.is_empty()
        || replay.playing
        || demo.on
        || analysis.needs_frames()
        || editor.needs_frames();
    let paced = if moving { CONTINUOUS } else { SLEEPING };
    if settings.focused_mode != paced.focused_mode {
        *settings = paced;
    }
    // Bevy's clock reads the instants frames were presented, a frame behind with pipelined
    // rendering: the second frame after a pause still measures the pause.
    time.set_max_delta(if moving && *was_moving { ORDINARY } else { AFTER_PAUSE });
    *was_moving = moving;
}
