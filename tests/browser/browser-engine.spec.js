// The computer's moves searched in the browser (web/js/browser-engine.js, issue 57): once
// the engine module has loaded in its worker, the page sends the move it found with its
// reason, and the server only checks and stores it; where the module cannot load, the
// server searches, as it does in a build without emscripten.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
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
