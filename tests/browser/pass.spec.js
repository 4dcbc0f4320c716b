// A forced pass is announced on the page, and the turn goes back to the player who moved.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, screenshot, playedMoves } from './support/page.js';

const server = useServer(test);

// Black to move; after black c1 (which flips b2), white has no move, black has e3
// and f6. (The colours of the game d3 c3 b3 b2 f5 a3 a1 swapped, which makes black pass.)
const POSITION = 'O--------O------XXOO-------OO------OOO-------------------------- X';

test('white passes after black c1, and black moves again', async ({ page }) => {
  const setup = encodeURIComponent(POSITION);
  await page.goto(`${server.url}?black=human&white=level-1&pause=0&setup=${setup}`);
  await waitForPhase(page, ['move']);
  const before = await readBoard(page);
  expect(before.legal).toEqual(['b1', 'c1', 'e3']);
  await expect(page.locator('#announcement')).toBeHidden();

  await page.getByRole('button', { name: /^c1 empty, legal move/ }).click();
  const banner = page.locator('#announcement');
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText('White passes');
  await expect(page.locator('#status')).toHaveText('White passes');
  await page.waitForTimeout(300); // the banner's fade-in
  await screenshot(page, 'pass-announcement');

  // The banner goes; black is to move again, and the computer was never asked to move.
  expect(await waitForPhase(page, ['move', 'computer', 'over'])).toBe('move');
  await expect(banner).toBeHidden();
  await expect(page.locator('#status')).toHaveText('Black to move (you)');
  const after = await readBoard(page);
  expect(after.legal).toEqual(['e3', 'f6']);
  expect(after.discs.get('c1')).toBe('black');
  expect(after.discs.get('b2')).toBe('black');
  expect(after.discs.has('b1')).toBe(false);
  await expect(page.locator('#black-count')).toHaveText('4');
  await expect(page.locator('#white-count')).toHaveText('8');
  expect(await playedMoves(page)).toEqual(['c1', 'pass']);
});

test('a set-up where the side to move cannot move announces that pass first', async ({ page }) => {
  // The position after c1 above, but with white to move: white must pass at once.
  const position = 'O-X------X------XXOO-------OO------OOO-------------------------- O';
  await page.goto(`${server.url}?black=human&white=human&setup=${encodeURIComponent(position)}`);
  await expect(page.locator('#announcement')).toHaveText('White passes');
  await expect(page.locator('#status')).toHaveText('White passes');
  expect(await waitForPhase(page, ['move'])).toBe('move');
  await expect(page.locator('#announcement')).toBeHidden();
  await expect(page.locator('#status')).toHaveText('Black to move');
  expect((await readBoard(page)).legal).toEqual(['e3', 'f6']);
  expect(await playedMoves(page)).toEqual(['pass']);
});
