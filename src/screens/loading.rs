//! The loading screen: while the board's art is coming in through the asset system, a panel over
//! whatever screen opened says how far it has come. In a browser the page's own indicator covers the
//! download of the game; this covers the art (decoded from the wasm). It goes once all is in.

use crate::board::art::Art;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, loading_panel);
}

fn loading_panel(
    mut contexts: EguiContexts,
    art: Res<Art>,
    server: Res<AssetServer>,
    tr: Res<Tr>,
    mut done: Local<bool>,
) -> Result {
    if *done {
        return Ok(());
    }
    let (loaded, total) = art.progress(&server);
    if loaded == total {
        info!("art loaded: {total} sprites");
        *done = true;
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let veil = egui::LayerId::new(egui::Order::Foreground, egui::Id::new("loading veil"));
    ctx.layer_painter(veil).rect_filled(ctx.content_rect(), 0.0, palette::BACKGROUND.egui());
    egui::Area::new(egui::Id::new("loading")).order(egui::Order::Tooltip).anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(
        ctx,
        |ui| {
            ui.vertical_centered(|ui| {
                ui.label(egui::RichText::new(tr!(tr, "loading-art")).size(22.0).color(palette::LOADING_TEXT.egui()));
                ui.add(
                    egui::ProgressBar::new(loaded as f32 / total as f32).desired_width(260.0).text(format!("{loaded} / {total}")),
                );
            });
        },
    );
    ctx.request_repaint();
    Ok(())
}
