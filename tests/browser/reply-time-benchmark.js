// How long a person waits for the computer on the page: from the click on a square to the
// page being ready for the person's next move (both flip animations and the computer's
// thinking included), against the default opponent, with no pause and with the default
// pause. Also the computer-move request alone, as the browser timed it. A wait that holds a
// pass of the person's holds the page's pause that shows the pass too.
// Run: cd tests/browser && node reply-time-benchmark.js [MOVES] [OPPONENT]   (REVERSI_BINARY as for the tests)
import { chromium } from '@playwright/test';
import config from './playwright.config.js';
import { startServer } from './support/server.js';
import { playFirstLegalMove, playedMoves, waitForPhase } from './support/page.js';

const MOVES = Number(process.argv[2] ?? 20);
const OPPONENT = process.argv[3];  // the page's default opponent when not given

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))];
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${sorted.length} moves)`;
}

async function measure(browser, url, pauseQuery) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const requests = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/computer-move')) requests.push(request.timing().responseEnd);
  });
  const waits = [];
  const opponent = OPPONENT ?? (await (await fetch(`${url}api/opponents`)).json()).default;
  await page.goto(`${url}?black=human&white=${opponent}${pauseQuery}`);
  while (waits.length < MOVES) {
    if ((await waitForPhase(page, ['move', 'over'])) === 'over') {
      await page.goto(`${url}?black=human&white=${opponent}${pauseQuery}`);
      continue;
    }
    const before = (await playedMoves(page)).length;
    const clicked = performance.now();
    await playFirstLegalMove(page);
    await page.waitForFunction(
      (count) =>
        ['move', 'over'].includes(document.body.dataset.phase) &&
        document.querySelectorAll('#move-list button.move:not(.undone):not(.move-start)').length >= count + 2,
      before,
      { timeout: 60_000 },
    );
    waits.push(performance.now() - clicked);
  }
  await context.close();
  return { opponent, waits, requests };
}

const server = await startServer();
const browser = await chromium.launch(config.use.launchOptions);
try {
  const quick = await measure(browser, server.url, '&pause=0');
  console.log(`opponent ${quick.opponent}, pause 0: click -> ready for the next move: ${summary(quick.waits)}`);
  console.log(`  computer-move request (browser's timing): ${summary(quick.requests)}`);
  const paused = await measure(browser, server.url, '');
  console.log(`opponent ${paused.opponent}, default pause: click -> ready for the next move: ${summary(paused.waits)}`);
} finally {
  await browser.close();
  await server.stop();
}
