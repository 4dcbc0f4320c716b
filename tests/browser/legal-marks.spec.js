// The legal-move marks must be easy to see: WCAG asks 3:1 contrast for such graphics
// against what is around them, for black's marks and white's, and a size a finger and an
// eye find on a phone.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const server = useServer(test);

function channels(css) {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
  return { r, g, b, a };
}

// WCAG relative luminance of an opaque colour {r, g, b} (0-255).
function luminance({ r, g, b }) {
  const linear = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

// The contrast of a mark (maybe translucent) painted over an opaque background.
function contrast(markCss, backgroundCss) {
  const mark = channels(markCss);
  const background = channels(backgroundCss);
  const over = (m, b) => m * mark.a + b * (1 - mark.a);
  const painted = { r: over(mark.r, background.r), g: over(mark.g, background.g), b: over(mark.b, background.b) };
  const [light, dark] = [luminance(painted), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

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

for (const [width, height] of [
  [1280, 800],
  [390, 844],
  [320, 640],
]) {
  test(`both colours' marks stand out from the board at ${width}x${height}`, async ({ page }) => {
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
