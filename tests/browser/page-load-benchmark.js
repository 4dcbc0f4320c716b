// What a visit to the page costs: the bytes it downloads and its requests, the time to the
// load event, to a board a person may play on, and to the engine in the browser being
// ready for a game against the computer; on a first visit (an empty cache) and on a repeat
// visit (the browser's cache from the first). The server is on this machine, so the times
// are the page's and the browser's, not a network's.
// Run: cd tests/browser && node page-load-benchmark.js [VISITS]   (REVERSI_BINARY as for the tests)
import { chromium } from '@playwright/test';
import config from './playwright.config.js';
import { startServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const VISITS = Number(process.argv[2] ?? 5);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// One visit to a game against level-3 in `context`: the bytes of the bodies downloaded (as
// sent: gzipped), the requests (the worker's too) and how many of them downloaded a body,
// and when the page reached each stage.
async function visit(context, url) {
  const page = await context.newPage();
  const sizes = [];
  const record = (request) => sizes.push(request.sizes());
  context.on('requestfinished', record);
  const started = Date.now();
  await page.goto(`${url}?black=human&white=level-3&pause=0&lang=en`);
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  await waitForPhase(page, ['move']);
  const playable = Date.now() - started;
  await page.waitForSelector('html[data-engine]');
  const engineReady = Date.now() - started;
  const engine = await page.evaluate(() => document.documentElement.dataset.engine);
  await page.close();
  context.off('requestfinished', record);
  // A body from the cache counts as none (Chromium reports it as a negative size).
  const bodies = (await Promise.all(sizes)).map((size) => Math.max(0, size.responseBodySize));
  const bytes = bodies.reduce((sum, body) => sum + body, 0);
  return { bytes, requests: bodies.length, downloads: bodies.filter((body) => body > 0).length, loaded, playable, engineReady, engine };
}

const server = await startServer();
const browser = await chromium.launch(config.use.launchOptions);
try {
  const first = [];
  const repeat = [];
  for (let i = 0; i < VISITS; ++i) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    first.push(await visit(context, server.url));
    repeat.push(await visit(context, server.url));
    await context.close();
  }
  for (const [name, visits] of [['first visit', first], ['repeat visit', repeat]]) {
    const pick = (key) => median(visits.map((v) => v[key]));
    console.log(`${name}: ${(pick('bytes') / 1024).toFixed(0)} kB in ${pick('requests')} requests ` +
      `(${pick('downloads')} with a body), load event ${pick('loaded').toFixed(0)} ms, ` +
      `playable ${pick('playable')} ms, engine ${visits[0].engine} ready ${pick('engineReady')} ms ` +
      `(medians of ${visits.length})`);
  }
} finally {
  await browser.close();
  await server.stop();
}
