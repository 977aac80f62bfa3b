// Loads the web build in headless Chromium (software WebGL2), waits for a level's first frames and
// checks the canvas is not blank; drags the red car with the mouse and a truck with a finger and checks
// the move counter after each; lets the solver finish the level and checks the progress in local
// storage survives a reload; resizes the window and checks the canvas follows; opens a bad address and
// checks the page explains it and shows the menu; opens a share link into play; opens the level select
// on the Huarongdao pack; times the first replay move and the whole analysis on the largest shipped
// clusters (time to hints), which run in a Web Worker; blocks the worker's script and checks the analysis then runs on the page.
// Usage: node browser-test.mjs URL SCREENSHOT_DIR
import { chromium } from "playwright-core";
import { inflateSync } from "node:zlib";
import { writeFileSync } from "node:fs";

const [url, shots] = process.argv.slice(2);
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
const page = await context.newPage();
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

const started = Date.now();
await page.goto(url);
await waitFor(/board ready: rh-01-first-gear/, 120000);
await page.waitForTimeout(4000); // a few frames under the software renderer
console.log(`level on screen after ${((Date.now() - started) / 1000).toFixed(1)} s`);
const before = await page.screenshot({ path: `${shots}/web-level.png` });
const colours = distinctColours(before);
if (colours < 12) fail(`the canvas looks blank (${colours} colours)`);
console.log(`canvas shows ${colours} distinct colours`);

// The red car of First Gear sits at cells (0,2)-(1,2) of the 6x6 board. The camera fits 7.6 x 9.2 cells
// into 1280x800, so one cell is 800 / 9.2 px and the board's centre is the window's.
const cell = 800 / 9.2;
const car = { x: 640 - 2 * cell, y: 400 - 0.5 * cell };
await page.mouse.move(car.x, car.y);
await page.mouse.down();
for (let i = 1; i <= 10; i++) await page.mouse.move(car.x + (i * cell * 1.2) / 10, car.y);
await page.mouse.up();
await waitFor(/moves=1 /, 20000);
console.log("mouse drag moved the car: the game reported moves=1");

// A finger drags the truck C (cells (1,4)-(3,4)) one cell left: touch events, as a phone sends them.
const truck = { x: 640 - 0.5 * cell, y: 400 + 1.5 * cell };
const cdp = await context.newCDPSession(page);
const touch = (type, points) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
await touch("touchStart", [{ x: truck.x, y: truck.y }]);
for (let i = 1; i <= 10; i++) await touch("touchMove", [{ x: truck.x - (i * cell * 1.2) / 10, y: truck.y }]);
await touch("touchEnd", []);
await waitFor(/moves=2 /, 20000);
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
console.log("after a reload the game read the saved progress back");

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

// Without its worker (the script cannot be fetched), the game analyses on the page and still hints.
await page.route("**/analysis-worker.js", (route) => route.abort());
log.length = 0;
await page.goto(new URL("?level=rh-01-first-gear", url).href);
await waitFor(/analysis worker .*analysing on the page instead/, 120000);
await waitFor(/analysis ready: \d+ states/, 120000);
await page.unroute("**/analysis-worker.js");
console.log("without its worker the analysis ran on the page");
writeFileSync(`${shots}/web-console.log`, log.join("\n"));
await browser.close();
console.log("10 passed, 0 failed");
