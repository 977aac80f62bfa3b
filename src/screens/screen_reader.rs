//! Hands [`Narration`] to the screen reader. On the desktop, egui's AccessKit tree (which bevy_egui
//! passes to winit's adapter: AT-SPI on Linux, UI Automation on Windows) gets two nodes beside the
//! widgets: the board, its description as the node's text, and a polite live region holding the newest
//! announcement. In a browser, where winit has no AccessKit adapter, the page holds the same two as
//! elements (`#board-text`, a region, and `#announcer`, `role=status`, both in `web/index.html`), and
//! this fills them in. Nothing here is drawn: a sighted player sees the board itself.

use crate::app_state::Screen;
use crate::i18n::{Tr, tr};
use crate::narration::Narration;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, expose.run_if(in_state(Screen::Playing)));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, page::mirror);
}

/// The two nodes, built afresh each pass as egui's widgets are; they sit in an area that takes no room
/// and no input.
fn expose(mut contexts: EguiContexts, narration: Res<Narration>, tr: Res<Tr>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("screen-reader")).interactable(false).fixed_pos(egui::Pos2::ZERO).show(ctx, |ui| {
        let board = ui.id().with("board");
        ui.ctx().accesskit_node_builder(board, |node| {
            node.set_role(egui::accesskit::Role::Document);
            node.set_label(tr!(tr, "a11y-board"));
            node.set_description(narration.board().to_string());
        });
        let announcer = ui.id().with("announcer");
        ui.ctx().accesskit_node_builder(announcer, |node| {
            node.set_role(egui::accesskit::Role::Status);
            node.set_live(egui::accesskit::Live::Polite);
            node.set_label(narration.latest().map(|said| said.text.clone()).unwrap_or_default());
        });
    });
    Ok(())
}

/// The page's mirror of the two nodes.
#[cfg(target_arch = "wasm32")]
mod page {
    use super::*;

    /// Fills in the page's board text and live region when they change (a repeat of the same words
    /// is cleared first, so that the screen reader says it again).
    pub fn mirror(narration: Res<Narration>, tr: Res<Tr>, mut last: Local<(u64, String, String)>) {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
        let label = tr!(tr, "a11y-board");
        if (narration.board(), label.as_str()) != (last.1.as_str(), last.2.as_str()) {
            if let Some(board) = document.get_element_by_id("board-text") {
                board.set_text_content(Some(narration.board()));
                let _ = board.set_attribute("aria-label", &label);
            }
            (last.1, last.2) = (narration.board().to_string(), label);
        }
        if let Some(said) = narration.latest().filter(|said| said.serial != last.0) {
            if let Some(announcer) = document.get_element_by_id("announcer") {
                announcer.set_text_content(None);
                announcer.set_text_content(Some(&said.text));
            }
            last.0 = said.serial;
        }
    }
}
