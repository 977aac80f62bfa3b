//! The daily screen: today's two puzzles with their difficulty and the player's result, the streak,
//! and a calendar of the month (back to earlier months) marking each day's puzzles solved; a past day
//! picked on it shows that day's puzzles, each playable. Esc (or Back) leaves.

use crate::app_state::Screen;
use crate::i18n::tr;
use crate::i18n::{Tr, calendar, words};
use crate::player::progress::{DailyResult, Progress};
use crate::puzzles::daily::{DailyMaker, PlayDaily, Today};
use crate::theme::layout::{Room, TOUCH_TARGET};
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use gridlock_core::daily::{Daily, Date, Weekday};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Picked>()
        .add_systems(OnEnter(Screen::Daily), pick_today)
        .add_systems(EguiPrimaryContextPass, daily_screen.run_if(in_state(Screen::Daily)));
}

/// The day whose puzzles are shown, and the month the calendar shows.
#[derive(Resource, Default)]
struct Picked {
    day: Option<Date>,
    month: Option<Date>,
}

fn pick_today(today: Res<Today>, mut picked: ResMut<Picked>) {
    *picked = Picked { day: Some(today.date), month: Some(today.date.first_of_month()) };
}

/// A solved day's mark on the calendar: gold when the player solved it on the day (it counts towards
/// the streak); grey when solved later or watched.
const SOLVED_MARK: &str = "●";

fn daily_screen(
    mut contexts: EguiContexts,
    today: Res<Today>,
    progress: Res<Progress>,
    mut maker: ResMut<DailyMaker>,
    mut play: MessageWriter<PlayDaily>,
    mut picked: ResMut<Picked>,
    mut next_screen: ResMut<NextState<Screen>>,
    room: Res<Room>,
    tr: Res<Tr>,
) -> Result {
    let tr = &*tr;
    let ctx = contexts.ctx_mut()?;
    let day = picked.day.unwrap_or(today.date);
    let month = picked.month.unwrap_or(today.date.first_of_month());
    if super::escape_pressed(ctx) {
        maker.cancel();
        next_screen.set(Screen::Menu);
    }
    if maker.making().is_some() {
        // The made puzzle is polled each frame: the game must not sleep meanwhile.
        ctx.request_repaint();
    }
    let title = tr!(tr, "daily-title");
    let back = super::centred_column(ctx, (&title, 560.0), room.is_compact(), tr, |ui| {
        let streaks = progress.journal.streaks(today.date);
        let streak = tr!(tr, "daily-streak", current = streaks.current, longest = streaks.longest);
        ui.label(RichText::new(streak).size(18.0).color(palette::GOLD.egui()));
        ui.add_space(8.0);
        ui.label(RichText::new(calendar::long_date(tr, day)).size(20.0));
        for family in Daily::FAMILIES {
            let daily = Daily { date: day, family };
            if puzzle_card(ui, daily, progress.journal.daily.get(&daily), &maker, tr) {
                play.write(PlayDaily(daily));
            }
        }
        ui.add_space(12.0);
        if let Some(change) = month_heading(ui, month, today.date, tr) {
            picked.month = Some(change);
        }
        if let Some(day) = month_grid(ui, month, day, today.date, &progress, tr) {
            picked.day = Some(day);
        }
        let quiet = palette::LOADING_TEXT.egui().gamma_multiply(0.7);
        ui.label(RichText::new(tr!(tr, "daily-legend")).size(13.0).color(quiet));
    });
    if back {
        maker.cancel();
        next_screen.set(Screen::Menu);
    }
    Ok(())
}

/// One puzzle of the day: its family, difficulty and result, and Play (busy while it is being made).
/// Whether Play was pressed.
fn puzzle_card(ui: &mut egui::Ui, daily: Daily, result: Option<&DailyResult>, maker: &DailyMaker, tr: &Tr) -> bool {
    let mut pressed = false;
    egui::Frame::group(ui.style()).inner_margin(12.0).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.vertical(|ui| {
                ui.label(RichText::new(words::family(tr, daily.family)).size(20.0).strong());
                let band = daily.moves();
                let difficulty = tr!(tr, "daily-band", low = *band.start(), high = *band.end());
                ui.label(RichText::new(difficulty).size(14.0));
                match result {
                    Some(result) => {
                        let stars = RichText::new(words::stars(result.stars)).size(20.0).color(palette::GOLD.egui());
                        ui.label(stars);
                        ui.label(tr!(tr, "daily-result", moves = result.moves, optimum = result.optimum));
                    }
                    None => {
                        ui.label(tr!(tr, "daily-open"));
                    }
                }
            });
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let making = maker.making() == Some(daily);
                let label = if making {
                    tr!(tr, "daily-making")
                } else if result.is_some() {
                    tr!(tr, "daily-play-again")
                } else {
                    tr!(tr, "daily-play")
                };
                let button = egui::Button::new(RichText::new(label).size(18.0)).min_size(egui::vec2(96.0, TOUCH_TARGET));
                if making {
                    ui.add(egui::Spinner::new());
                }
                pressed = ui.add_enabled(maker.making().is_none(), button).clicked();
            });
        });
    });
    pressed
}

/// "‹ December 2026 ›": the month shown, earlier months, and back up to today's. The month to show
/// instead, if a button was pressed.
fn month_heading(ui: &mut egui::Ui, month: Date, today: Date, tr: &Tr) -> Option<Date> {
    let mut change = None;
    ui.horizontal(|ui| {
        let arrow =
            |text: &str| egui::Button::new(RichText::new(text).size(20.0)).min_size(egui::vec2(TOUCH_TARGET, TOUCH_TARGET));
        // Named for a screen reader by what they do, not by their arrows.
        let named = |response: egui::Response, name: String| {
            response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &name));
            response.on_hover_text(name)
        };
        if named(ui.add(arrow("‹")), tr!(tr, "daily-month-before")).clicked() {
            change = Some(month.plus_days(-1).first_of_month());
        }
        ui.label(RichText::new(calendar::month(tr, month)).size(20.0).strong());
        let later = month.plus_days(i64::from(month.days_in_month()));
        if named(ui.add_enabled(later <= today, arrow("›")), tr!(tr, "daily-month-after")).clicked() {
            change = Some(later);
        }
    });
    change
}

/// The month's days in weeks, Monday first: each day up to today a button with a mark per puzzle
/// solved. The day picked, if one was.
fn month_grid(ui: &mut egui::Ui, month: Date, picked: Date, today: Date, progress: &Progress, tr: &Tr) -> Option<Date> {
    let mut chosen = None;
    let cell = ((ui.available_width() - 6.0 * 4.0) / 7.0).clamp(TOUCH_TARGET, 64.0);
    egui::Grid::new("daily calendar").spacing([4.0, 4.0]).min_col_width(cell).show(ui, |ui| {
        for day in Weekday::ALL {
            ui.label(RichText::new(calendar::weekday(tr, day, true)).size(13.0));
        }
        ui.end_row();
        for _ in 0..month.weekday() as usize {
            ui.label("");
        }
        for n in 0..month.days_in_month() {
            let date = month.plus_days(i64::from(n));
            let solved =
                Daily::FAMILIES.iter().filter(|&&family| progress.journal.daily.contains_key(&Daily { date, family })).count();
            let name = tr!(tr, "daily-day", date = calendar::long_date(tr, date), solved = solved);
            let name = if date == today { tr!(tr, "daily-today", day = name) } else { name };
            let mut text = egui::text::LayoutJob::default();
            let plain = egui::TextFormat { font_id: egui::FontId::proportional(16.0), ..Default::default() };
            text.append(&format!("{}\n", date.day()), 0.0, plain);
            for result in Daily::FAMILIES.into_iter().filter_map(|family| progress.journal.daily.get(&Daily { date, family })) {
                let colour = if result.counts_on(date) { palette::GOLD.egui() } else { palette::LOADING_TEXT.egui() };
                let mark = egui::TextFormat { font_id: egui::FontId::proportional(10.0), color: colour, ..Default::default() };
                text.append(SOLVED_MARK, 0.0, mark);
            }
            let button = egui::Button::new(text).min_size(egui::vec2(cell, TOUCH_TARGET)).selected(date == picked);
            let button = if date == today { button.stroke(egui::Stroke::new(2.0, palette::TARGET.egui())) } else { button };
            let response = ui.add_enabled(date <= today, button);
            // A screen reader hears the date and what was solved on it, not the number and its dots.
            response.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Button, date <= today, date == picked, &name));
            if response.clicked() {
                chosen = Some(date);
            }
            if date.weekday() == Weekday::Sunday {
                ui.end_row();
            }
        }
    });
    chosen
}
