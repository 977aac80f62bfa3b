//! The puzzle engine's integration tests in one binary: the solvers against published optima and an
//! independent BFS [`oracle`], the generator's promises, and the memory budget held for real.

mod database;
mod generator;
mod memory_budget;
mod oracle;
mod solver;

use std::path::Path;

/// Reference data copied into the workspace's `tests/data/` (see its README): read it or fail loudly,
/// never skip.
pub fn reference(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}: the reference data must be present", path.display()))
}
