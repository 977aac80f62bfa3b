//! The notice window: a message the player must see (see [`Notices`]), over whatever screen is on. Its
//! OK has the keys as it appears (so Enter or a pad's A takes it, and a screen reader reads it out);
//! Esc (B) dismisses it too.

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::player::notices::Notices;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_notice);
}

fn show_notice(
    mut contexts: EguiContexts,
    mut notices: ResMut<Notices>,
    mut shown: Local<Option<(String, String)>>,
    tr: Res<Tr>,
) -> Result {
    let Some(notice) = notices.queue.front().cloned() else {
        *shown = None;
        return Ok(());
    };
    let appearing = shown.as_ref() != Some(&(notice.title.clone(), notice.text.clone()));
    *shown = Some((notice.title.clone(), notice.text.clone()));
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(notice.title).collapsible(false).resizable(false).anchor(egui::Align2::CENTER_TOP, [0.0, 90.0]).show(
        ctx,
        |ui| {
            ui.set_max_width(520.0);
            ui.label(notice.text);
            let ok = ui.button(tr!(tr, "notice-ok"));
            if appearing {
                ok.request_focus();
            }
            let dismissed = ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape));
            if ok.clicked() || dismissed {
                notices.queue.pop_front();
            }
        },
    );
    Ok(())
}
