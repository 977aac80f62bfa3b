//! A short fade between screens: the new screen comes up out of the background colour, so a change of
//! screen is not a jump cut. Off with reduced motion.

use crate::app_state::Screen;
use crate::player::settings::Settings;
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Fade>()
        .add_systems(Update, start_fade.run_if(state_changed::<Screen>))
        .add_systems(EguiPrimaryContextPass, paint_fade);
}

/// The fade's length at normal speed.
const FADE_MS: f32 = 250.0;

/// Seconds left of the fade under way, and its whole length.
#[derive(Resource, Default)]
struct Fade {
    left: f32,
    length: f32,
}

fn start_fade(settings: Res<Settings>, mut fade: ResMut<Fade>) {
    if !settings.reduce_motion {
        let length = settings.duration(FADE_MS).as_secs_f32();
        *fade = Fade { left: length, length };
    }
}

/// A veil of the background colour over everything, thinning to nothing.
fn paint_fade(mut contexts: EguiContexts, time: Res<Time>, mut fade: ResMut<Fade>) -> Result {
    if fade.left <= 0.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let veil = palette::BACKGROUND.egui().gamma_multiply(fade.left / fade.length);
    ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("fade"))).rect_filled(
        ctx.content_rect(),
        0.0,
        veil,
    );
    fade.left -= time.delta_secs();
    ctx.request_repaint();
    Ok(())
}
