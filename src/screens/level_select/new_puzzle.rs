//! The "New puzzle" window of the level select: a board size and a difficulty, then a progress line
//! while the generator works (the puzzle opens in play when it is made), with a way to cancel.

use crate::i18n::Tr;
use crate::random_puzzle::{Band, MakePuzzle, PuzzleMaker};
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;

/// Whether the window is open, and what it asks for.
#[derive(Resource)]
pub struct NewPuzzle {
    pub open: bool,
    size: u8,
    band: Band,
}

impl Default for NewPuzzle {
    fn default() -> Self {
        NewPuzzle { open: false, size: 6, band: Band::Medium }
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
                ui.label(tr!(tr, "puzzle-making", size = dialog.size, runs = runs));
            });
            if ui.button(tr!(tr, "puzzle-cancel")).clicked() {
                maker.cancel();
            }
            return;
        }
        ui.label(tr!(tr, "puzzle-about"));
        ui.horizontal(|ui| {
            for size in [6, 7, 8] {
                ui.selectable_value(&mut dialog.size, size, tr!(tr, "puzzle-size", size = size));
            }
        });
        ui.horizontal(|ui| {
            for band in Band::ALL {
                let moves = band.moves(dialog.size);
                let label = tr!(tr, "puzzle-band", band = band.name(tr), least = *moves.start(), most = *moves.end());
                ui.selectable_value(&mut dialog.band, band, label);
            }
        });
        if ui.button(tr!(tr, "puzzle-make")).clicked() {
            make.write(MakePuzzle { size: dialog.size, band: dialog.band });
        }
    });
    dialog.open = open;
}
