//! The demo behind the title menu: a level's optimal solution playing itself on a large, dimmed board
//! drawn with the game's art, a move every beat, then again from the start. The solution comes from a
//! cluster analysis in the background, as a played level's hints do; until it is in, the board stands
//! still. With reduced motion it stands still for good.

use super::board_art::BoardArt;
use crate::app_state::Screen;
use crate::catalog::Catalog;
use crate::play::solver_task::{AnalysisBudget, ClusterJob, Wake, slice_time};
use crate::player::settings::Settings;
use crate::theme::thumbnail;
use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use gridlock_core::model::{Board, Metric, Pos};
use gridlock_core::rules::Rules;
use std::sync::Arc;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TitleDemo>()
        .add_systems(Update, advance.run_if(in_state(Screen::Menu)))
        .add_systems(EguiPrimaryContextPass, paint.run_if(in_state(Screen::Menu)));
}

/// The level shown: a middling 6×6 whose solution has moves of every kind.
const LEVEL: &str = "rh-10-the-big-jam";
/// Time between two moves at normal speed, and the pause on the solved board.
const BEAT_MS: f32 = 700.0;
const BEATS_ON_SOLVED: usize = 4;

#[derive(Resource, Default)]
struct TitleDemo {
    board: Option<Board>,
    job: Option<(Arc<Rules>, ClusterJob)>,
    /// Every position of the solution, the start first.
    positions: Vec<Vec<Pos>>,
    beat: usize,
    clock: f32,
}

fn advance(
    mut demo: ResMut<TitleDemo>,
    catalog: Res<Catalog>,
    (budget, wake): (Res<AnalysisBudget>, Res<Wake>),
    settings: Res<Settings>,
    time: Res<Time>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let demo = &mut *demo;
    if demo.board.is_none() {
        let Some(index) = catalog.find(LEVEL) else { return };
        let board = catalog.levels[index].board.clone();
        let Ok(rules) = Rules::new(&board) else { return };
        let rules = Arc::new(rules);
        demo.job = Some((rules.clone(), ClusterJob::start(rules, Metric::Moves, budget.0, &wake)));
        demo.positions = vec![board.positions()];
        demo.board = Some(board);
    }
    if demo.job.as_ref().is_some_and(|(_, job)| job.needs_frames()) {
        redraw.write(RequestRedraw);
    }
    if let Some((rules, job)) = demo.job.as_mut()
        && let Some(result) = job.poll(slice_time(&time))
    {
        let start = rules.board().positions();
        if let Some(solution) = result.ok().and_then(|cluster| cluster.solution_from(rules, &start)) {
            demo.positions = std::iter::once(start.clone())
                .chain(solution.iter().scan(start, |at, mv| {
                    *at = Rules::apply(at, mv);
                    Some(at.clone())
                }))
                .collect();
        }
        demo.job = None;
    }
    if settings.reduce_motion || demo.positions.len() < 2 {
        return;
    }
    // The beat is timed here, and nothing else moves: the loop would sleep between beats.
    redraw.write(RequestRedraw);
    demo.clock += time.delta_secs();
    let beat = settings.duration(BEAT_MS).as_secs_f32();
    if demo.clock >= beat {
        demo.clock -= beat;
        demo.beat = (demo.beat + 1) % (demo.positions.len() + BEATS_ON_SOLVED);
    }
}

/// The board, large and dim, on egui's background layer under the menu.
fn paint(mut contexts: EguiContexts, demo: Res<TitleDemo>, settings: Res<Settings>, art: Res<BoardArt>) -> Result {
    let Some(board) = &demo.board else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let at = &demo.positions[demo.beat.min(demo.positions.len() - 1)];
    let shown = board.with_positions(at);
    let painter = ctx.layer_painter(egui::LayerId::background());
    thumbnail::paint(&painter, &shown, ctx.content_rect().shrink(60.0), (settings.palette, Some(&*art)), true);
    Ok(())
}
