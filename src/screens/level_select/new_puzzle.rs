//! The "New puzzle" window of the level select: a kind (a Rush Hour board size, or Huarongdao) and a
//! difficulty, then a progress line while the puzzle is made (it opens in play when it is), with a
//! way to cancel.

use crate::i18n::Tr;
use crate::i18n::tr;
use crate::puzzles::random_puzzle::{Band, Kind, MakePuzzle, PuzzleMaker};
use bevy::prelude::*;
use bevy_egui::egui;

/// Whether the window is open, and what it asks for.
#[derive(Resource)]
pub struct NewPuzzle {
    pub open: bool,
    kind: Kind,
    band: Band,
}

impl Default for NewPuzzle {
    fn default() -> Self {
        NewPuzzle { open: false, kind: Kind::RushHour { size: 6 }, band: Band::Medium }
    }
}

pub fn window(
    ctx: &egui::Context,
    dialog: &mut NewPuzzle,
    maker: &mut PuzzleMaker,
    make: &mut MessageWriter<MakePuzzle>,
    tr: &Tr,
) {
    let mut open = dialog.open;
    egui::Window::new(tr!(tr, "puzzle-title")).open(&mut open).collapsible(false).resizable(false).show(ctx, |ui| {
        if let Some(runs) = maker.progress() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(match dialog.kind {
                    Kind::RushHour { size } => tr!(tr, "puzzle-making", size = size, runs = runs),
                    Kind::Huarongdao => tr!(tr, "puzzle-drawing"),
                });
            });
            if ui.button(tr!(tr, "puzzle-cancel")).clicked() {
                maker.cancel();
            }
            return;
        }
        ui.label(match dialog.kind {
            Kind::RushHour { .. } => tr!(tr, "puzzle-about"),
            Kind::Huarongdao => tr!(tr, "puzzle-about-huarongdao"),
        });
        ui.horizontal(|ui| {
            for kind in Kind::ALL {
                ui.selectable_value(&mut dialog.kind, kind, kind.name(tr));
            }
        });
        ui.horizontal(|ui| {
            for band in Band::ALL {
                let moves = band.moves(dialog.kind);
                let label = tr!(tr, "puzzle-band", band = band.name(tr), least = *moves.start(), most = *moves.end());
                ui.selectable_value(&mut dialog.band, band, label);
            }
        });
        if ui.button(tr!(tr, "puzzle-make")).clicked() {
            make.write(MakePuzzle { kind: dialog.kind, band: dialog.band });
        }
    });
    // Esc (a pad's B) closes the dialog, and only the dialog: the level select leaves its keys alone
    // while it is open.
    dialog.open = open && !ctx.input(|i| i.key_pressed(egui::Key::Escape));
}
