//! Messages the player must see, on any screen: today, what happened to the saved progress.

use crate::game::progress::Progress;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_notice);
}

fn show_notice(mut contexts: EguiContexts, mut progress: ResMut<Progress>) -> Result {
    let Some(message) = progress.notice.clone() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Saved progress").collapsible(false).resizable(false).anchor(egui::Align2::CENTER_TOP, [0.0, 90.0]).show(
        ctx,
        |ui| {
            ui.set_max_width(520.0);
            ui.label(message);
            if ui.button("OK").clicked() {
                progress.notice = None;
            }
        },
    );
    Ok(())
}
