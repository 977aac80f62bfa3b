//! `--bench-frames N`: measures frame times with the solver busy on a hard board, then idle, and prints
//! both. The solver runs on a thread of its own, as the game's analysis does, so the two should match.

use crate::play::session::Session;
use crate::play::solver_task::Background;
use bevy::prelude::*;
use gridlock_core::cluster::Cluster;
use gridlock_core::solver::Limits;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// How many frames to measure in each phase.
#[derive(Resource, Clone, Copy, Debug)]
pub struct FrameBench {
    pub frames: usize,
}

#[derive(Resource, Default)]
struct Samples {
    warmup: usize,
    busy: Vec<f32>,
    idle: Vec<f32>,
    task: Option<Background<usize>>,
    /// Stops the analysis when the busy phase ends (a thread goes on when its handle is dropped).
    stop: Arc<AtomicBool>,
    analyses: usize,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Samples>().add_systems(Update, measure.run_if(resource_exists::<FrameBench>));
}

fn measure(
    bench: Res<FrameBench>,
    time: Res<Time>,
    session: Res<Session>,
    mut samples: ResMut<Samples>,
    mut exit: MessageWriter<AppExit>,
) {
    // Let window creation and shader compilation pass first.
    if samples.warmup < 60 {
        samples.warmup += 1;
        return;
    }
    let frame_ms = time.delta_secs() * 1e3;
    if samples.busy.len() < bench.frames {
        // Keep a full cluster analysis of the level running for the whole busy phase.
        if let Some(task) = samples.task.as_mut()
            && task.poll().is_some()
        {
            samples.task = None;
            samples.analyses += 1;
        }
        if samples.task.is_none() {
            let rules = session.rules().clone();
            let metric = session.level().optimum.metric;
            let limits = Limits { cancel: Some(samples.stop.clone()), ..Limits::default() };
            samples.task = Some(Background::spawn("frame bench", move || {
                let start = rules.board().positions();
                Cluster::explore(&rules, &start, metric, &limits).map_or(0, |c| c.len())
            }));
        }
        samples.busy.push(frame_ms);
        return;
    }
    if samples.task.take().is_some() {
        samples.stop.store(true, Ordering::Relaxed);
    }
    if samples.idle.len() < bench.frames {
        samples.idle.push(frame_ms);
        return;
    }
    let report = |name: &str, v: &[f32]| {
        let mut sorted = v.to_vec();
        sorted.sort_by(f32::total_cmp);
        let mean = v.iter().sum::<f32>() / v.len() as f32;
        println!(
            "{name}: {} frames, mean {mean:.2} ms, median {:.2} ms, p95 {:.2} ms, longest {:.2} ms",
            v.len(),
            sorted[v.len() / 2],
            sorted[v.len() * 95 / 100],
            sorted[v.len() - 1]
        );
    };
    println!("level {} ({} analyses completed while busy)", session.level().id, samples.analyses);
    report("solver busy", &samples.busy);
    report("solver idle", &samples.idle);
    exit.write(AppExit::Success);
}
