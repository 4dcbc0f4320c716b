// The animation setting: brisk by default, slow (the full flips) or off, remembered; the
// system's reduced-motion wish turns the flips off whatever the setting. The whole wait
// against the computer is measured by reply-time-benchmark.js; here, what the setting
// makes of one move.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const server = useServer(test);

// The length of the flip the board is set to, from the stylesheet's variable.
const flipMs = (page) =>
  page.locator('#board').evaluate((board) => parseFloat(board.style.getPropertyValue('--flip-ms')));

// Milliseconds from a click on `square` until a person may move again (no computer).
async function moveTime(page, square) {
  const started = await page.evaluate(() => performance.now());
  await page.locator(`[data-square="${square}"]`).click();
  await waitForPhase(page, ['move']);
  return (await page.evaluate(() => performance.now())) - started;
}

test('brisk by default, slow and off to choose, and remembered', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  const setting = page.getByLabel('Animation');
  await expect(setting).toHaveValue('brisk');
  await expect(setting.locator('option')).toHaveText(['Brisk', 'Slow', 'Off']);
  const brisk = await flipMs(page);
  expect(brisk).toBeGreaterThan(0);
  expect(brisk).toBeLessThanOrEqual(200);
  // A move with one disc turned, as brisk plays it, leaves the board quickly. The fastest
  // of three, so one stall of a busy machine does not count as the setting's slowness.
  const times = [];
  for (const square of ['f5', 'd6', 'c3']) times.push(await moveTime(page, square));
  expect(Math.min(...times), `${times.map(Math.round).join(', ')} ms`).toBeLessThan(600);

  await setting.selectOption('slow');
  expect(await flipMs(page)).toBeGreaterThan(brisk);
  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(setting).toHaveValue('slow');

  await setting.selectOption('off');
  expect(await flipMs(page)).toBe(0);
  await page.locator('#language').click();
  const japanese = page.getByLabel('アニメーション');
  await expect(japanese).toHaveValue('off');
  await expect(japanese.locator('option')).toHaveText(['きびきび', 'ゆっくり', 'なし']);
});

test.describe('with reduced motion asked for by the system', () => {
  test.use({ reducedMotion: 'reduce' });

  test('discs turn at once, whatever the setting', async ({ page }) => {
    await page.goto(`${server.url}?black=human&white=human&lang=en`);
    await waitForPhase(page, ['move']);
    await page.getByLabel('Animation').selectOption('slow');
    expect(await flipMs(page)).toBe(0);
  });
});
