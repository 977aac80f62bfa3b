// Loads the web build in headless Chromium (software WebGL2), waits for a level's first frames and
// checks the canvas is not blank; drags the red car with the mouse and a truck with a finger and checks
// the move counter after each; lets the solver finish the level and checks the progress in local
// storage survives a reload; resizes the window and checks the canvas follows; opens a bad address and
// checks the page explains it and shows the menu; opens a share link into play; leaves a play mid-level
// and finds it offered after a reload; opens the daily puzzles on the page's date and makes one; opens the
// pack of every 6×6 puzzle, whose database is fetched only then, and plays a card; opens the level select
// on the Huarongdao pack; times the first replay move and the whole analysis on the largest shipped
// clusters (time to hints), which run in a Web Worker; blocks the worker's script and checks the analysis then runs on the page;
// before all that, loads the page over a throttled network (the wasm brotli-compressed, the loader's
// stages), and after it, loads it offline from the service worker's copy, plays on phone screens, and
// opens in Chinese for a Chinese browser and for ?lang=zh-Hans.
// Usage: node browser-test.mjs URL SCREENSHOT_DIR DIST_DIR (the served folder: the rebuild check changes it, and puts it back)
import { chromium } from "playwright-core";
import { inflateSync } from "node:zlib";
import { existsSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";

const [url, shots, dist] = process.argv.slice(2);
const fail = (message) => { console.error(`FAIL: ${message}`); process.exit(1); };

/** Distinct colours in an 8-bit RGB(A) PNG, sampled on a grid. */
function distinctColours(png) {
  let offset = 8, width = 0, height = 0, channels = 0;
  const idat = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") { width = data.readUInt32BE(0); height = data.readUInt32BE(4); channels = data[9] === 6 ? 4 : 3; }
    if (type === "IDAT") idat.push(data);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels, pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)], line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? pixels[y * stride + x - channels] : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
      const predictor = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][filter];
      pixels[y * stride + x] = (line[x] + predictor) & 255;
    }
  }
  const colours = new Set();
  for (let y = 0; y < height; y += 7) for (let x = 0; x < width; x += 7) {
    const i = y * stride + x * channels;
    colours.add((pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2]);
  }
  return colours.size;
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--disable-gpu-sandbox",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
let page = await context.newPage();
const log = [];
page.on("console", (m) => log.push(m.text()));
page.on("pageerror", (e) => log.push(`pageerror: ${e}`));
const waitFor = async (pattern, ms) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (log.some((line) => pattern.test(line))) return;
    await page.waitForTimeout(250);
  }
  fail(`no console line matching ${pattern} within ${ms} ms; console:\n${log.join("\n")}`);
};

/** Where the board is on the page, from the game's latest "board framed" line, in CSS pixels. */
function framed() {
  const line = [...log].reverse().find((l) => /board framed:/.test(l));
  if (!line) fail(`the game did not say where the board is; console:\n${log.join("\n")}`);
  const [, cell, x, y] = line.match(/a cell is ([\d.]+) points, the board's centre at \(([\d.]+), ([\d.]+)\)/);
  return { cell: Number(cell), x: Number(x), y: Number(y) };
}

// The first visit over a throttled network (20 Mbit/s, 40 ms), as a phone on a good mobile connection:
// the wasm must arrive brotli-compressed as application/wasm, and the page must say how far it is.
const cdpFirst = await context.newCDPSession(page);
await cdpFirst.send("Network.enable");
await cdpFirst.send("Network.emulateNetworkConditions", {
  offline: false, latency: 40, downloadThroughput: (20e6 / 8), uploadThroughput: (5e6 / 8),
});
// The page's own download of the wasm, and any fetch of it by the service worker: there must be none,
// the page puts its download into the offline copy itself (a worker fetching beside the page shared a
// first visit's bandwidth, and when it won the race its copy in the HTTP cache turned the page's download
// into a revalidation, 304, no content type; one fetching after it took the wasm a second time).
let wasmResponse = null;
const workerWasmResponses = [];
context.on("response", (response) => {
  if (!response.url().endsWith("/gridlock_bg.wasm")) return;
  if (response.request().serviceWorker()) workerWasmResponses.push(response);
  else if (!wasmResponse) wasmResponse = response;
});
// Every request the page makes for the database of every 6×6 puzzle: none until its pack is opened.
// The page's come from the service worker (which keeps the file); the worker's own fetch is the one
// that crosses the network, so its size is the bytes over the wire.
const databaseResponses = [];
const workerDatabaseResponses = [];
page.on("response", (response) => { if (response.url().includes("/assets/db/")) databaseResponses.push(response); });
context.on("response", (response) => {
  if (response.url().includes("/assets/db/") && response.request().serviceWorker()) workerDatabaseResponses.push(response);
});
const started = Date.now();
// When each stage began, to the millisecond (waitFor polls): the download whole, the engine started
// (init returned: Bevy's first frames ran inside it), the level's board ready.
const stageAt = {};
const stages = { downloaded: /loader: downloaded \d+ of/, started: /loader: Starting the engine/, board: /board ready: rh-01-first-gear/ };
page.on("console", (m) => {
  for (const [stage, pattern] of Object.entries(stages)) if (!(stage in stageAt) && pattern.test(m.text())) stageAt[stage] = (Date.now() - started) / 1000;
});
await page.goto(url);
await waitFor(/loader: Downloading the game/, 30000);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${shots}/web-loading.png` });
await waitFor(/loader: downloaded \d+ of \d+ bytes/, 120000);
const [, got, of] = log.find((line) => /loader: downloaded/.test(line)).match(/downloaded (\d+) of (\d+) bytes/);
if (got !== of) fail(`the download's progress stopped at ${got} of ${of} bytes`);
await waitFor(/loader: Compiling/, 120000);
await waitFor(/loader: Starting the engine/, 120000);
await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 120000 });
const loaderGone = (Date.now() - started) / 1000;
await waitFor(/board ready: rh-01-first-gear/, 120000);
// Playable once the board is there and the loader no longer covers it.
const playable = Math.max(loaderGone, stageAt.board);
console.log(`throttled first visit (20 Mbit/s, 40 ms, empty cache): a playable board after ${playable.toFixed(2)} s ` +
  `(the wasm downloaded at ${stageAt.downloaded.toFixed(2)} s, the board ready at ${stageAt.board.toFixed(2)} s, ` +
  `the engine started at ${stageAt.started.toFixed(2)} s, the loader gone at ${loaderGone.toFixed(2)} s)`);
await page.waitForTimeout(4000); // a few frames under the software renderer
if (!wasmResponse) fail("the page never fetched gridlock_bg.wasm");
if (wasmResponse.status() !== 200) fail(`the first visit's wasm came with status ${wasmResponse.status()}, not a download (200)`);
const wasmHeaders = await wasmResponse.allHeaders();
if (wasmHeaders["content-encoding"] !== "br") fail(`the wasm came as ${wasmHeaders["content-encoding"] || "identity"}, not brotli`);
if (!(wasmHeaders["content-type"] || "").startsWith("application/wasm")) fail(`the wasm came as ${wasmHeaders["content-type"]}`);
const transferred = (await wasmResponse.request().sizes()).responseBodySize;
console.log(`the wasm came brotli-compressed as application/wasm: ${transferred} bytes over the wire`);
await cdpFirst.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
const before = await page.screenshot({ path: `${shots}/web-level.png` });
const colours = distinctColours(before);
if (colours < 12) fail(`the canvas looks blank (${colours} colours)`);
console.log(`canvas shows ${colours} distinct colours`);

// A new player's First Gear opens with the first-time tutorial; the first move ends it.
if (!log.some((line) => /tutorial: shown on rh-01-first-gear/.test(line))) fail(`no tutorial on a first visit; console:\n${log.join("\n")}`);

// The red car of First Gear sits at cells (0,2)-(1,2) of the 6x6 board, two cells left of its centre
// and half a cell up; the game says where the board is drawn.
let board = framed();
let cell = board.cell;
const car = { x: board.x - 2 * cell, y: board.y - 0.5 * cell };
await page.mouse.move(car.x, car.y);
await page.mouse.down();
for (let i = 1; i <= 10; i++) await page.mouse.move(car.x + (i * cell * 1.2) / 10, car.y);
await page.mouse.up();
await waitFor(/moves=1 /, 20000);
await waitFor(/tutorial: rush-hour seen \(a move\)/, 20000);
console.log("mouse drag moved the car: the game reported moves=1, and the tutorial it showed was seen");

// What a screen reader finds on the page (Chromium's accessibility tree, as Playwright's ARIA snapshot
// reads it): the board in words in a region named "The board", the move just made in the polite live
// region, and the game's controls mirrored by role and name.
const snapshot = async (selector) => page.locator(selector).ariaSnapshot();
const announced = async () => page.evaluate(() => document.getElementById("announcer").textContent);
const boardSnapshot = await snapshot("#board-text");
if (!/region "The board"/.test(boardSnapshot)) fail(`#board-text is not a region named "The board": ${boardSnapshot}`);
for (const words of ["the red car, across, row 3", "The exit is on the right edge, row 3"]) {
  if (!boardSnapshot.includes(words)) fail(`the board's description lacks "${words}": ${boardSnapshot}`);
}
// A key-driven move: the car the drag took hold of is the one the arrows move; Left takes it back.
const sayingWithin = async (pattern, ms) => {
  try {
    await page.waitForFunction((source) => new RegExp(source).test(document.getElementById("announcer").textContent), pattern.source, { timeout: ms });
  } catch {
    fail(`the live region never said ${pattern} (it says "${await announced()}"); console:\n${log.slice(-30).join("\n")}`);
  }
};
// (Another slide of the piece just moved is the same move: the counter stays at 1, the slides go to 2.)
await page.keyboard.press("ArrowLeft");
await waitFor(/moves=1 slides=2 /, 20000);
await sayingWithin(/left 1: move 1/, 20000);
// Each control by its words (no glyph read out: the menu is "Menu", the overflow "⋯" is "More"), and
// what "More" folds away, once it is pressed.
const controlsSnapshot = await snapshot("#controls");
for (const name of ["Menu", "Undo", "Hint", "Solve", "More"]) {
  if (!controlsSnapshot.includes(`button "${name}"`)) fail(`no button "${name}" among the mirrored controls: ${controlsSnapshot}`);
}
if (/button "[^"]*[☰⋯◀▶⟲]/.test(controlsSnapshot)) fail(`a mirrored control's name reads a glyph: ${controlsSnapshot}`);
// A hint, told with what it frees.
await page.keyboard.press("Slash");
await sayingWithin(/^Hint: slide/, 120000);
console.log(`screen reader: the board is a region named "The board"; the live region said the key's move, then "${await announced()}"`);
// Pressing a mirrored control, as a screen reader's browse mode does, works the game: Undo, then Redo.
const waitAfter = async (mark, pattern, ms) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (log.slice(mark).some((line) => pattern.test(line))) return;
    await page.waitForTimeout(250);
  }
  fail(`no console line matching ${pattern} within ${ms} ms; console since:\n${log.slice(mark).slice(-30).join("\n")}`);
};
const press = (name) => page.evaluate((name) => {
  const button = [...document.querySelectorAll("#controls button")].find((b) => b.textContent === name);
  if (!button) return false;
  button.click();
  return true;
}, name);
// Undo, Redo, Undo: the board ends as the drag left it (the checks below count on that).
let mark;
for (const [name, slides] of [["Undo", 1], ["Redo", 2], ["Undo", 1]]) {
  await page.waitForTimeout(500);
  mark = log.length;
  if (!(await press(name))) fail(`no mirrored ${name} to press`);
  await waitAfter(mark, new RegExp(`slides=${slides} `), 20000);
}
console.log("screen reader: pressing the mirrored Undo and Redo undid and redid the key's move");
// "More" opens the rest of the toolbar; its Settings is then mirrored too. Pressed again, it closes.
if (!(await press("More"))) fail("no mirrored More to press");
try {
  await page.waitForFunction(() => [...document.querySelectorAll("#controls button")].some((b) => b.textContent === "Settings"), null, { timeout: 10000 });
} catch {
  fail(`pressing the mirrored More mirrored no Settings: ${await snapshot("#controls")}`);
}
const folded = await snapshot("#controls");
if (/button "[^"]*[☰⋯◀▶⟲]/.test(folded)) fail(`a mirrored control's name reads a glyph: ${folded}`);
if (!(await press("More"))) fail("no mirrored More to press a second time");
await page.waitForFunction(() => ![...document.querySelectorAll("#controls button")].some((b) => b.textContent === "Settings"), null, { timeout: 10000 })
  .catch(() => fail("pressing More again left its menu open"));
console.log("screen reader: the mirrored More opened the rest of the toolbar (Settings among it) and closed it");

// Without the tutorial's words over it the board has more room: where it is drawn now.
await page.waitForTimeout(1000);
board = framed();
cell = board.cell;
// A finger drags the truck C (cells (1,4)-(3,4)) one cell left: touch events, as a phone sends them.
const truck = { x: board.x - 0.5 * cell, y: board.y + 1.5 * cell };
const cdp = await context.newCDPSession(page);
const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
mark = log.length;
await touch("touchStart", [{ x: truck.x, y: truck.y }]);
for (let i = 1; i <= 10; i++) await touch("touchMove", [{ x: truck.x - (i * cell * 1.2) / 10, y: truck.y }]);
await touch("touchEnd", []);
await waitAfter(mark, /moves=2 /, 20000);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${shots}/web-after-drag.png` });
console.log("touch drag moved the truck: the game reported moves=2");

// Space plays the solver's optimal solution from here; the win is saved to local storage.
await page.keyboard.press("Space");
await waitFor(/solved rh-01-first-gear/, 60000);
const saved = await page.evaluate(() => localStorage.getItem("gridlock-progress"));
if (!saved || !saved.includes("rh-01-first-gear")) fail(`local storage holds no progress for the level: ${saved}`);
console.log("the win was saved to local storage");
log.length = 0;
await page.reload();
await waitFor(/progress: finished levels: 1 /, 120000);
await waitFor(/board ready: rh-01-first-gear/, 60000);
await page.waitForTimeout(1000);
if (log.some((line) => /tutorial: shown/.test(line))) fail("the tutorial came back after a reload, though it was seen");
console.log("after a reload the game read the saved progress back, and the tutorial seen stayed away");

// The canvas follows the window.
await waitFor(/board ready: rh-01-first-gear/, 60000);
await page.setViewportSize({ width: 900, height: 640 });
await page.waitForTimeout(3000);
const canvas = await page.evaluate(() => { const c = document.querySelector("canvas"); return [c.clientWidth, c.clientHeight]; });
if (canvas[0] !== 900 || canvas[1] !== 640) fail(`the canvas is ${canvas[0]}x${canvas[1]} in a 900x640 window`);
const resized = await page.screenshot({ path: `${shots}/web-resized.png` });
if (distinctColours(resized) < 12) fail("the canvas looks blank after the resize");
console.log("the canvas resized with the window to 900x640");

// A bad address: an unknown level and an unknown key. The page says what was wrong, on screen, and
// opens on the menu instead of staying blank.
log.length = 0;
await page.goto(new URL("?level=no-such-level&bogus=1", url).href);
await waitFor(/notice: The page's address: `bogus=1` in the page's address was ignored/, 120000);
await waitFor(/notice: The page's address: no level 'no-such-level'/, 5000);
await waitFor(/screen: Menu/, 5000);
await page.waitForTimeout(3000);
const bad = await page.screenshot({ path: `${shots}/web-bad-query.png` });
if (distinctColours(bad) < 6) fail("the page looks blank after a bad address");
console.log("a bad address is explained on the page, which opens on the menu");

// A share link opens its puzzle straight into play, solved on arrival.
log.length = 0;
await page.goto(new URL("?board=GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", url).href);
await waitFor(/board ready: shared-/, 120000);
await waitFor(/screen: Playing/, 5000);
await page.waitForTimeout(3000);
const shared = await page.screenshot({ path: `${shots}/web-shared.png` });
if (distinctColours(shared) < 12) fail("the shared puzzle looks blank");
console.log("a share link opened its puzzle in play");

// Resume: a play left mid-level survives a reload. One step of the solution (the "." key) is a move,
// written at once; the plain page, reloaded, offers to continue it.
log.length = 0;
await page.goto(new URL("?level=rh-10-the-big-jam", url).href);
await waitFor(/board ready: rh-10-the-big-jam/, 120000);
while (!log.some((line) => /moves=1 /.test(line))) {
  await page.keyboard.press("Period");
  await page.waitForTimeout(200);
}
await page.waitForTimeout(500);
const play = await page.evaluate(() => localStorage.getItem("gridlock-resume"));
if (!play || !play.includes("rh-10-the-big-jam")) fail(`local storage holds no play to resume: ${play}`);
log.length = 0;
await page.goto(new URL(".", url).href);
await waitFor(/resume: rh-10-the-big-jam with \d+ moves/, 120000);
await waitFor(/screen: Menu/, 60000);
await page.waitForTimeout(2000);
await page.screenshot({ path: `${shots}/web-continue.png` });
console.log("a play left mid-level survived a reload: the title offers to continue it");

// The daily puzzles: the screen on the browser's own date (the page's clock, in its time zone), then a
// date's Huarongdao puzzle, made on the page a layout a frame, and played.
log.length = 0;
await page.goto(new URL("?daily", url).href);
await waitFor(/screen: Daily/, 120000);
await waitFor(/today: \d{4}-\d\d-\d\d/, 5000);
const pageDate = await page.evaluate(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`; });
const gameDate = log.find((line) => /today: /.test(line)).match(/today: (\S+)/)[1];
if (gameDate !== pageDate) fail(`the game's today is ${gameDate}, the page's ${pageDate}`);
await page.waitForTimeout(2000);
const daily = await page.screenshot({ path: `${shots}/web-daily.png` });
if (distinctColours(daily) < 6) fail("the daily screen looks blank");
log.length = 0;
await page.goto(new URL("?daily=klotski&today=2026-12-04", url).href);
await waitFor(/daily: 2026-12-04\/klotski made, \d+ moves/, 120000);
await waitFor(/board ready: daily-2026-12-04-klotski-/, 60000);
const made = log.find((line) => /daily: 2026-12-04/.test(line)).match(/made, (\d+) moves/)[1];
console.log(`the daily screen showed the page's date (${gameDate}); 2026-12-04's Huarongdao puzzle was made and opened (${made} moves)`);

// The pack of every 6×6 puzzle: nothing of its database was fetched so far (the first load, the levels,
// the daily); opening the pack fetches it, brotli-compressed, and a card opens its puzzle in play.
if (databaseResponses.length > 0) fail(`the database was fetched before its pack was opened: ${databaseResponses[0].url()}`);
log.length = 0;
await page.setViewportSize({ width: 1280, height: 800 });
const packOpened = Date.now();
await page.goto(new URL("?every-puzzle=20", url).href);
await waitFor(/screen: Database/, 120000);
await waitFor(/database: \d+ puzzles/, 120000);
// On loopback, so mostly the game reading and indexing the file (a network adds its brotli bytes' time).
const databaseSeconds = ((Date.now() - packOpened) / 1000).toFixed(1);
const databaseResponse = databaseResponses.find((r) => r.url().endsWith("/assets/db/rush6x6.db"));
if (!databaseResponse) fail("the pack was opened but the database was not fetched");
const databaseEncoding = (await databaseResponse.allHeaders())["content-encoding"] || "identity";
if (databaseEncoding !== "br") fail(`the database came as ${databaseEncoding}, not brotli`);
// Over the network: the worker's fetch when the worker made it, else the page's own.
const fetched = workerDatabaseResponses.find((r) => r.url().endsWith("/assets/db/rush6x6.db")) || databaseResponse;
const fetchedHeaders = await fetched.allHeaders();
if ((fetchedHeaders["content-encoding"] || "identity") !== "br") fail(`the database crossed the network as ${fetchedHeaders["content-encoding"] || "identity"}, not brotli`);
const databaseBytes = Number(fetchedHeaders["content-length"]) || (await fetched.request().sizes()).responseBodySize;
if (!(databaseBytes > 0)) fail(`the database's bytes over the wire are unknown (${databaseBytes})`);
await page.waitForTimeout(2000);
await page.screenshot({ path: `${shots}/web-every-puzzle.png` });
// The first card of the 20-move puzzles, where the game says it is (finger-sized on a touch screen).
const firstCard = [...log].reverse().find((l) => /database: the first card at/.test(l));
if (!firstCard) fail(`the database screen did not say where its first card is; console:\n${log.join("\n")}`);
const [, cardX, cardY] = firstCard.match(/the first card at \((\d+), (\d+)\)/).map(Number);
await page.mouse.click(cardX, cardY);
await waitFor(/board ready: every-/, 60000);
const puzzles = log.find((line) => /database: \d+ puzzles/.test(line)).match(/(\d+) puzzles/)[1];
console.log(`the pack of every 6×6 puzzle fetched its database only when opened (${puzzles} puzzles, ${databaseBytes} bytes over the wire, brotli, ready ${databaseSeconds} s after the page was asked for) and a card opened its puzzle`);

// An edit link opens its puzzle in the editor, whose live solver answers.
log.length = 0;
await page.goto(new URL("?edit=GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", url).href);
await waitFor(/screen: Editor/, 120000);
await waitFor(/editor: \d+ moves, \d+ states/, 120000);
await page.waitForTimeout(2000);
const edited = await page.screenshot({ path: `${shots}/web-editor.png` });
if (distinctColours(edited) < 12) fail("the editor looks blank");
console.log(`the editor opened an edit link: ${log.find((line) => /editor: \d+ moves/.test(line)).match(/editor: (\d+ moves, \d+ states)/)[1]}`);

// The level select on the Huarongdao pack: the classics' Chinese names come from the embedded font.
log.length = 0;
await page.goto(new URL("?level-select&level=klc-32-heng-dao-li-ma", url).href);
await waitFor(/screen: LevelSelect/, 120000);
await page.waitForTimeout(4000);
const select = await page.screenshot({ path: `${shots}/web-level-select.png` });
if (distinctColours(select) < 12) fail("the level select looks blank");
console.log("the level select opened on the Huarongdao pack");

// Time to hints on the largest clusters the game ships: from the board on screen to the first move of a
// replay (the "." key asks for one step of the optimal solution; the worker sends a solution from the
// start before the whole cluster), and to the whole analysis.
for (const level of ["rh7-02-rush-hour-plus", "klc-32-heng-dao-li-ma"]) {
  log.length = 0;
  await page.goto(new URL(`?level=${level}`, url).href);
  await waitFor(new RegExp(`board ready: ${level}`), 120000);
  const ready = Date.now();
  const seconds = () => ((Date.now() - ready) / 1000).toFixed(1);
  while (!log.some((line) => /moves=1 /.test(line))) {
    if (Date.now() - ready > 600000) fail(`no replay move on ${level} within 600 s:\n${log.join("\n")}`);
    await page.keyboard.press("Period");
    await page.waitForTimeout(100);
  }
  const hints = seconds();
  await waitFor(/analysis ready: \d+ states/, 600000);
  const states = log.find((line) => /analysis ready/.test(line)).match(/(\d+) states/)[1];
  console.log(`time to hints on ${level}: first replay move after ${hints} s, whole analysis (${states} states) after ${seconds()} s`);
  if (log.some((line) => /analysing on the page instead/.test(line))) fail(`the analysis worker was not used:\n${log.join("\n")}`);
}

// Without its worker (the script cannot be fetched), the game analyses on the page and still hints. A
// context of its own without the service worker, whose offline copy would serve the script past the block.
const blocked = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "block" });
const blockedPage = await blocked.newPage();
blockedPage.on("console", (m) => log.push(m.text()));
await blockedPage.route("**/analysis-worker.js", (route) => route.abort());
log.length = 0;
await blockedPage.goto(new URL("?level=rh-01-first-gear", url).href);
await waitFor(/analysis worker .*analysing on the page instead/, 120000);
await waitFor(/analysis ready: \d+ states/, 120000);
await blocked.close();
console.log("without its worker the analysis ran on the page");

// Offline: the service worker kept this build on the first visit; with the network off the game still
// starts and plays.
await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
const workerStatuses = workerWasmResponses.map((response) => response.status());
if (workerStatuses.length) fail(`the service worker fetched the wasm again for the offline copy (${workerStatuses.join(", ")})`);
if (!(await page.evaluate(() => caches.keys().then((names) => Promise.all(names.map((n) => caches.open(n).then((c) => c.match("gridlock_bg.wasm"))))).then((kept) => kept.some(Boolean)))))
  fail("the offline copy holds no wasm");
console.log("the offline copy's wasm is the page's own download: the first visit fetched it once");
await context.setOffline(true);
log.length = 0;
await page.goto(new URL(".", url).href);
await waitFor(/screen: Menu/, 120000);
await page.waitForTimeout(2000);
const offline = await page.screenshot({ path: `${shots}/web-offline.png` });
if (distinctColours(offline) < 12) fail("offline, the menu looks blank");
log.length = 0;
await page.goto(new URL("?level=rh-02-school-run", url).href);
await waitFor(/board ready: rh-02-school-run/, 120000);
await page.waitForTimeout(2000);
await page.keyboard.press("Space");
await waitFor(/solved rh-02-school-run/, 60000);
await context.setOffline(false);
console.log("with the network off, the game started from its offline copy on the menu and played a level to the win");

// A rebuild: the server gets a new build (here: a page with another title and a worker with a new build
// id). The old copy serves until its pages close; the next page is the new build, whole, and only its
// cache is kept. The served folder is put back however the check ends.
const original = { page: readFileSync(`${dist}/index.html`, "utf8"), worker: readFileSync(`${dist}/sw.js`, "utf8") };
const compressed = ["index.html", "sw.js"].flatMap((f) => [`${f}.br`, `${f}.gz`]).filter((f) => existsSync(`${dist}/${f}`));
const kept = Object.fromEntries(compressed.map((f) => [f, readFileSync(`${dist}/${f}`)]));
let rebuildProblem = null;
try {
  compressed.forEach((f) => unlinkSync(`${dist}/${f}`));
  writeFileSync(`${dist}/index.html`, original.page.replace("<title>Gridlock</title>", "<title>Gridlock, rebuilt</title>"));
  writeFileSync(`${dist}/sw.js`, original.worker.replace(/^const BUILD = "(.*)";$/m, 'const BUILD = "$1-rebuilt";'));
  await page.reload(); // finds the new worker, which installs beside the old one and waits
  await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r && r.waiting)), null, { timeout: 120000 });
  if ((await page.title()) !== "Gridlock") rebuildProblem = "the open page changed build while it was open";
  for (const open of context.pages()) await open.close();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  page = await context.newPage();
  await page.goto(url);
  const title = await page.title();
  const caches = await page.evaluate(() => caches.keys());
  if (title !== "Gridlock, rebuilt") rebuildProblem ??= `after a rebuild the old build is still served ("${title}")`;
  else if (caches.length !== 1 || !caches[0].endsWith("-rebuilt")) rebuildProblem ??= `after a rebuild the caches are ${caches}`;
} finally {
  writeFileSync(`${dist}/index.html`, original.page);
  writeFileSync(`${dist}/sw.js`, original.worker);
  for (const [f, bytes] of Object.entries(kept)) writeFileSync(`${dist}/${f}`, bytes);
}
if (rebuildProblem) fail(rebuildProblem);
console.log("after a rebuild the open page kept its build; the next page was the new build, and only its cache was kept");

// Phones and tablets, upright and on their side: touch only, twice the pixels. On each, every cell of a
// 6×6, an 8×8 and a Huarongdao board is on screen and clear of the HUD and the toolbar, every toolbar
// control is on screen and at least 44 px, a finger moves a car and wakes the sound; upright, the level
// select's header is whole and finger-sized and a swipe scrolls the list; the pack of every puzzle's
// record button is finger-sized and a tap plays it; the editor's board and palette both fit.
/**
 * Waits until the board has stayed where it is framed for two seconds (at most a minute): the bars
 * settle over the first frames, later on a loaded machine, and a finger aimed before that misses.
 */
async function framingSettled(page) {
  const framings = () => log.filter((l) => /board framed:/.test(l)).length;
  const end = Date.now() + 60000;
  let seen = framings(), since = Date.now();
  while (Date.now() - since < 2000 && Date.now() < end) {
    await page.waitForTimeout(250);
    if (framings() !== seen) [seen, since] = [framings(), Date.now()];
  }
}
/** The latest "board framed" line, with the room the bars take. */
function framedWithBars() {
  const line = [...log].reverse().find((l) => /board framed:/.test(l));
  const [, top, bottom, left, right] = line.match(/the bars take (\d+) above, (\d+) below, (\d+) left, (\d+) right/);
  return { ...framed(), top: Number(top), bottom: Number(bottom), left: Number(left), right: Number(right) };
}
// The phones' browser has a device scale factor of 2 of its own: Playwright's emulated factor alone
// leaves the canvas's device-pixel size (ResizeObserver's devicePixelContentBoxSize) at its CSS size, which
// no real phone does, and the game's window would then take twice its width in touch positions.
const boards = [["rh-10-the-big-jam", 6, 6], ["rh8-01-eight-lanes", 8, 8], ["klc-32-heng-dao-li-ma", 4, 5]];
const phones = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--disable-gpu-sandbox",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
         "--force-device-scale-factor=2"],
});
// Tablets (an iPad upright and on its side) and a foldable's 280-point cover screen as well: wherever a
// finger points, every control is finger-sized, whatever the width.
for (const [width, height] of [[390, 844], [360, 740], [844, 390], [740, 360], [768, 1024], [1024, 768], [280, 653]]) {
  const phone = await phones.newContext({ viewport: { width, height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  const finger = await phone.newCDPSession(phonePage);
  const touchPhone = (type, points) => finger.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  phonePage.on("console", (m) => log.push(m.text()));
  for (const [level, columns, rows] of boards) {
    log.length = 0;
    await phonePage.goto(new URL(`?level=${level}`, url).href);
    await waitFor(new RegExp(`board ready: ${level}`), 120000);
    await phonePage.waitForTimeout(4000);
    await framingSettled(phonePage);
    const b = framedWithBars();
    const cells = { left: b.x - (columns / 2) * b.cell, right: b.x + (columns / 2) * b.cell, top: b.y - (rows / 2) * b.cell, bottom: b.y + (rows / 2) * b.cell };
    if (cells.left < b.left || cells.right > width - b.right || cells.top < b.top || cells.bottom > height - b.bottom) {
      fail(`on a ${width}x${height} screen ${level}'s cells ${JSON.stringify(cells)} are not all clear of the bars ${JSON.stringify(b)}`);
    }
    const toolbar = [...log].reverse().find((l) => /toolbar: \d+ controls/.test(l));
    const [, count, w, h, seen] = toolbar.match(/toolbar: (\d+) controls, the smallest (\d+)×(\d+) points, all on screen: (\w+)/);
    if (Number(w) < 44 || Number(h) < 44 || seen !== "true") fail(`on a ${width}x${height} screen the toolbar: ${toolbar}`);
    await phonePage.screenshot({ path: `${shots}/web-phone-${width}x${height}-${level}.png` });
    console.log(`on a ${width}x${height} screen ${level} is whole and clear (a cell is ${b.cell} px); ${count} toolbar controls of at least ${w}×${h} px`);
  }
  // The Big Jam's B (row 0, columns 2-3) slides one cell left, into the empty column 1, under a finger.
  log.length = 0;
  await phonePage.goto(new URL("?level=rh-10-the-big-jam", url).href);
  await waitFor(/board ready: rh-10-the-big-jam/, 120000);
  await phonePage.waitForTimeout(4000);
  await framingSettled(phonePage);
  const jam = framed();
  const car = { x: jam.x, y: jam.y - 2.5 * jam.cell };
  // Sound: the game's AudioContext waits, as browsers require, and runs after this first touch.
  const heard = () => phonePage.evaluate(() => window.__gridlockAudio.map((context) => context.state));
  const silent = await heard();
  if (silent.length === 0 || silent.includes("running")) fail(`on a ${width}x${height} screen before a touch the audio was ${JSON.stringify(silent)}`);
  await touchPhone("touchStart", [car]);
  for (let i = 1; i <= 10; i++) await touchPhone("touchMove", [{ x: car.x - (i * jam.cell * 1.2) / 10, y: car.y }]);
  await touchPhone("touchEnd", []);
  await waitFor(/moves=1 /, 20000);
  await phonePage.waitForTimeout(500);
  const sounding = await heard();
  if (sounding.some((state) => state !== "running")) fail(`on a ${width}x${height} screen after a touch the audio was ${JSON.stringify(sounding)}`);
  console.log(`on a ${width}x${height} screen a finger moved a car, and the sound woke (${silent} → ${sounding})`);
  // The level select's header: Back, the title and the tools, none over another, all on screen and
  // finger-sized.
  log.length = 0;
  await phonePage.goto(new URL("?level-select", url).href);
  await waitFor(/screen: LevelSelect/, 120000);
  await phonePage.waitForTimeout(4000);
  const shown = await phonePage.screenshot({ path: `${shots}/web-phone-${width}x${height}-level-select.png` });
  const header = [...log].reverse().find((l) => /level select header:/.test(l));
  const [, tools, least, tallest, whole, overlapping] =
    header.match(/header: (\d+) controls, the smallest (\d+)×(\d+) points, all on screen: (\w+), overlapping: (\w+)/);
  if (Number(least) < 44 || Number(tallest) < 44 || whole !== "true" || overlapping !== "false") {
    fail(`on a ${width}x${height} screen the level select's header: ${header}`);
  }
  console.log(`on a ${width}x${height} screen the level select's header: ${tools} controls of at least ${least}×${tallest} px, none overlapping`);
  // The pack of every 6×6 puzzle: its record's button on screen and finger-sized, and a tap on it plays
  // the record.
  log.length = 0;
  await phonePage.goto(new URL("?every-puzzle=60", url).href);
  await waitFor(/database: \d+ puzzles/, 120000);
  await waitFor(/database: the record's button at/, 60000);
  await phonePage.waitForTimeout(2000);
  await phonePage.screenshot({ path: `${shots}/web-phone-${width}x${height}-every-puzzle.png` });
  const recordLine = [...log].reverse().find((l) => /the record's button at/.test(l));
  const [, rx, ry, rw, rh] = recordLine.match(/at \((\d+), (\d+)\), (\d+)×(\d+) points/).map(Number);
  if (rw < 44 || rh < 44 || rx - rw / 2 < 0 || rx + rw / 2 > width || ry - rh / 2 < 0 || ry + rh / 2 > height) {
    fail(`on a ${width}x${height} screen the pack's record button: ${recordLine}`);
  }
  log.length = 0;
  // A finger's tap spans frames, as a real one does, after the game has been still for two seconds. A
  // press and release within one frame would be taken even when egui's clock stood still across the
  // game's sleep — the bug pacing.rs mends, which turned a real tap into a long press.
  // Two animation frames between press and release: the game sees the press in a frame of its own.
  // Under the software renderer two frames can take longer than egui's 0.8 s for a click (0.9–2.8 s
  // at a tablet's 2048×1536 pixels) — a long press indeed, which plays nothing; such a tap is tried
  // again, and the third try is a tap within one frame (egui being told the time it is now, which the
  // spanning tap checks here, is checked headless by tests/game/pacing.rs). A tap held less than 0.8 s
  // must play.
  for (let attempt = 1; ; attempt++) {
    const pressedAt = Date.now();
    await touchPhone("touchStart", [{ x: rx, y: ry }]);
    if (attempt < 3) await phonePage.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await touchPhone("touchEnd", []);
    const held = Date.now() - pressedAt;
    if (held <= 800 || attempt === 3) {
      await waitFor(/board ready: every-/, 60000);
      if (attempt === 3) console.log(`(on a ${width}x${height} screen the record's button played at a tap within one frame)`);
      break;
    }
    await phonePage.waitForTimeout(3000);
    if (log.some((line) => /board ready: every-/.test(line))) break;
    console.log(`(on a ${width}x${height} screen a tap on the record's button was held ${held} ms, as long as two frames took: tried again)`);
  }
  console.log(`on a ${width}x${height} screen the pack of every puzzle's record button (${rw}×${rh} px) played the record at a tap`);
  if (width < height) {
    // A thumb's swipe lasts a few frames, as on a phone. The list opens on the play left unfinished (the
    // finger's move above left one), which may be near its end: a swipe up, else a swipe down, must scroll it.
    const swipe = async (from, to) => {
      await touchPhone("touchStart", [{ x: width / 2, y: from }]);
      for (let i = 1; i <= 10; i++) {
        await touchPhone("touchMove", [{ x: width / 2, y: from + ((to - from) * i) / 10 }]);
        await phonePage.waitForTimeout(30);
      }
      await touchPhone("touchEnd", []);
      await phonePage.waitForTimeout(2000);
      return phonePage.screenshot();
    };
    let scrolled = Buffer.compare(shown, await swipe(height * 0.8, height * 0.4)) !== 0;
    if (!scrolled) scrolled = Buffer.compare(shown, await swipe(height * 0.4, height * 0.8)) !== 0;
    if (!scrolled) fail(`on a ${width}x${height} screen a swipe did not scroll the level select`);
    console.log(`on a ${width}x${height} screen a swipe scrolled the level select`);
  }
  log.length = 0;
  await phonePage.goto(new URL("?edit=GBBoLoGHIoLMGHIAAMCCCKoMooJKDDEEJFFo", url).href);
  await waitFor(/editor: \d+ moves, \d+ states/, 120000);
  await phonePage.waitForTimeout(2000);
  const laid = [...log].reverse().find((l) => /editor laid out/.test(l));
  const numbers = laid.slice(laid.indexOf("editor laid out")).match(/-?[\d.]+/g).map(Number);
  const [cell, bx0, by0, bx1, by1, px0, py0, px1, py1] = numbers;
  const inside = (x0, y0, x1, y1) => x0 >= 0 && y0 >= 0 && x1 <= width && y1 <= height;
  const apart = bx1 <= px0 || px1 <= bx0 || by1 <= py0 || py1 <= by0;
  if (!inside(bx0, by0, bx1, by1) || !inside(px0, py0, px1, py1) || !apart || cell < 30) {
    fail(`on a ${width}x${height} screen the editor does not fit: ${laid}`);
  }
  await phonePage.screenshot({ path: `${shots}/web-phone-${width}x${height}-editor.png` });
  console.log(`on a ${width}x${height} screen the editor's board (a cell is ${cell} px) and palette both fit`);
  await phone.close();
}
await phones.close();

// Language: a browser whose language is Chinese gets the game in Chinese; `?lang=` names one for a link.
const chinese = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-CN" });
const chinesePage = await chinese.newPage();
chinesePage.on("console", (m) => log.push(m.text()));
log.length = 0;
await chinesePage.goto(new URL("?level=klc-32-heng-dao-li-ma", url).href);
await waitFor(/board ready: klc-32-heng-dao-li-ma/, 120000);
const spoken = log.filter((l) => /language: /.test(l)).map((l) => l.match(/language: ([\w-]+)/)[1]);
const told = await chinesePage.evaluate(() => navigator.language);
if (spoken.at(-1) !== "zh-Hans") fail(`with navigator.language ${told} the game spoke ${JSON.stringify(spoken)}`);
await chinesePage.waitForTimeout(3000);
const inChinese = await chinesePage.screenshot({ path: `${shots}/web-zh.png` });
if (distinctColours(inChinese) < 50) fail("the page in Chinese is blank");
await chinese.close();
const english = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
const linked = await english.newPage();
linked.on("console", (m) => log.push(m.text()));
log.length = 0;
await linked.goto(new URL("?level=rh-01-first-gear&lang=zh-Hans", url).href);
await waitFor(/language: zh-Hans/, 120000);
await english.close();
console.log(`with navigator.language ${told} the game spoke Chinese; so did ?lang=zh-Hans in an English browser`);
await browser.close();
console.log("19 passed, 0 failed");
