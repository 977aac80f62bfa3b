//! The browser's analysis worker: the puzzle core without Bevy, compiled to its own small wasm module
//! and run by `web/analysis-worker.js` in a Web Worker, so a level's cluster analysis takes a thread of
//! its own instead of slices of the page's frames. The game (src/solver_task/web_worker.rs) sends
//! a request and reads the answer with the core's `cluster::wire`.

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Analyses the cluster a request names within `max_bytes` (a JS number); the answer's bytes. On
    /// the way, `solution` is called with an optimal solution from the start as bytes, as soon as the
    /// analysis has one (the game shows hints from it meanwhile).
    #[wasm_bindgen]
    pub fn analyse(request: &str, max_bytes: f64, solution: &js_sys::Function) -> Vec<u8> {
        gridlock_core::cluster::wire::answer(request, max_bytes as usize, |bytes| {
            // The page only misses an early hint if this throws; the analysis goes on.
            let _ = solution.call1(&wasm_bindgen::JsValue::NULL, &js_sys::Uint8Array::from(&bytes[..]));
        })
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
