//! The level select: one tab per pack (family and board size) with its progress, tiers inside with
//! theirs, and every level as a card with a picture of its board. Locked tiers say what opens them;
//! "free play" opens everything. Mouse and touch scroll and click; the keyboard moves a cursor
//! (arrows, Page Up/Down, Home/End), plays with Enter, switches packs with Tab, leaves with Esc, and
//! goes into the header's controls with F6 (`screens::keyboard_focus`).
//! Only the cards in view are drawn, so a pack of hundreds scrolls as smoothly as one of ten.

mod card;
mod grid;
mod header;
mod new_puzzle;

use super::keyboard_focus::IntoTheBars;
use crate::app_state::Screen;
use crate::catalog::{Catalog, Pack, Par, Section};
use crate::i18n::tr;
use crate::i18n::{Tr, errors, words};
use crate::play::resume::{Resume, continuable};
use crate::play::session::{Action, Session};
use crate::player::notices::Notices;
use crate::player::progress::{Best, Progress};
use crate::player::settings::{ChangeSettings, Settings};
use crate::player::unlocking::{Needs, Unlocked};
use crate::puzzles::editor::EditorAction;
use crate::puzzles::random_puzzle::{MakePuzzle, PuzzleMaker};
use crate::theme::layout::{Pointer, Room, dragged, finger_sized};
use crate::theme::palette;
use crate::theme::palette::Paint;
use bevy::prelude::*;
use bevy_egui::egui::{self, Key, Modifiers, RichText};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use card::CardState;
use grid::{Grid, HEADING_HEIGHT, Step};
use gridlock_core::level::Level;
use header::{HEADER_SPACE, Header};
use new_puzzle::NewPuzzle;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Browser>()
        .init_resource::<NewPuzzle>()
        .add_systems(OnEnter(Screen::LevelSelect), open_on_current_level)
        .add_systems(EguiPrimaryContextPass, level_select.run_if(in_state(Screen::LevelSelect)));
}

/// Below this width (points) the title wraps under "Back" and the tools fold away.
const TITLE_WRAPS_BELOW: f32 = 260.0;

/// Room between the screen's edge and the level select; on a phone, less.
const MARGIN: f32 = 24.0;
const COMPACT_MARGIN: f32 = 8.0;

/// Which pack is shown and where the keyboard's cursor is, kept between visits.
#[derive(Resource, Default)]
struct Browser {
    pack: usize,
    cursor: usize,
    /// Scroll the cursor's card into view this frame.
    reveal: bool,
    /// Give the cursor's card the keyboard's focus as soon as it is drawn, so that a screen reader says
    /// which card it is.
    focus: bool,
    /// A control of the header had the focus as the last frame ended (egui forgets it on the Esc
    /// that gives the keys back to the cards, before this screen sees that Esc).
    header_focus: bool,
}

impl Browser {
    /// On `cursor` in `pack`, brought into view and focused.
    fn at(pack: usize, cursor: usize) -> Browser {
        Browser { pack, cursor, reveal: true, focus: true, header_focus: false }
    }
}

/// Opens on the play left unfinished, if there is one, else on the level played last.
fn open_on_current_level(catalog: Res<Catalog>, session: Res<Session>, resume: Res<Resume>, mut browser: ResMut<Browser>) {
    let at = continuable(&resume, &session).map_or(session.index(), |(index, _)| index);
    let pack = catalog.packs().iter().position(|p| p.levels.contains(&at)).unwrap_or(0);
    *browser = Browser::at(pack, at);
}

/// Solved levels (not counting those the solver played) and stars earned among `levels`.
fn tally(levels: impl Iterator<Item = usize>, best: &impl Fn(usize) -> Option<Best>) -> (usize, usize, u32) {
    levels.fold((0, 0, 0), |(solved, total, stars), i| {
        let earned = best(i).map_or(0, |b| b.stars);
        (solved + usize::from(earned > 0), total + 1, stars + earned as u32)
    })
}

fn level_select(
    mut contexts: EguiContexts,
    mut catalog: ResMut<Catalog>,
    session: Res<Session>,
    mut notices: ResMut<Notices>,
    (progress, settings, mut change): (Res<Progress>, Res<Settings>, MessageWriter<ChangeSettings>),
    unlocked: Res<Unlocked>,
    mut browser: ResMut<Browser>,
    mut pasted: Local<String>,
    (mut dialog, mut maker, mut make): (ResMut<NewPuzzle>, ResMut<PuzzleMaker>, MessageWriter<MakePuzzle>),
    mut next_screen: ResMut<NextState<Screen>>,
    (mut actions, mut edit): (MessageWriter<Action>, MessageWriter<EditorAction>),
    (room, pointer, mut header): (Res<Room>, Res<Pointer>, Local<Header>),
    (tr, resume, into_the_bars): (Res<Tr>, Res<Resume>, Res<IntoTheBars>),
) -> Result {
    let tr = &*tr;
    let resumable = continuable(&resume, &session).map(|(index, _)| index);
    let ctx = contexts.ctx_mut()?;
    let packs = catalog.packs();
    browser.pack = browser.pack.min(packs.len() - 1);
    let best = |i: usize| progress.best.get(&catalog.record_key(i)).copied();
    let mut play = None;
    let mut free_play = settings.free_play;
    let mut open_code = false;
    let mut every_puzzle = false;
    // While a control of the header (back, free play, new puzzle, every puzzle, the share code, the
    // packs' tabs) has the focus — F6 takes it there — the keys are egui's: Tab goes round them, Enter
    // presses, typing types, and Esc gives the keys back to the cards. While the new-puzzle dialog is
    // open, they are the dialog's.
    let header_focused = |ctx: &egui::Context, cursor: usize| ctx.memory(|m| m.focused()).is_some_and(|id| id != card_id(cursor));
    let header_has_keys = browser.header_focus || header_focused(ctx, browser.cursor);
    if header_has_keys && ctx.input(|i| i.key_pressed(Key::Escape)) {
        browser.focus = true;
    }
    let typing = header_has_keys || dialog.open || into_the_bars.0;

    let compact = room.is_compact();
    let screen = ctx.content_rect().shrink(if compact { COMPACT_MARGIN } else { MARGIN });
    egui::Area::new(egui::Id::new("level select")).order(egui::Order::Background).fixed_pos(screen.min).show(ctx, |ui| {
        ui.set_width(screen.width());
        ui.set_max_height(screen.height());
        // The tally, free play, a new puzzle, and a share code to open or edit: right of the title where
        // they fit (so laid out from the right), in lines of their own under it otherwise.
        let beside = !compact && header.tools_beside_title(screen.width());
        let (mut tool_rects, mut text_rects) = (Vec::new(), Vec::new());
        let mut tools = |ui: &mut egui::Ui| {
            let free = ui.checkbox(&mut free_play, tr!(tr, "select-free-play")).on_hover_text(tr!(tr, "select-free-play-hover"));
            let (solved, total, stars) = tally(0..catalog.levels.len(), &best);
            text_rects.push(ui.label(tr!(tr, "select-tally", solved = solved, total = total, stars = stars)).rect);
            ui.add_space(8.0);
            let new = ui.button(tr!(tr, "select-new-puzzle")).on_hover_text(tr!(tr, "select-new-puzzle-hover"));
            dialog.open |= new.clicked();
            let every = ui.button(tr!(tr, "select-every-puzzle")).on_hover_text(tr!(tr, "select-every-puzzle-hover"));
            every_puzzle |= every.clicked();
            let open = ui.button(tr!(tr, "select-open")).on_hover_text(tr!(tr, "select-open-hover"));
            open_code |= open.clicked();
            let edit_code = ui.button(tr!(tr, "select-edit")).on_hover_text(tr!(tr, "select-edit-hover"));
            if edit_code.clicked() && !pasted.trim().is_empty() {
                edit.write(EditorAction::OpenCode(std::mem::take(&mut *pasted)));
            }
            let width = if beside { 220.0 } else { ui.available_width().min(420.0) };
            let hint = tr!(tr, "select-paste");
            let field =
                egui::TextEdit::singleline(&mut *pasted).hint_text(hint).desired_width(width).vertical_align(egui::Align::Center);
            let field = ui.add(field.min_size(egui::vec2(0.0, ui.spacing().interact_size.y)));
            open_code |= field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            tool_rects.extend([free.rect, new.rect, every.rect, open.rect, edit_code.rect, field.rect]);
        };
        // A foldable's cover screen (280 points) has no room for the title at its full size.
        let title_size = if screen.width() < 360.0 { 22.0 } else { 28.0 };
        // Narrower still (a phone at a large text size), the title goes under "Back", and wraps.
        let title_row = |ui: &mut egui::Ui, row: &mut dyn FnMut(&mut egui::Ui) -> (egui::Rect, egui::Rect)| {
            if screen.width() < TITLE_WRAPS_BELOW { ui.horizontal_wrapped(row).inner } else { ui.horizontal(row).inner }
        };
        let (back, title) = title_row(ui, &mut |ui: &mut egui::Ui| {
            let back = ui.button(RichText::new(tr!(tr, "select-back")).size(18.0));
            if back.clicked() {
                next_screen.set(Screen::Menu);
            }
            ui.add_space(HEADER_SPACE);
            let title = ui.label(RichText::new(tr!(tr, "select-title")).size(title_size).strong());
            if beside {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), &mut tools);
            }
            (back.rect, title.rect)
        });
        if screen.width() < TITLE_WRAPS_BELOW {
            // So narrow, the tools would take the whole screen: they fold away, the cards keep it.
            egui::CollapsingHeader::new(tr!(tr, "select-tools")).id_salt("select tools").show(ui, |ui| {
                ui.horizontal_wrapped(&mut tools);
            });
        } else if !beside {
            ui.horizontal_wrapped(&mut tools);
        }
        text_rects.push(title);
        let controls: Vec<egui::Rect> = std::iter::once(back).chain(tool_rects).collect();
        header.measured(&controls, &text_rects, ui.spacing().item_spacing.x, ctx.content_rect());
        ui.add_space(8.0);
        // One tab per pack; on a phone, where they would take a line each, one list to pick from.
        let pack_name = |pack: &Pack| {
            let (solved, total, _) = tally(pack.levels.clone(), &best);
            RichText::new(tr!(tr, "select-pack", pack = words::pack(tr, pack), solved = solved, total = total)).size(18.0)
        };
        let shown = pack_name(&packs[browser.pack]);
        let tabs = |ui: &mut egui::Ui| {
            for (i, pack) in packs.iter().enumerate() {
                if ui.selectable_label(browser.pack == i, pack_name(pack)).clicked() && browser.pack != i {
                    *browser = Browser::at(i, pack.levels.start);
                }
            }
        };
        if compact {
            egui::ComboBox::from_id_salt("pack").selected_text(shown).width(ui.available_width()).show_ui(ui, tabs);
        } else {
            ui.horizontal_wrapped(tabs);
        }
        // Keys are told of where a mouse points: a phone or a tablet has none to tell of.
        if !finger_sized(*room, *pointer) {
            ui.label(RichText::new(tr!(tr, "select-keys")).size(13.0).color(palette::LOADING_TEXT.egui().gamma_multiply(0.6)));
        }
        ui.add_space(8.0);

        let pack: &Pack = &packs[browser.pack];
        let sections = catalog.sections(pack);
        // The cards keep clear of the scroll bar, which floats over the list's right edge.
        let scroll = &ui.spacing().scroll;
        let grid = Grid::new(&sections, ui.available_width() - scroll.bar_width - scroll.bar_outer_margin);
        let page = Grid::rows_in(ui.available_height());
        if let Some(step) = keyboard_step(ctx, page).filter(|_| !typing) {
            browser.cursor = grid.step(browser.cursor, step).unwrap_or(browser.cursor);
            (browser.reveal, browser.focus) = (true, true);
        }
        let command = if typing { None } else { keyboard_command(ctx) };
        match command {
            Some(Command::Play) if unlocked.is_open(browser.cursor) && pack.levels.contains(&browser.cursor) => {
                play = Some(browser.cursor)
            }
            Some(Command::SwitchPack(forward)) => {
                let n = packs.len();
                let to = if forward { (browser.pack + 1) % n } else { (browser.pack + n - 1) % n };
                *browser = Browser::at(to, packs[to].levels.start);
            }
            Some(Command::Back) => next_screen.set(Screen::Menu),
            _ => {}
        }

        dragged(egui::ScrollArea::vertical()).auto_shrink(false).show_viewport(ui, |ui, viewport| {
            ui.set_height(grid.height);
            let origin = ui.min_rect().min.to_vec2();
            for (section, top) in &grid.headings {
                let rect = egui::Rect::from_min_size(egui::pos2(0.0, *top), egui::vec2(ui.available_width(), HEADING_HEIGHT));
                if rect.intersects(viewport) {
                    heading(ui, rect.translate(origin), section, &unlocked, &best, tr);
                }
            }
            for (index, rect) in grid.visible(viewport) {
                let rect = rect.translate(origin);
                let response = ui.interact(rect, card_id(index), egui::Sense::click());
                let state = CardState {
                    best: best(index),
                    par: catalog.par(index),
                    lock: unlocked.needs(index),
                    current: index == session.index(),
                    resumable: resumable == Some(index),
                    highlighted: response.hovered() || index == browser.cursor,
                    scheme: settings.palette,
                };
                let level = &catalog.levels[index];
                card::paint(ui.painter(), rect, level, &state, tr);
                // Written only while the pointer is on the card (or a screen reader asks), not for every
                // card every frame.
                let response = response.on_hover_ui(|ui| drop(ui.label(about(level, state.par, state.lock, tr))));
                response.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::WidgetType::Button, state.lock.is_none(), card_name(level, &state, tr))
                });
                if index == browser.cursor && browser.focus {
                    response.request_focus();
                    browser.focus = false;
                }
                if response.has_focus() {
                    // The cursor's keys are the level select's, not egui's way between widgets.
                    let keys = egui::EventFilter { tab: true, horizontal_arrows: true, vertical_arrows: true, escape: false };
                    ui.memory_mut(|memory| memory.set_focus_lock_filter(response.id, keys));
                }
                if response.clicked() && state.lock.is_none() {
                    play = Some(index);
                }
            }
            if browser.reveal {
                if let Some(rect) = grid.card(browser.cursor) {
                    // At once, not animated: an animation needs frames, and the game draws none while
                    // nothing moves (a list opened far down stopped halfway in a browser).
                    ui.scroll_to_rect_animation(rect.translate(origin), None, egui::style::ScrollAnimation::none());
                }
                browser.reveal = false;
            }
        });
    });

    browser.header_focus = header_focused(ctx, browser.cursor);
    new_puzzle::window(ctx, &mut dialog, &mut maker, &mut make, tr);
    if every_puzzle {
        next_screen.set(Screen::Database);
    }
    if open_code && !pasted.trim().is_empty() {
        match catalog.open_shared(&pasted, &tr!(tr, "shared-puzzle")) {
            Ok(index) => {
                pasted.clear();
                play = Some(index);
            }
            Err(e) => {
                let why = errors::catalog_error(tr, &e);
                notices.post(&tr!(tr, "select-code-refused-title"), tr!(tr, "select-code-refused", why = why))
            }
        }
    }
    if free_play != settings.free_play {
        change.write(ChangeSettings(Settings { free_play, ..*settings }));
    }
    if let Some(index) = play {
        actions.write(Action::Load(index));
        next_screen.set(Screen::Playing);
    }
    Ok(())
}

/// A tier's heading: its name, how much of it is solved, and what opens it if it is locked — in one
/// line where it fits, else the name over the rest (a foldable's cover screen).
fn heading(
    ui: &egui::Ui,
    rect: egui::Rect,
    section: &Section,
    unlocked: &Unlocked,
    best: &impl Fn(usize) -> Option<Best>,
    tr: &Tr,
) {
    let painter = ui.painter();
    let (solved, total, stars) = tally(section.levels.clone(), best);
    let text = palette::LOADING_TEXT.egui();
    let gold = palette::GOLD.egui();
    let name = |size: f32| painter.layout_no_wrap(words::tier(tr, section.tier), egui::FontId::proportional(size), text);
    let detail = tr!(tr, "select-section", solved = solved, total = total, stars = stars, most = 3 * total);
    let detail = painter.layout_no_wrap(detail, egui::FontId::proportional(15.0), text.gamma_multiply(0.7));
    let lock = unlocked
        .needs(section.levels.start)
        .map(|needs| painter.layout_no_wrap(opens_after(needs, tr), egui::FontId::proportional(15.0), gold));
    // The padlock and its room before the words.
    const PADLOCK: f32 = 24.0 + 14.0;
    let rest_width = detail.size().x + lock.as_ref().map_or(0.0, |lock| PADLOCK + lock.size().x);
    let one_line = name(24.0).size().x + 16.0 + rest_width <= rect.width();
    let name = name(if one_line { 24.0 } else { 18.0 });
    let (name_top, rest_at) = if one_line {
        let middle = rect.center().y;
        (middle - name.size().y / 2.0, egui::pos2(rect.min.x + name.size().x + 16.0, middle))
    } else {
        (rect.min.y, egui::pos2(rect.min.x, rect.min.y + name.size().y + detail.size().y / 2.0))
    };
    painter.galley(egui::pos2(rect.min.x, name_top), name, text);
    let detail_width = detail.size().x;
    painter.galley(rest_at - egui::vec2(0.0, detail.size().y / 2.0), detail, text);
    if let Some(lock) = lock {
        let at = egui::pos2(rest_at.x + detail_width + 24.0, rest_at.y);
        card::padlock(painter, at, gold);
        painter.galley(egui::pos2(at.x + 14.0, rest_at.y - lock.size().y / 2.0), lock, gold);
    }
}

/// A card's tooltip: the full name, every optimum the level states (once the solver agrees with its
/// own metric's), and what opens it if locked.
fn about(level: &Level, par: Par, lock: Option<Needs>, tr: &Tr) -> String {
    let optima: Vec<String> = match par {
        Par::Known(count) if count == level.optimum.count => {
            level.optima().map(|o| words::count(tr, o.metric, o.count)).collect()
        }
        _ => vec![words::par(tr, par, level.optimum.metric)],
    };
    let (name, optima) = (words::level_heading(tr, level), optima.join(", "));
    match lock {
        None => tr!(tr, "select-about", name = name, optima = optima),
        Some(needs) => tr!(tr, "select-about-locked", name = name, optima = optima, why = opens_after(needs, tr)),
    }
}

/// The id of a level's card, the widget the keyboard's cursor is on.
fn card_id(index: usize) -> egui::Id {
    egui::Id::new(("level card", index))
}

/// What a screen reader calls a card: its tooltip and the player's stars and best on it.
fn card_name(level: &Level, state: &CardState, tr: &Tr) -> String {
    let about = about(level, state.par, state.lock, tr);
    match state.best {
        Some(best) => tr!(tr, "select-card-solved", about = about, stars = best.stars, moves = best.moves),
        None => about,
    }
}

/// "opens after 8 more Beginner levels".
fn opens_after(needs: Needs, tr: &Tr) -> String {
    tr!(tr, "select-opens-after", more = needs.more, tier = words::tier(tr, needs.tier))
}

/// The cursor move the keys pressed this frame ask for.
fn keyboard_step(ctx: &egui::Context, page: usize) -> Option<Step> {
    ctx.input(|i| {
        [
            (Key::ArrowLeft, Step::Left),
            (Key::ArrowRight, Step::Right),
            (Key::ArrowUp, Step::Up),
            (Key::ArrowDown, Step::Down),
            (Key::PageUp, Step::PageUp(page)),
            (Key::PageDown, Step::PageDown(page)),
            (Key::Home, Step::First),
            (Key::End, Step::Last),
        ]
        .into_iter()
        .find(|(key, _)| i.key_pressed(*key))
        .map(|(_, step)| step)
    })
}

enum Command {
    Play,
    /// To the next pack, or (false) the previous one.
    SwitchPack(bool),
    Back,
}

fn keyboard_command(ctx: &egui::Context) -> Option<Command> {
    ctx.input_mut(|i| {
        if i.consume_key(Modifiers::SHIFT, Key::Tab) {
            Some(Command::SwitchPack(false))
        } else if i.consume_key(Modifiers::NONE, Key::Tab) {
            Some(Command::SwitchPack(true))
        } else if i.consume_key(Modifiers::NONE, Key::Enter) || i.consume_key(Modifiers::NONE, Key::Space) {
            Some(Command::Play)
        } else if i.consume_key(Modifiers::NONE, Key::Escape) {
            Some(Command::Back)
        } else {
            None
        }
    })
}
