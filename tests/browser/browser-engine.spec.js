// The computer's moves searched in the browser (web/js/browser-engine.js, issue 57): once
// the engine module has loaded in its worker, the page sends the move it found with its
// reason, and the server only checks and stores it; where the module cannot load, the
// server searches, as it does in a build without emscripten.
import { test, expect } from './support/fixtures.js';
import { useServer, cliPosition } from './support/server.js';
import { expectPhase } from './support/page.js';

const server = useServer(test);

// The bodies of the page's computer-move requests, in order.
function computerMoveBodies(page) {
  const bodies = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/computer-move')) bodies.push(request.postDataJSON());
  });
  return bodies;
}

async function movesSearchedBy(page, where) {
  const metrics = await (await page.request.get(`${server.url}metrics`)).text();
  return Number(metrics.match(new RegExp(`reversi_computer_moves_total\\{searched="${where}"\\} (\\d+)`))[1]);
}

test('the engine in the browser finds the computer\'s move and says why', async ({ page }) => {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  test.skip(names.includes('engineFiles = null'), 'built without the engine module');
  const bodies = computerMoveBodies(page);
  const before = await movesSearchedBy(page, 'page');
  await page.goto(`${server.url}?black=human&white=level-3&pause=0&lang=en`);
  await expect(page.locator('html')).toHaveAttribute('data-engine', 'browser');
  await expectPhase(page, 'move');
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#explanation')).toContainText('It expects');
  await expectPhase(page, 'move');

  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ ply: 1, move: expect.stringMatching(/^(d6|f6|f4)$/), reason: { flipped: 1 } });
  const played = bodies[0].move;
  await expect(page.locator(`#board [data-square="${played}"]`)).toHaveAttribute('aria-label', new RegExp(`^${played} white`));
  expect(await movesSearchedBy(page, 'page')).toBe(before + 1);
});

test('where the engine module fails to load the server searches the computer\'s move', async ({ page }) => {
  await page.route('**/js/engine-files.js', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: "export const engineFiles = { script: '/engine/missing.js', binary: '/engine/missing.wasm' };",
  }));
  const bodies = computerMoveBodies(page);
  await page.goto(`${server.url}?black=human&white=level-3&pause=0&lang=en`);
  await expect(page.locator('html')).toHaveAttribute('data-engine', 'server');
  await expectPhase(page, 'move');
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#explanation')).toContainText('It expects');
  expect(bodies).toEqual([{ ply: 1 }]);
});

// The timed levels keep their budget in the browser: the module's one thread reads the
// clock within the search (src/engine/stop_signal.h), as the native engine does.
test('a timed level answers in the browser within its time', async ({ page }) => {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  test.skip(names.includes('engineFiles = null'), 'built without the engine module');
  // Twenty-four moves of a game, out of the opening book: the level searches for its move.
  const { position, to_move: toMove } = cliPosition(['--moves', 'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4']);
  await page.goto(`${server.url}?lang=en`);
  const answers = await page.evaluate(async ({ board, toMove }) => {
    const engine = await import('/js/browser-engine.js');
    if (!(await engine.startBrowserEngine())) return null;
    const timed = [];
    for (const level of ['level-9', 'level-10']) {
      const start = performance.now();
      const answer = await engine.browserMove({ board, to_move: toMove, [toMove]: level });
      timed.push({ level, answer, ms: performance.now() - start });
    }
    return timed;
  }, { board: position.split(' ')[0], toMove });
  expect(answers, 'the engine module loads').not.toBeNull();
  const budgets = { 'level-9': 500, 'level-10': 4000 };
  for (const { level, answer, ms } of answers) {
    expect(answer.reason.fromBook, level).toBe(false);
    expect(ms, `${level}: its search used its time`).toBeGreaterThan(budgets[level] / 2);
    expect(ms, `${level}: within its time and a margin`).toBeLessThan(budgets[level] + 500);
  }
});
