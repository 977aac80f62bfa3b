// The offline copy of one build of Gridlock. scripts/build-web.sh writes the build's id and its files
// into the two constants below. Installing fetches every file of the build that its cache, named after
// the build, does not hold yet, each revalidated with the server: the page puts the wasm it downloaded
// there itself before it registers this worker, so a first visit fetches the wasm once, and where the
// HTTP cache kept the page's copies of the small files they come back "not modified"; the page is then served
// from that cache, so a second visit starts without the network and the game plays offline (its levels
// are in the wasm, progress in local storage). A new build has a new worker: it fills its own cache
// while the old one still serves, and takes over only when no page of the old build is open — so a page
// never mixes the files of two builds — then deletes the old cache.
const BUILD = "development";
const FILES = ["./", "index.html"];
const CACHE = `gridlock-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      const held = await Promise.all(FILES.map((file) => cache.match(file)));
      const missing = FILES.filter((_, i) => !held[i]);
      await cache.addAll(missing.map((file) => new Request(file, { cache: "no-cache" })));
    }),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((names) =>
      Promise.all(names.filter((name) => name.startsWith("gridlock-") && name !== CACHE).map((name) => caches.delete(name))),
    ),
  );
});

// This build's files from its cache (the page's address with a query — ?level=…, ?board=… — is the page
// itself); anything else from the network. The database of every 6×6 puzzle is not fetched at install:
// the game asks for it when its pack is opened, and from then on it is kept in this build's cache too.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET" || new URL(event.request.url).origin !== location.origin) return;
  const lazy = new URL(event.request.url).pathname.includes("/assets/db/");
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const kept = await cache.match(event.request, { ignoreSearch: true });
      if (kept) return kept;
      const response = await fetch(event.request);
      if (lazy && response.ok) await cache.put(event.request, response.clone());
      return response;
    }),
  );
});
