//! Solver benchmarks: 横刀立马 (Heng Dao Li Ma) in all three metrics with BFS and A*, and the cluster
//! analysis of the shared Rush Hour sample (every state of 320 puzzles, with distances).
//! `cargo bench -p gridlock-core --bench solver`

use criterion::{Criterion, criterion_group, criterion_main};
use gridlock_core::cluster::Cluster;
use gridlock_core::model::Metric;
use gridlock_core::notation::parse_board;
use gridlock_core::rules::Rules;
use gridlock_core::solver::{Algorithm, Heuristic, Limits, solve};
use std::hint::black_box;

fn klotski(c: &mut Criterion) {
    let rules = Rules::new(&parse_board("BAAC/BAAC/DEEF/DGHF/I..J", None).unwrap()).unwrap();
    let mut group = c.benchmark_group("heng-dao-li-ma");
    for metric in Metric::ALL {
        for (name, algorithm) in [("bfs", Algorithm::Bfs), ("astar", Algorithm::AStar(Heuristic::Sum))] {
            group.bench_function(format!("{name}/{metric}"), |b| {
                b.iter(|| solve(black_box(&rules), metric, algorithm, Limits::default()))
            });
        }
    }
    group.finish();
}

fn rush_hour_sample(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/data/rush_hour_sample.txt");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let puzzles: Vec<Rules> = text
        .lines()
        .filter_map(|l| l.split_whitespace().nth(1))
        .map(|b| Rules::new(&parse_board(b, None).unwrap()).unwrap())
        .collect();
    let states: usize = puzzles
        .iter()
        .map(|r| Cluster::explore(r, &r.board().positions(), Metric::Moves, &Limits::default()).unwrap().len())
        .sum();
    eprintln!("rush hour sample: {} puzzles, {states} cluster states in all", puzzles.len());
    let mut group = c.benchmark_group("rush-hour-sample");
    group.sample_size(10);
    group.throughput(criterion::Throughput::Elements(states as u64));
    group.bench_function("cluster/320", |b| {
        b.iter(|| {
            for rules in &puzzles {
                black_box(Cluster::explore(rules, &rules.board().positions(), Metric::Moves, &Limits::default()).unwrap());
            }
        })
    });
    group.bench_function("astar/320", |b| {
        b.iter(|| {
            for rules in &puzzles {
                black_box(solve(rules, Metric::Moves, Algorithm::AStar(Heuristic::Sum), Limits::default()));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, klotski, rush_hour_sample);
criterion_main!(benches);
