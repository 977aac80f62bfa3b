//! The notice window: a message the player must see (see [`Notices`]), over whatever screen is on.

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::player::notices::Notices;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_notice);
}

fn show_notice(mut contexts: EguiContexts, mut notices: ResMut<Notices>, tr: Res<Tr>) -> Result {
    let Some(notice) = notices.queue.front().cloned() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(notice.title).collapsible(false).resizable(false).anchor(egui::Align2::CENTER_TOP, [0.0, 90.0]).show(
        ctx,
        |ui| {
            ui.set_max_width(520.0);
            ui.label(notice.text);
            if ui.button(tr!(tr, "notice-ok")).clicked() {
                notices.queue.pop_front();
            }
        },
    );
    Ok(())
}
