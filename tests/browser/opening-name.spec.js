// The named opening the game's moves follow is shown above the move list, in the page's
// language, and follows the moves: longer lines win, and taking moves back changes it.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const server = useServer(test);

async function play(page, square) {
  await page.locator(`[data-square="${square}"]`).click();
  await waitForPhase(page, ['move']);
}

test('the opening is named as its moves are played, in English and Japanese', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  const opening = page.locator('#opening');
  await expect(opening).toBeHidden();

  // The Tiger begun with c4 instead of f5: the same line turned half a turn.
  await play(page, 'c4');
  await expect(opening).toBeHidden();
  await play(page, 'e3');
  await expect(opening).toHaveText('Opening: Perpendicular Opening');
  await play(page, 'f6');
  await play(page, 'e6');
  await expect(opening).toHaveText('Opening: Perpendicular Opening');
  await play(page, 'f5');
  await expect(opening).toHaveText('Opening: Tiger');

  await page.locator('#language').click();
  await expect(opening).toHaveText('定石: 虎');
  await page.locator('#language').click();

  // Past the Tiger, towards the Stephenson (c4e3f6e6f5c5c3).
  await play(page, 'c5');
  await expect(opening).toHaveText('Opening: Tiger');
  await play(page, 'c3');
  await expect(opening).toHaveText('Opening: Stephenson');

  await page.locator('#undo').click();
  await waitForPhase(page, ['move']);
  await expect(opening).toHaveText('Opening: Tiger');
});

test('a Japanese page names the Cow in Japanese', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=f5f6e6f4e3&lang=ja`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#opening')).toHaveText('定石: 牛');
});
