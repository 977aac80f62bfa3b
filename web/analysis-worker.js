// The analysis worker: runs the puzzle core (gridlock-worker, its own small wasm module) on a thread of
// its own, so a level's cluster analysis does not take slices of the page's frames. The page posts
// [request, maxBytes] (src/solver_task/web_worker.rs) and gets the answer's bytes back,
// transferred, not copied; before them, an optimal solution's bytes, as soon as the analysis has one
// (hints and replays start from it). A failure (the module does not load, memory runs out) goes back as
// its message, a string, and the page then analyses on its own thread instead.
import init, { analyse } from "./gridlock_worker.js";

const ready = init();
self.onmessage = async (event) => {
  try {
    await ready;
    const [request, maxBytes] = event.data;
    const answer = analyse(request, maxBytes, (solution) => self.postMessage(solution, [solution.buffer]));
    self.postMessage(answer, [answer.buffer]);
  } catch (error) {
    self.postMessage(`the analysis worker failed: ${error}`);
  }
};
