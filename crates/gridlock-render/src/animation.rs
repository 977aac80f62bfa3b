//! A solution as an animated GIF: the start held a moment, each move slid cell by cell with the game's
//! easing (round corners too, under the moves metric), the target driving out through the exit, and
//! the empty board held before the loop starts again.
//!
//! Small files: one palette for the whole animation (quantised once from the start and the end), and
//! each frame stores only the rectangle that changed since the one before.

use super::scene::{MARGIN, Scene};
use color_quant::NeuQuant;
use gridlock_core::model::{Board, Move, Pos, Side};
use gridlock_core::rules::Rules;
use rustc_hash::FxHashMap;
use tiny_skia::Pixmap;

/// How the animation looks and runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GifOptions {
    /// Pixels per cell.
    pub cell: u32,
    /// Solution moves per second.
    pub moves_per_second: f32,
    /// Frames per second.
    pub fps: u32,
}

impl Default for GifOptions {
    fn default() -> Self {
        GifOptions { cell: 56, moves_per_second: 2.5, fps: 15 }
    }
}

/// Why a GIF could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("a {0}x{1} picture is too large to make (at most {MAX_SIDE} pixels a side)")]
    TooLarge(u32, u32),
    #[error("encoding the GIF failed: {0}")]
    Encoding(#[from] gif::EncodingError),
}

/// The largest side of a picture, well past any board at the largest `--size`.
pub const MAX_SIDE: u32 = 4096;
/// How long the start shows before the first move, and the empty board after the last.
const START_HOLD: f32 = 0.8;
const END_HOLD: f32 = 2.0;
/// How long the target takes to drive out.
const DRIVE_OUT: f32 = 0.8;

impl GifOptions {
    /// Frames each solution move takes.
    pub fn frames_per_move(&self) -> usize {
        ((self.fps as f32 / self.moves_per_second).round() as usize).max(1)
    }

    /// Frames the target takes to leave.
    pub fn drive_out_frames(&self) -> usize {
        ((self.fps as f32 * DRIVE_OUT).round() as usize).max(1)
    }

    /// How many frames a solution of `moves` moves is drawn in.
    pub fn frame_count(&self, moves: usize) -> usize {
        1 + moves * self.frames_per_move() + self.drive_out_frames()
    }

    /// A frame's duration in the GIF's hundredths of a second.
    fn delay(&self, seconds: f32) -> u16 {
        (seconds * 100.0).round().clamp(1.0, u16::MAX as f32) as u16
    }
}

/// The animation of `moves` (a solution from the board's start) as GIF bytes.
pub fn solution_gif(rules: &Rules, moves: &[Move], options: &GifOptions) -> Result<Vec<u8>, RenderError> {
    let board = rules.board();
    let scene = Scene::new(board, options.cell as f32);
    let (width, height) = scene.size();
    if width > MAX_SIDE || height > MAX_SIDE {
        return Err(RenderError::TooLarge(width, height));
    }
    let places = timeline(rules, moves, options);
    let mut pixmap = Pixmap::new(width, height).ok_or(RenderError::TooLarge(width, height))?;

    // One palette for every frame, from the start and the end (every colour the animation blends
    // is between colours these two already show side by side).
    let mut samples = Vec::new();
    for frame in [&places[0], &places[places.len() / 2], &places[places.len() - 1]] {
        scene.paint(&mut pixmap, frame);
        samples.extend_from_slice(pixmap.data());
    }
    let quantiser = NeuQuant::new(10, 256, &samples);
    let mut encoder = gif::Encoder::new(Vec::new(), width as u16, height as u16, &quantiser.color_map_rgb())?;
    encoder.set_repeat(gif::Repeat::Infinite)?;

    let mut indexer = Indexer { quantiser, cache: FxHashMap::default() };
    let frame_delay = options.delay(1.0 / options.fps as f32);
    let mut previous: Option<Vec<u8>> = None;
    for (i, frame) in places.iter().enumerate() {
        scene.paint(&mut pixmap, frame);
        let indices = indexer.indices(pixmap.data());
        let delay = match i {
            0 => options.delay(START_HOLD),
            _ if i == places.len() - 1 => options.delay(END_HOLD),
            _ => frame_delay,
        };
        // A frame where nothing changed is kept as one unchanged pixel, so every frame is there.
        let rect = changed(previous.as_deref(), &indices, width as usize).unwrap_or((0, 0, 1, 1));
        encoder.write_frame(&sub_frame(&indices, width as usize, rect, delay))?;
        previous = Some(indices);
    }
    Ok(encoder.into_inner()?)
}

/// Every frame's piece places: the start, each move's in-between places, the drive-out.
fn timeline(rules: &Rules, moves: &[Move], options: &GifOptions) -> Vec<Vec<(f32, f32)>> {
    let board = rules.board();
    let mut positions: Vec<Pos> = board.pieces().iter().map(|p| p.at).collect();
    let cells = |positions: &[Pos]| positions.iter().map(|p| (p.x as f32, p.y as f32)).collect::<Vec<_>>();
    let mut frames = vec![cells(&positions)];
    let per_move = options.frames_per_move();
    for mv in moves {
        let route: Vec<Pos> = std::iter::once(mv.from).chain(rules.step_path(&positions, mv)).collect();
        for k in 1..=per_move {
            let mut places = cells(&positions);
            places[mv.piece] = along(&route, ease(k as f32 / per_move as f32));
            frames.push(places);
        }
        positions = Rules::apply(&positions, mv);
    }
    let target = board.target_index();
    let out = drive_out_distance(board);
    let start = cells(&positions)[target];
    let drive = options.drive_out_frames();
    for k in 1..=drive {
        let mut places = cells(&positions);
        let t = ease(k as f32 / drive as f32) * out;
        places[target] = match board.exit().side {
            Side::Right => (start.0 + t, start.1),
            Side::Left => (start.0 - t, start.1),
            Side::Bottom => (start.0, start.1 + t),
            Side::Top => (start.0, start.1 - t),
        };
        frames.push(places);
    }
    frames
}

/// Just far enough, in cells, for the target to leave the picture.
fn drive_out_distance(board: &Board) -> f32 {
    let t = board.target();
    t.size.0.max(t.size.1) as f32 + MARGIN
}

/// The place a fraction `t` of the way along a route of cells.
fn along(route: &[Pos], t: f32) -> (f32, f32) {
    let legs = (route.len() - 1) as f32;
    let at = (t * legs).clamp(0.0, legs);
    let i = (at.floor() as usize).min(route.len().saturating_sub(2));
    let f = at - i as f32;
    let (a, b) = (route[i], route[(i + 1).min(route.len() - 1)]);
    (a.x as f32 + (b.x as f32 - a.x as f32) * f, a.y as f32 + (b.y as f32 - a.y as f32) * f)
}

/// Ease in and out, as the game's slides.
fn ease(t: f32) -> f32 {
    t * t * (3.0 - 2.0 * t)
}

/// Maps pixels to palette indices, remembering each colour's index (a frame has few colours).
struct Indexer {
    quantiser: NeuQuant,
    cache: FxHashMap<[u8; 4], u8>,
}

impl Indexer {
    fn indices(&mut self, rgba: &[u8]) -> Vec<u8> {
        rgba.chunks_exact(4)
            .map(|px| {
                let key = [px[0], px[1], px[2], px[3]];
                *self.cache.entry(key).or_insert_with(|| self.quantiser.index_of(px) as u8)
            })
            .collect()
    }
}

/// The rectangle (left, top, width, height) holding every pixel that differs from `previous`; the
/// whole picture for the first frame, `None` if nothing changed.
fn changed(previous: Option<&[u8]>, now: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let height = now.len() / width;
    let Some(previous) = previous else { return Some((0, 0, width, height)) };
    let (mut left, mut top, mut right, mut bottom) = (width, height, 0, 0);
    for (i, (a, b)) in previous.iter().zip(now).enumerate() {
        if a != b {
            let (x, y) = (i % width, i / width);
            (left, top, right, bottom) = (left.min(x), top.min(y), right.max(x), bottom.max(y));
        }
    }
    (left <= right).then(|| (left, top, right - left + 1, bottom - top + 1))
}

fn sub_frame(indices: &[u8], width: usize, (left, top, w, h): (usize, usize, usize, usize), delay: u16) -> gif::Frame<'static> {
    let buffer: Vec<u8> = (top..top + h).flat_map(|y| indices[y * width + left..y * width + left + w].iter().copied()).collect();
    gif::Frame {
        delay,
        left: left as u16,
        top: top as u16,
        width: w as u16,
        height: h as u16,
        buffer: buffer.into(),
        dispose: gif::DisposalMethod::Keep,
        ..gif::Frame::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_route_is_followed_cell_by_cell() {
        let route = [Pos::new(0, 0), Pos::new(1, 0), Pos::new(1, 1)];
        assert_eq!(along(&route, 0.0), (0.0, 0.0));
        assert_eq!(along(&route, 0.25), (0.5, 0.0));
        assert_eq!(along(&route, 0.75), (1.0, 0.5));
        assert_eq!(along(&route, 1.0), (1.0, 1.0));
        assert_eq!(along(&[Pos::new(2, 3)], 0.5), (2.0, 3.0), "a route of one cell stays put");
    }

    #[test]
    fn only_the_changed_rectangle_is_stored() {
        let before = [0, 0, 0, 0, 0, 0, 0, 0, 0];
        let after = [0, 0, 0, 0, 1, 0, 0, 2, 0];
        assert_eq!(changed(Some(&before), &after, 3), Some((1, 1, 1, 2)));
        assert_eq!(changed(Some(&before), &before, 3), None);
        assert_eq!(changed(None, &before, 3), Some((0, 0, 3, 3)));
        let frame = sub_frame(&after, 3, (1, 1, 1, 2), 7);
        assert_eq!((frame.left, frame.top, frame.width, frame.height, &*frame.buffer), (1, 1, 1, 2, &[1u8, 2][..]));
    }
}
