// The offline copy of one build of Gridlock. scripts/build-web.sh writes the build's id and its files
// into the two constants below. Installing fetches every file of the build, past the HTTP cache, into a
// cache named after the build; the page is then served from that cache, so a second visit starts without
// the network and the game plays offline (its levels are in the wasm, progress in local storage). A new
// build has a new worker: it fills its own cache while the old one still serves, and takes over only
// when no page of the old build is open — so a page never mixes the files of two builds — then deletes
// the old cache.
const BUILD = "development";
const FILES = ["./", "index.html"];
const CACHE = `gridlock-${BUILD}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" })))),
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
// itself); anything else from the network.
self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET" || new URL(event.request.url).origin !== location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => (await cache.match(event.request, { ignoreSearch: true })) || fetch(event.request)),
  );
});
