// The page's service worker: once the page has been visited it starts, and plays with the
// engine in the browser, with no network. It keeps every page file that /offline-files.js
// lists (made by the server from the files it serves) in a cache named after all their
// versions: a new server gives a new list, so a new worker, which fills a new cache and
// drops the old ones. The API, the WebSocket and anything unlisted go to the network only.
// The list names files from the page's folder (/js/app.js), which is this worker's scope,
// so that a copy of the page under any path works (`reversi site`).
/* global importScripts */
importScripts('offline-files.js');

const { cache: CACHE, files: FILES } = self.offlineFiles;
const LISTED = new Map(FILES.map((file) => [file.path, file]));
const PAGE = '/index.html';
const urlOf = (path) => new URL(`.${path}`, self.registration.scope).href;

// The validator the server sent, without its quotes, the mark of its gzip form, or a
// proxy's weakening. A static copy of the page lists none: its host makes its own.
const versionOf = (response) => (response.headers.get('ETag') ?? '').replace(/^(W\/)?"|(-gzip)?"$/g, '');

// Each file as the list names it, or nothing: a file of another version (the server was
// updated meanwhile) fails the install, and the pages keep the cache they had.
async function fillCache() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(FILES.map(async ({ path, etag }) => {
      const response = await fetch(urlOf(path), { cache: 'no-cache' });
      if (!response.ok || (etag !== null && versionOf(response) !== etag)) {
        throw new Error(`${path} is not the version listed`);
      }
      await cache.put(urlOf(path), response);
    }));
  } catch (error) {
    await caches.delete(CACHE);
    throw error;
  }
}

async function dropOldCaches() {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith('reversi-') && name !== CACHE).map((name) => caches.delete(name)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(fillCache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

const fromCache = async (path) => (await caches.open(CACHE)).match(urlOf(path));

// The server's answer while it answers, so that an update shows at once and the files
// always come from one version; the cached one when the network fails.
async function networkFirst(request, path) {
  try {
    const response = await fetch(request);
    if (response.status < 500) return response;
    return (await fromCache(path)) ?? response;
  } catch (error) {
    const cached = await fromCache(path);
    if (cached) return cached;
    throw error;
  }
}

// A file whose name carries its hash never changes: the cached copy is the file.
const cacheFirst = async (request, path) => (await fromCache(path)) ?? fetch(request);

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  const scope = new URL(self.registration.scope);
  if (request.method !== 'GET' || url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const inScope = `/${url.pathname.slice(scope.pathname.length)}`;
  const path = inScope === '/' ? PAGE : inScope;
  const file = LISTED.get(path);
  if (!file) return;
  event.respondWith(file.immutable ? cacheFirst(request, path) : networkFirst(request, path));
});
