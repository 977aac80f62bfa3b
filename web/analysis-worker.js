// The analysis worker: runs the puzzle core (gridlock-worker, its own small wasm module) on a thread of
// its own, so a level's cluster analysis does not take slices of the page's frames. The page posts
// [request, maxBytes, solutionFirst] (src/game/solver_task/web_worker.rs) and gets the answer's bytes
// back, transferred, not copied; with solutionFirst, an optimal solution's bytes come first (A* takes a
// fraction of the cluster's time, and hints and replays can start from it). A failure (the module does
// not load, memory runs out) goes back as its message, a string, and the page then analyses on its own
// thread instead.
import init, { analyse, solve } from "./gridlock_worker.js";

const ready = init();
self.onmessage = async (event) => {
  try {
    await ready;
    const [request, maxBytes, solutionFirst] = event.data;
    if (solutionFirst) {
      const solution = solve(request, maxBytes);
      self.postMessage(solution, [solution.buffer]);
    }
    const answer = analyse(request, maxBytes);
    self.postMessage(answer, [answer.buffer]);
  } catch (error) {
    self.postMessage(`the analysis worker failed: ${error}`);
  }
};
