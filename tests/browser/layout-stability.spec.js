// Nothing on the page moves while a game is played: the status line keeps its height
// whatever it says (whose turn, the computer thinking, a pass), so the controls and
// panels under it stay where the player's finger or eye left them.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const server = useServer(test);

for (const [width, height] of [
  [1280, 800],
  [390, 844],
  [844, 390],
  [320, 640],
]) {
  for (const lang of ['ja', 'en']) {
    test(`${width}x${height} (${lang}): the status line keeps its height through the computer's turns`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=level-1&pause=0&lang=${lang}`);
      await waitForPhase(page, ['move']);
      // Every height the status line takes from here on.
      await page.evaluate(() => {
        window.statusHeights = new Set();
        new ResizeObserver((entries) => {
          for (const entry of entries) window.statusHeights.add(entry.borderBoxSize[0].blockSize);
        }).observe(document.querySelector('#status'));
      });
      for (let move = 0; move < 6; move++) {
        // By the board's own mark, as the accessible names are in the page's language.
        await page.locator('#board .square.legal').first().click();
        expect(await waitForPhase(page, ['move', 'over'])).toBe('move');
      }
      const heights = await page.evaluate(() => [...window.statusHeights]);
      expect(heights.length, `status heights seen: ${heights.join(', ')}`).toBe(1);
    });
  }
}
