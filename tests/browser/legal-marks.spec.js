// The legal-move marks must be easy to see: WCAG asks 3:1 contrast for such graphics
// against what is around them, for black's marks and white's, in the light colours and the
// dark, and a size a finger and an eye find on a phone.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';
import { contrast } from './support/contrast.js';

const server = useServer(test);

async function legalMark(page) {
  return page.locator('#board .square.legal').first().evaluate((square) => {
    const mark = getComputedStyle(square, '::after');
    return {
      color: mark.backgroundColor,
      width: parseFloat(mark.width),
      board: getComputedStyle(square).backgroundColor,
    };
  });
}

for (const colorScheme of ['light', 'dark']) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
    [320, 640],
  ]) {
    test(`both colours' marks stand out from the ${colorScheme} board at ${width}x${height}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=human&setup=f5`);
      await waitForPhase(page, ['move']);
      const white = await legalMark(page); // white to move after f5
      await page.locator('[data-square="d6"]').click();
      await waitForPhase(page, ['move']);
      const black = await legalMark(page);

      for (const [side, mark] of Object.entries({ black, white })) {
        expect(contrast(mark.color, mark.board), `${side}'s mark`).toBeGreaterThanOrEqual(3);
        // About 9 px on a phone was too small to find at a glance.
        expect(mark.width, `${side}'s mark`).toBeGreaterThanOrEqual(12);
      }
    });
  }
}
