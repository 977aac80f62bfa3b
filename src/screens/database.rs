//! The pack of every 6×6 puzzle ([`crate::puzzles::puzzle_database`]): the optima (1 to 60 moves; 1 to
//! 51 without walls) with how many puzzles need each, and, when the database has walls, a filter by their number;
//! the hardest puzzle one tap away; a random puzzle of the chosen optimum, and that optimum's puzzles as
//! cards, fewest walls and then largest cluster first (only the cards in view are drawn: the largest
//! optimum holds 61,984). It asks for the database as it opens; Esc (or Back) goes back to the level
//! select.

use crate::app_state::Screen;
use crate::i18n::Tr;
use crate::i18n::tr;
use crate::player::settings::Settings;
use crate::puzzles::puzzle_database::{DATABASE_FILE, DatabaseSearch, FromDatabase, PuzzleDatabase};
use crate::theme::layout::{Room, TOUCH_TARGET, dragged};
use crate::theme::palette::Paint;
use crate::theme::{palette, style, thumbnail};
use bevy::prelude::*;
use bevy_egui::egui::{self, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use gridlock_core::database::Database;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Chosen>()
        .add_systems(OnEnter(Screen::Database), ask_for_the_database)
        .add_systems(EguiPrimaryContextPass, database_screen.run_if(in_state(Screen::Database)));
}

/// The optimum whose puzzles are shown and the number of walls they have (`None`: any), kept between
/// visits.
#[derive(Resource)]
pub struct Chosen {
    pub moves: u32,
    pub walls: Option<usize>,
}

impl Default for Chosen {
    fn default() -> Chosen {
        Chosen { moves: 20, walls: None }
    }
}

fn ask_for_the_database(mut ask: MessageWriter<FromDatabase>) {
    ask.write(FromDatabase::Load);
}

const CARD: egui::Vec2 = egui::vec2(200.0, 112.0);
const GAP: f32 = 8.0;

fn database_screen(
    mut contexts: EguiContexts,
    database: Res<PuzzleDatabase>,
    search: Option<Res<DatabaseSearch>>,
    mut chosen: ResMut<Chosen>,
    mut ask: MessageWriter<FromDatabase>,
    mut next_screen: ResMut<NextState<Screen>>,
    settings: Res<Settings>,
    room: Res<Room>,
    tr: Res<Tr>,
    mut first_card_told: Local<Option<egui::Rect>>,
    mut record_told: Local<Option<egui::Rect>>,
) -> Result {
    let tr = &*tr;
    let ctx = contexts.ctx_mut()?;
    if super::escape_pressed(ctx) {
        next_screen.set(Screen::LevelSelect);
    }
    let compact = room.is_compact();
    let screen = ctx.content_rect().shrink(if compact { 8.0 } else { 24.0 });
    egui::Area::new(egui::Id::new("database")).order(egui::Order::Background).fixed_pos(screen.min).show(ctx, |ui| {
        ui.set_width(screen.width());
        ui.set_height(screen.height());
        let ready = match &*database {
            PuzzleDatabase::Ready(db) => Some(db),
            _ => None,
        };
        ui.horizontal_wrapped(|ui| {
            if ui.button(RichText::new(tr!(tr, "select-back")).size(18.0)).clicked() {
                next_screen.set(Screen::LevelSelect);
            }
            ui.add_space(12.0);
            ui.label(RichText::new(tr!(tr, "database-title")).size(28.0).strong());
            // The record, one tap from the pack: the largest cluster of the highest optimum.
            if let Some(hardest) = ready.and_then(|db| db.optima().last()).map(|(moves, _)| moves) {
                ui.add_space(12.0);
                // As tall as Back: finger-sized where a finger points (the theme's sizes), else egui's own.
                let record = egui::Button::new(RichText::new(tr!(tr, "database-hardest", moves = hardest)).size(16.0));
                let record = ui.add(record);
                if record.clicked() {
                    ask.write(FromDatabase::Play { moves: hardest, n: 0 });
                }
                tell_where(&mut record_told, "the record's button", record.rect);
            }
        });
        let db = match &*database {
            PuzzleDatabase::Ready(db) => db,
            PuzzleDatabase::Missing | PuzzleDatabase::Failed(_) => {
                ui.label(match &*database {
                    PuzzleDatabase::Failed(why) => tr!(tr, "database-failed", why = why.as_str()),
                    _ => {
                        let places = search.as_ref().map(|s| s.looked_in.join("\n")).unwrap_or_default();
                        tr!(tr, "database-missing", file = DATABASE_FILE, places = places)
                    }
                });
                if ui.button(tr!(tr, "database-retry")).clicked() {
                    ask.write(FromDatabase::Load);
                }
                return;
            }
            PuzzleDatabase::NotLoaded | PuzzleDatabase::Loading(_) => {
                // The file's arrival is polled each frame: the game must not sleep meanwhile.
                ui.ctx().request_repaint();
                ui.horizontal(|ui| {
                    ui.add(egui::Spinner::new());
                    ui.label(tr!(tr, "database-loading"));
                });
                return;
            }
        };
        let wall_counts = db.wall_counts();
        let most_walls = wall_counts.last().copied().unwrap_or(0);
        ui.label(RichText::new(tr!(tr, "database-about", count = db.len(), walls = most_walls)).size(14.0));
        ui.add_space(6.0);
        if wall_counts.len() > 1 {
            walls_filter(ui, &wall_counts, &mut chosen, tr);
        }
        keep_to_the_database(db, &wall_counts, &mut chosen);
        optima(ui, db, &mut chosen, tr);
        let shown = db.with_walls(chosen.moves, chosen.walls);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr!(tr, "database-count", count = shown.len(), moves = chosen.moves)).size(18.0));
            let random = egui::Button::new(RichText::new(tr!(tr, "database-random", moves = chosen.moves)).size(16.0));
            if ui.add_enabled(!shown.is_empty(), random).clicked() {
                ask.write(FromDatabase::Random { moves: chosen.moves, walls: chosen.walls });
            }
        });
        ui.add_space(6.0);
        let (clicked, first_card) = cards(ui, db, chosen.moves, shown, &settings, tr);
        if let Some(n) = clicked {
            ask.write(FromDatabase::Play { moves: chosen.moves, n });
        }
        if let Some(rect) = first_card {
            tell_where(&mut first_card_told, "the first card", rect);
        }
    });
    Ok(())
}

/// Logs where a control is and its size, again whenever either changes: for a person reading the log
/// and for the browser test, which clicks or taps it there.
fn tell_where(told: &mut Option<egui::Rect>, what: &str, rect: egui::Rect) {
    if *told != Some(rect) {
        *told = Some(rect);
        let (centre, size) = (rect.center(), rect.size());
        info!("database: {what} at ({:.0}, {:.0}), {:.0}×{:.0} points", centre.x, centre.y, size.x, size.y);
    }
}

/// One chip per number of walls, and one for any: the one chosen is lit.
fn walls_filter(ui: &mut egui::Ui, wall_counts: &[usize], chosen: &mut Chosen, tr: &Tr) {
    // Four chips at most: a row that does not wrap, as tall as they are from the start so that the
    // label before them is centred on them.
    ui.horizontal(|ui| {
        ui.set_min_height(TOUCH_TARGET);
        ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
        ui.label(RichText::new(tr!(tr, "database-walls")).size(16.0));
        for walls in std::iter::once(None).chain(wall_counts.iter().map(|&w| Some(w))) {
            let text = match walls {
                None => tr!(tr, "database-walls-any"),
                Some(walls) => tr!(tr, "database-walls-exactly", walls = walls),
            };
            let chip = egui::Button::selectable(chosen.walls == walls, RichText::new(text).size(16.0))
                .min_size(egui::vec2(TOUCH_TARGET, TOUCH_TARGET));
            if ui.add(chip).clicked() {
                chosen.walls = walls;
            }
        }
    });
}

/// What is chosen, kept to what the database holds, whatever chose it (a chip, or `--every-puzzle`
/// and `--walls` at start): a number of walls none of its puzzles has means any (there is then no
/// chip to undo it), and an optimum with no puzzle of the walls chosen gives way to the nearest one
/// that has some.
fn keep_to_the_database(db: &Database, wall_counts: &[usize], chosen: &mut Chosen) {
    if chosen.walls.is_some_and(|walls| !wall_counts.contains(&walls)) {
        chosen.walls = None;
    }
    if db.with_walls(chosen.moves, chosen.walls).is_empty() {
        let having = db.optima().map(|(moves, _)| moves).filter(|&moves| !db.with_walls(moves, chosen.walls).is_empty());
        if let Some(nearest) = having.min_by_key(|&moves| moves.abs_diff(chosen.moves)) {
            chosen.moves = nearest;
        }
    }
}

/// One chip per optimum with puzzles of the walls chosen ("1" to "51" without walls): the one chosen
/// is lit.
fn optima(ui: &mut egui::Ui, db: &Database, chosen: &mut Chosen, tr: &Tr) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing = egui::vec2(4.0, 4.0);
        for (moves, _) in db.optima() {
            let count = db.with_walls(moves, chosen.walls).len();
            if count == 0 {
                continue;
            }
            let chip = egui::Button::selectable(chosen.moves == moves, RichText::new(moves.to_string()).size(16.0))
                .min_size(egui::vec2(TOUCH_TARGET, TOUCH_TARGET));
            let about = tr!(tr, "database-count", count = count, moves = moves);
            let chip = ui.add(chip);
            // A screen reader hears what the chip's number stands for, as the pointer's tooltip says.
            chip.widget_info(|| egui::WidgetInfo::selected(egui::WidgetType::Button, true, chosen.moves == moves, &about));
            if chip.on_hover_text(&about).clicked() {
                chosen.moves = moves;
            }
        }
    });
}

/// The optimum's puzzles `shown` (their numbers among all of its puzzles) as cards, a row at a time as
/// they scroll into view; the number of the one clicked, if any, and where the first card is while it
/// is in view.
fn cards(
    ui: &mut egui::Ui,
    db: &Database,
    moves: u32,
    shown: std::ops::Range<usize>,
    settings: &Settings,
    tr: &Tr,
) -> (Option<usize>, Option<egui::Rect>) {
    let columns = ((ui.available_width() + GAP) / (CARD.x + GAP)).floor().max(1.0) as usize;
    let (first_shown, count) = (shown.start, shown.len());
    let rows = count.div_ceil(columns);
    let (mut clicked, mut first) = (None, None);
    dragged(egui::ScrollArea::vertical()).auto_shrink(false).show_rows(ui, CARD.y + GAP, rows, |ui, visible| {
        for row in visible {
            ui.horizontal(|ui| {
                for card in (row * columns..(row + 1) * columns).filter(|&card| card < count) {
                    let n = first_shown + card;
                    let (rect, response) = ui.allocate_exact_size(CARD, egui::Sense::click());
                    let Some(entry) = db.puzzle(moves, n) else { continue };
                    let lit = response.hovered() || response.has_focus();
                    let fill = if lit { palette::BOARD_CELL } else { palette::BOARD_FRAME };
                    let painter = ui.painter();
                    painter.rect_filled(rect, egui::CornerRadius::same(8), fill.egui());
                    // Only the rows in view are drawn, and the keys move the focus only to a card that
                    // is: a card given the focus comes to the middle, so the rows on both sides are there.
                    if response.gained_focus() {
                        response.scroll_to_me(Some(egui::Align::Center));
                    }
                    if response.has_focus() {
                        let ring = egui::Stroke::new(style::FOCUS_RING, palette::FOCUS.egui());
                        painter.rect_stroke(rect, egui::CornerRadius::same(8), ring, egui::StrokeKind::Outside);
                    }
                    let picture =
                        egui::Rect::from_min_size(rect.min + egui::vec2(6.0, 6.0), egui::vec2(CARD.y - 12.0, CARD.y - 12.0));
                    thumbnail::paint(painter, &entry.board, picture, (settings.palette, None), false);
                    let text = tr!(tr, "database-card", number = n + 1, states = entry.states);
                    response.widget_info(|| egui::WidgetInfo::labeled(egui::WidgetType::Button, true, &text));
                    let at = egui::pos2(picture.max.x + 8.0, rect.min.y + 10.0);
                    let galley = painter.layout(
                        text,
                        egui::FontId::proportional(14.0),
                        palette::LOADING_TEXT.egui(),
                        rect.max.x - at.x - 6.0,
                    );
                    painter.galley(at, galley, palette::LOADING_TEXT.egui());
                    if response.clicked() {
                        clicked = Some(n);
                    }
                    if card == 0 {
                        first = Some(rect);
                    }
                }
            });
        }
    });
    (clicked, first)
}
