// The URL holds the game: a reload, or the link opened elsewhere, shows the same game from
// the server. Also the layout at desktop and phone widths.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, playFirstLegalMove, snapshot, gameId, screenshot } from './support/page.js';

const server = useServer(test);

test('a reload and a copied link show the same game', async ({ page, browser }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  for (let move = 0; move < 3; move++) {
    await playFirstLegalMove(page);
    await waitForPhase(page, ['move']);
  }
  const url = page.url();
  expect(gameId(page)).toBeTruthy();
  const before = await snapshot(page);
  expect(before.moves).toHaveLength(3);
  expect(before.status).toBe('White to move');

  await page.reload();
  await waitForPhase(page, ['move']);
  expect(page.url()).toBe(url);
  expect(await snapshot(page)).toEqual(before);

  // The same link in a fresh browser profile (nothing in its storage) shows the game too.
  const other = await browser.newContext({ locale: 'en-US' });
  const second = await other.newPage();
  await second.goto(url);
  await waitForPhase(second, ['move']);
  expect(await snapshot(second)).toEqual(before);
  await other.close();
});

test('desktop: board left, panel right; phone: stacked, board full width', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=level-1&pause=0`);
  await waitForPhase(page, ['move']);
  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']);

  const board = await page.locator('.board-wrap').boundingBox();
  const side = await page.locator('.side').boundingBox();
  expect(side.x).toBeGreaterThanOrEqual(board.x + board.width);
  expect(board.y + board.height).toBeLessThanOrEqual(800);
  expect(board.width).toBeGreaterThan(450);

  await page.setViewportSize({ width: 390, height: 844 });
  const phoneBoard = await page.locator('.board-wrap').boundingBox();
  const phoneSide = await page.locator('.side').boundingBox();
  expect(phoneBoard.width).toBeGreaterThanOrEqual(370);
  expect(phoneBoard.x + phoneBoard.width).toBeLessThanOrEqual(390);
  expect(phoneSide.y).toBeGreaterThanOrEqual(phoneBoard.y + phoneBoard.height);
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, 'phone');
});
