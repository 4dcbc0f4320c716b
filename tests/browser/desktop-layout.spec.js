// A laptop screen (1280x800) after a game: the move list and the review are on the first
// screen, beside the board, and the board stays in view when the player scrolls down the
// panels (the graph, the paste box).
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';

async function expectOnScreen(locator, what) {
  const box = await locator.boundingBox();
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, what).toBeLessThanOrEqual(800);
}

test('1280x800: moves and review on the first screen, the board stays when scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}?black=human&white=level-1&setup=${SHORT_GAME}&lang=en`);
  expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
  // Closed from the keyboard: Playwright's own scrolling before a click, on the sticky
  // board, can move the page, which a person's click never does.
  await page.locator('#game-over-close').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#game-over')).toBeHidden();
  await expect(page.locator('#analysis .analysis-item').first()).toBeVisible({ timeout: 60_000 });

  await expectOnScreen(page.locator('#move-list [aria-current="step"]'), 'the last move in the list');
  await expectOnScreen(page.locator('#analysis .analysis-item').first(), "the review's first finding");
  await screenshot(page, 'desktop-after-game');

  await page.locator('#paste-form').scrollIntoViewIfNeeded();
  await expectOnScreen(page.locator('.board-wrap'), 'the board, scrolled down to the paste box');
});
