// Loads the web build in headless Chromium (software WebGL2), waits for a level's first frames,
// checks the canvas is not blank, drags the red car one cell and checks the move counter changed.
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
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
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
await page.waitForTimeout(1500);
await page.screenshot({ path: `${shots}/web-after-drag.png` });
console.log("drag moved the car: the game reported moves=1");
writeFileSync(`${shots}/web-console.log`, log.join("\n"));
await browser.close();
console.log("1 passed, 0 failed");
