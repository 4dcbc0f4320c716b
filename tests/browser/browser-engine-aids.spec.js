// The engine's aids searched in the browser (web/js/browser-engine.js, issue 57): once the
// engine module has loaded in its worker, the hints, the graph and the review of a finished
// game come from it and the server is not asked for them; where the browser has no
// WebAssembly, the server answers them as before. A long analysis in the worker stops when
// the page no longer wants it.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { expectPhase, waitForPhase } from './support/page.js';

const server = useServer(test);

// Black ends the game 13-0 with f4, the ninth move; white plays level-3 meanwhile.
const BEFORE_LAST_MOVE = 'd3c3b3d2e1d6d7e3';
// A game of 40 moves, none of them played here before: its analysis takes many searches.
const LONG_GAME = 'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8';

// The paths of the page's requests for hints and analysis, in order.
function aidRequests(page) {
  const paths = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/games\/[^/]+\/(hints|analysis)$/.test(pathname)) paths.push(pathname.split('/').pop());
  });
  return paths;
}

async function moduleBuilt(page) {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  return !names.includes('engineFiles = null');
}

// With the graph off until the page knows where it searches, so that no aid is asked for
// before; then hints and the graph on, the last move played and the review read.
async function playWithAids(page, engine) {
  await page.addInitScript(() => localStorage.setItem('reversi.graph', 'false'));
  await page.goto(`${server.url}?black=human&white=level-3&setup=${BEFORE_LAST_MOVE}&pause=0&lang=en`);
  await expect(page.locator('html')).toHaveAttribute('data-engine', engine);
  await expectPhase(page, 'move');
  await page.locator('#hints').check();
  await expect(page.locator('#board [data-square="f4"]')).toHaveAttribute('aria-label', /, score [+-]?\d+/);
  await page.locator('#graph-toggle').check();
  await expect(page.locator('#graph svg polyline')).toHaveCount(1);
  await page.locator('#board [data-square="f4"]').click();
  expect(await waitForPhase(page, ['over'])).toBe('over');
  await expect(page.locator('#move-list .move-score')).toHaveCount(9);
  await expect(page.locator('#analysis .analysis-item').first()).toContainText('White');
}

test('with the engine in the browser, hints, the graph and the review come from it', async ({ page }) => {
  test.skip(!(await moduleBuilt(page)), 'built without the engine module');
  const asked = aidRequests(page);
  await playWithAids(page, 'browser');
  expect(asked).toEqual([]);
});

test('without WebAssembly the server answers hints, the graph and the review', async ({ page }) => {
  await page.addInitScript(() => delete window.WebAssembly);
  const asked = aidRequests(page);
  await playWithAids(page, 'server');
  expect(asked).toContain('hints');
  expect(asked).toContain('analysis');
});

test('an analysis the page no longer wants stops in the worker, which answers at once', async ({ page }) => {
  test.skip(!(await moduleBuilt(page)), 'built without the engine module');
  await page.goto(`${server.url}?lang=en`);
  const timings = await page.evaluate(async (setup) => {
    const engine = await import('/js/browser-engine.js');
    if (!(await engine.startBrowserEngine())) return { loaded: false };
    const game = { setup, balanced_opening: null };
    const since = (start) => performance.now() - start;

    const controller = new AbortController();
    let start = performance.now();
    const wanted = engine.browserAnalysis(game, controller.signal);
    setTimeout(() => controller.abort(), 300);
    const stopped = await wanted;
    const cancelMs = since(start);

    start = performance.now();
    const analysis = await engine.browserAnalysis(game);
    return { loaded: true, stopped, cancelMs, wholeMs: since(start), analysed: analysis.moves.length, points: analysis.evaluations.length };
  }, LONG_GAME);
  expect(timings.loaded, 'the engine module loads').toBe(true);
  expect(timings.stopped).toBeNull();
  expect(timings.analysed).toBe(LONG_GAME.length / 2);
  expect(timings.points).toBe(LONG_GAME.length / 2);
  // Stopped within a slice and one position's search (at most 0.7 s) of the cancel, while
  // the rest of the analysis, with the positions it had scored remembered, took longer.
  expect(timings.cancelMs).toBeLessThan(300 + 1500);
  expect(timings.wholeMs).toBeGreaterThan(timings.cancelMs);
});
