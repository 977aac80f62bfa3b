//! The statistics: levels solved and perfect (three stars) in each pack and overall, stars, hints
//! used, time played, and the daily puzzles' streaks — all from the saved progress. Esc (or Back)
//! leaves.

use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::i18n::tr;
use crate::i18n::{Tr, calendar, words};
use crate::player::progress::Progress;
use crate::player::statistics::tally;
use crate::puzzles::daily::Today;
use crate::theme::layout::Room;
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, stats_screen.run_if(in_state(Screen::Stats)));
}

fn stats_screen(
    mut contexts: EguiContexts,
    catalog: Res<Catalog>,
    progress: Res<Progress>,
    today: Res<Today>,
    mut next_screen: ResMut<NextState<Screen>>,
    room: Res<Room>,
    tr: Res<Tr>,
) -> Result {
    let tr = &*tr;
    let ctx = contexts.ctx_mut()?;
    if super::escape_pressed(ctx) {
        next_screen.set(Screen::Menu);
    }
    let packs = catalog.packs();
    let all = tally(0..catalog.levels.len(), &catalog, &progress);
    let totals = progress.journal.totals();
    let streaks = progress.journal.streaks(today.date);
    let dailies = progress.journal.dailies_solved();
    let title = tr!(tr, "stats-title");
    let back = super::centred_column(ctx, (&title, 620.0), room.is_compact(), tr, |ui| {
        ui.add_space(12.0);
        let figures = [
            (tr!(tr, "stats-solved"), tr!(tr, "stats-of", count = all.solved, total = all.levels)),
            (tr!(tr, "stats-perfect"), all.perfect.to_string()),
            (tr!(tr, "stats-stars"), tr!(tr, "stats-of", count = all.stars, total = 3 * all.levels)),
            (tr!(tr, "stats-hints"), totals.hints.to_string()),
            (tr!(tr, "stats-time"), calendar::duration(tr, totals.seconds)),
            (tr!(tr, "stats-streak"), tr!(tr, "stats-days", count = streaks.current)),
            (tr!(tr, "stats-longest"), tr!(tr, "stats-days", count = streaks.longest)),
            (tr!(tr, "stats-dailies"), dailies.to_string()),
        ];
        egui::Grid::new("stats figures").num_columns(2).spacing([32.0, 8.0]).show(ui, |ui| {
            for (label, figure) in figures {
                ui.label(RichText::new(label).size(18.0));
                ui.label(RichText::new(figure).size(18.0).strong().color(palette::GOLD.egui()));
                ui.end_row();
            }
        });
        ui.add_space(16.0);
        ui.label(RichText::new(tr!(tr, "stats-by-pack")).size(20.0).strong());
        egui::Grid::new("stats packs").num_columns(4).striped(true).spacing([20.0, 8.0]).show(ui, |ui| {
            for head in [tr!(tr, "stats-pack"), tr!(tr, "stats-solved"), tr!(tr, "stats-perfect"), tr!(tr, "stats-stars")] {
                ui.label(RichText::new(head).size(14.0).color(palette::LOADING_TEXT.egui().gamma_multiply(0.7)));
            }
            ui.end_row();
            // A pack that holds only daily puzzles (My levels, on a day nothing else was opened) is
            // left out with them.
            for (pack, t) in
                packs.iter().map(|pack| (pack, tally(pack.levels.clone(), &catalog, &progress))).filter(|(_, t)| t.levels > 0)
            {
                ui.label(words::pack(tr, pack));
                ui.label(tr!(tr, "stats-of", count = t.solved, total = t.levels));
                ui.label(t.perfect.to_string());
                ui.label(t.stars.to_string());
                ui.end_row();
            }
        });
    });
    if back {
        next_screen.set(Screen::Menu);
    }
    Ok(())
}
