//! One level's card: a picture of its board, its name, the optimum to beat ("par"), and the player's
//! stars and best — or a padlock and what opens it.

use super::grid::CARD_HEIGHT;
use crate::catalog::Par;
use crate::i18n::tr;
use crate::i18n::{Tr, words};
use crate::player::progress::Best;
use crate::player::unlocking::Needs;
use crate::theme::palette::Paint;
use crate::theme::palette::Scheme;
use crate::theme::{palette, thumbnail};
use bevy_egui::egui::text::{LayoutJob, TextWrapping};
use bevy_egui::egui::{Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, TextFormat, vec2};
use gridlock_core::level::Level;

/// What a card shows besides its level.
pub struct CardState {
    pub best: Option<Best>,
    pub par: Par,
    pub lock: Option<Needs>,
    /// The level being played.
    pub current: bool,
    /// The play left unfinished, which "Continue" goes back to.
    pub resumable: bool,
    /// Under the keyboard's cursor or the pointer.
    pub highlighted: bool,
    /// The pieces' colours the player chose.
    pub scheme: Scheme,
}

const PADDING: f32 = 8.0;
const TITLE_SIZE: f32 = 17.0;
const TEXT_SIZE: f32 = 13.0;

pub fn paint(painter: &Painter, rect: Rect, level: &Level, state: &CardState, tr: &Tr) {
    let fill = if state.highlighted { palette::BOARD_CELL } else { palette::BOARD_FRAME };
    painter.rect_filled(rect, CornerRadius::same(8), fill.egui());
    if state.current || state.highlighted {
        let colour = if state.highlighted { palette::GOLD } else { palette::WALL_MARK };
        painter.rect_stroke(rect, CornerRadius::same(8), Stroke::new(2.0, colour.egui()), StrokeKind::Inside);
    }
    let picture =
        Rect::from_min_size(rect.min + vec2(PADDING, PADDING), vec2(CARD_HEIGHT - 2.0 * PADDING, CARD_HEIGHT - 2.0 * PADDING));
    thumbnail::paint(painter, &level.board, picture.shrink(3.0), (state.scheme, None), state.lock.is_some());

    let left = picture.max.x + PADDING;
    let width = rect.max.x - PADDING - left;
    let text = palette::LOADING_TEXT.egui();
    let quiet = text.gamma_multiply(0.65);
    // A classic shows its own name first and the romanised one under it.
    let (title, subtitle) = match &level.native_name {
        Some(native) => (native.clone(), level.name.clone()),
        None => (words::level_name(tr, level), String::new()),
    };
    line(painter, Pos2::new(left, rect.min.y + PADDING), &title, TITLE_SIZE, text, width);
    // The play left unfinished takes the second line: the card to go back to.
    if state.resumable {
        let mark = tr!(tr, "card-resume");
        line(painter, Pos2::new(left, rect.min.y + PADDING + 22.0), &mark, TEXT_SIZE, palette::GOLD.egui(), width);
    } else {
        line(painter, Pos2::new(left, rect.min.y + PADDING + 22.0), &subtitle, TEXT_SIZE, quiet, width);
    }

    let bottom = Pos2::new(left, rect.max.y - PADDING);
    let par = match state.par {
        Par::Known(count) => tr!(tr, "card-par", count = count),
        Par::Unchecked(Some(claim)) | Par::TooLarge(Some(claim)) => tr!(tr, "card-par-claimed", count = claim),
        Par::Unchecked(None) | Par::TooLarge(None) => tr!(tr, "card-par-unknown"),
        Par::NoSolution => tr!(tr, "card-no-solution"),
    };
    match (state.lock, state.best) {
        // The tier's heading says what opens it.
        (Some(_), _) => {
            padlock(painter, Pos2::new(left + 7.0, bottom.y - 9.0), quiet);
            let at = Pos2::new(left + 20.0, bottom.y);
            painter.text(at, Align2::LEFT_BOTTOM, tr!(tr, "card-locked"), FontId::proportional(TEXT_SIZE), quiet);
        }
        (None, Some(best)) if best.stars == 0 => {
            painter.text(bottom, Align2::LEFT_BOTTOM, tr!(tr, "card-watched"), FontId::proportional(TEXT_SIZE), quiet);
        }
        (None, best) => {
            let stars = best.map_or(0, |b| b.stars);
            let colour = if stars > 0 { palette::GOLD.egui() } else { quiet };
            painter.text(bottom, Align2::LEFT_BOTTOM, words::stars(stars), FontId::proportional(TITLE_SIZE), colour);
        }
    }
    let record = match state.best {
        Some(best) if best.stars > 0 => tr!(tr, "card-best", moves = best.moves, par = par),
        _ => par,
    };
    let right = Pos2::new(rect.max.x - PADDING, bottom.y);
    painter.text(right, Align2::RIGHT_BOTTOM, record, FontId::proportional(TEXT_SIZE), quiet);
}

/// One line of text, cut with "…" where it would pass `max_width`.
fn line(painter: &Painter, at: Pos2, text: &str, size: f32, colour: Color32, max_width: f32) {
    let mut job = LayoutJob::single_section(text.to_owned(), TextFormat::simple(FontId::proportional(size), colour));
    job.wrap = TextWrapping::truncate_at_width(max_width);
    painter.galley(at, painter.layout_job(job), colour);
}

/// A small padlock: a shackle over a body.
pub fn padlock(painter: &Painter, centre: Pos2, colour: Color32) {
    let body = Rect::from_center_size(centre + vec2(0.0, 3.0), vec2(12.0, 9.0));
    painter.circle_stroke(centre + vec2(0.0, -2.0), 4.0, Stroke::new(2.0, colour));
    painter.rect_filled(body, CornerRadius::same(2), colour);
}
