//! The browser's analysis worker: the puzzle core without Bevy, compiled to its own small wasm module
//! and run by `web/analysis-worker.js` in a Web Worker, so a level's cluster analysis takes a thread of
//! its own instead of slices of the page's frames. The game (src/game/solver_task/web_worker.rs) sends
//! a request and reads the answer with the core's `cluster::wire`.

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Analyses the cluster a request names within `max_bytes` (a JS number); the answer's bytes.
    #[wasm_bindgen]
    pub fn analyse(request: &str, max_bytes: f64) -> Vec<u8> {
        gridlock::core::cluster::wire::answer(request, max_bytes as usize)
    }

    /// Solves the level a request names from its start within `max_bytes`; the moves as bytes. The
    /// game asks for this first: it comes long before the whole cluster.
    #[wasm_bindgen]
    pub fn solve(request: &str, max_bytes: f64) -> Vec<u8> {
        gridlock::core::cluster::wire::solution_answer(request, max_bytes as usize)
    }
}

fn main() {
    // In a worker, wasm-bindgen calls `main` once at start-up; the work arrives through `analyse`.
    #[cfg(not(target_arch = "wasm32"))]
    {
        eprintln!("gridlock-worker runs in a browser only: scripts/build-web.sh builds it for wasm32");
        std::process::exit(2);
    }
}
