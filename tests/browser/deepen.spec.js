// The analysis board (issue 59): with the hints on, "Keep analysing deeper" has the engine in
// the browser search the position shown deeper and deeper, the scores on the board and the
// depth reached updated with each answer, until the time or the depth chosen is reached or
// the scores are proven; the page stays free to use meanwhile.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { expectPhase } from './support/page.js';

const server = useServer(test);

// 50 plies of a WTHOR 2011 game: 10 empty squares, which the board proves at once.
const NEAR_THE_END =
  'f5f6e6f4g6c5f3g4e3g5h3h4h5e7d6f7d7c6f8d8e8g8g3e2d1f2e1h7d2d3c3g1c4b3a3b2b5b6c2a5f1c1a1h2c8b8h6c7h8b4';

async function openWithHints(page, setup = '') {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  test.skip(names.includes('engineFiles = null'), 'built without the engine module');
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en${setup ? `&setup=${setup}` : ''}`);
  await expectPhase(page, 'move');
  await page.locator('#hints').check();
  await expect(page.locator('html')).toHaveAttribute('data-engine', 'browser');
}

const depthShown = async (page) => Number((await page.locator('#deepening').textContent()).match(/Depth (\d+)/)?.[1] ?? 0);

test('the scores deepen until stopped, and the page stays free meanwhile', async ({ page }) => {
  await openWithHints(page);
  await expect(page.locator('#deepen')).toBeVisible();
  await page.locator('#deepen-limit').selectOption('10s');
  await page.locator('#deepen').check();
  await expect(page.locator('#deepening')).toHaveText(/^Depth \d+, searching deeper…$/);
  const first = await depthShown(page);
  await expect.poll(() => depthShown(page), { timeout: 15_000 }).toBeGreaterThan(first);
  // Every legal move keeps a score while it deepens.
  await expect(page.locator('#board .hint:not(:empty)')).toHaveText(Array(4).fill(/^[+-]?\d+$/));
  // The page answers at once meanwhile: the language switches, the text follows.
  await page.locator('#language').click();
  await expect(page.locator('#deepening')).toHaveText(/手先まで読みました/);
  await page.locator('#language').click();
  await expect(page.locator('#deepening')).toHaveText(/^Depth \d+: stopped at the time chosen\.$/, {
    timeout: 20_000,
  });

  // Off, the line goes; a move played starts the new position afresh.
  await page.locator('#deepen').uncheck();
  await expect(page.locator('#deepening')).toBeHidden();
  await page.locator('#deepen').check();
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#deepening')).toHaveText(/^Depth \d+, searching deeper…$/);
});

test('near the end the scores are proven', async ({ page }) => {
  await openWithHints(page, NEAR_THE_END);
  await page.locator('#deepen').check();
  await expect(page.locator('#deepening')).toHaveText('Proven: the scores are the final disc differences.', {
    timeout: 20_000,
  });
  await expect(page.locator('#board .hint:not(:empty)').first()).toHaveText(/^[+-]?\d+$/);
});

test('a depth chosen is searched to and no further', async ({ page }) => {
  await openWithHints(page);
  await expect(page.locator('#deepen-limit option')).toHaveText([
    '10 s',
    '60 s',
    'depth 16',
    'depth 20',
    'depth 24',
    'until proven',
  ]);
  await page.locator('#deepen-limit').selectOption('depth16');
  await page.locator('#deepen').check();
  await expect(page.locator('#deepening')).toHaveText('Depth 16: the depth chosen.', { timeout: 30_000 });
  await expect(page.locator('#board .hint:not(:empty)')).toHaveText(Array(4).fill(/^[+-]?\d+$/));
  // The choice is kept for the next visit.
  await page.reload();
  await expect(page.locator('#deepen-limit')).toHaveValue('depth16');
});

test('a time chosen before depths could be is still the one shown', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('reversi.deepenLimit', '10'));
  await openWithHints(page);
  await expect(page.locator('#deepen-limit')).toHaveValue('10s');
});
