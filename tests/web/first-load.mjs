// Times a first visit (a new browser context: nothing cached, no service worker): from navigation to the
// loader's removal and to the level's board, optionally over a throttled network (20 Mbit/s down,
// 5 up, 40 ms latency, through the Chrome DevTools protocol). For docs/performance.md's figures.
// Usage: node first-load.mjs URL RUNS [throttled]
import { chromium } from "playwright-core";

const [url, runs = "3", throttled] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--disable-gpu-sandbox",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (let run = 0; run < Number(runs); run++) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let board = null;
  let bytes = 0;
  const counted = [];
  page.on("response", (response) => {
    if (response.url().endsWith(".wasm")) counted.push(response.request().sizes().then((sizes) => (bytes += sizes.responseBodySize)));
  });
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 });
  }
  const start = Date.now();
  page.on("console", (m) => { if (!board && /board ready/.test(m.text())) board = Date.now() - start; });
  await page.goto(url);
  await page.waitForFunction(() => !document.getElementById("loading"), null, { timeout: 300000, polling: 50 });
  const loader = Date.now() - start;
  while (!board) await page.waitForTimeout(50);
  await Promise.all(counted);
  console.log(`run ${run + 1}${throttled ? " (throttled)" : ""}: loader gone ${(loader / 1000).toFixed(2)} s, board ready ${(board / 1000).toFixed(2)} s, ${bytes} bytes of wasm over the wire`);
  await context.close();
}
await browser.close();
