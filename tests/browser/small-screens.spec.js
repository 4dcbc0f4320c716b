// Small screens: a phone held sideways (844x390) and the narrowest phones (320 px wide).
// The whole board is on the screen, the game-over card fits on the board, and Japanese
// words are never broken in the middle (a line breaks only where a space or a
// punctuation mark allows). On a phone held either way, the board, the status, the game's
// buttons and the switches of the board's side, the colours and the sounds are all on the
// first screen.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';

const SIZES = [
  [844, 390],
  [320, 640],
];

// Where each visible text of `selector` wraps to a new line: the two characters either
// side of each break within one text (separate elements may well sit on separate lines).
async function lineBreaks(page, selector) {
  return page.locator(selector).evaluateAll((elements) => {
    const breaks = [];
    for (const element of elements) {
      if (!element.checkVisibility()) continue;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let lineBottom = null; // of the last character drawn
        for (let index = 0; index < node.data.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          // A space where a line wraps is not drawn, but it is still where the line broke.
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          if (lineBottom !== null && rect.top >= lineBottom - 1) breaks.push(node.data.slice(index - 1, index + 1));
          lineBottom = rect.bottom;
        }
      }
    }
    return breaks;
  });
}

// A break after a space, a hyphen or a mark like 、。・) or before ( is where a line may wrap.
const ALLOWED_BREAK = /^(\s.|.\s|[、。・）)」:：-].|.[（(「])$/u;

async function expectWordsWhole(page, selector) {
  const breaks = await lineBreaks(page, selector);
  const inWords = breaks.filter((pair) => !ALLOWED_BREAK.test(pair));
  expect(inWords, `lines of ${selector} broken inside a word`).toEqual([]);
}

async function expectInside(inner, outer, what) {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  expect(a.x, what).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.y, what).toBeGreaterThanOrEqual(b.y - 0.5);
  expect(a.x + a.width, what).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.y + a.height, what).toBeLessThanOrEqual(b.y + b.height + 0.5);
}

async function openFinishedGame(page, { width, height, lang }) {
  await page.setViewportSize({ width, height });
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}&lang=${lang}`);
  expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
}

for (const [width, height] of SIZES) {
  test(`${width}x${height}: the whole board and the game-over card are on the screen`, async ({ page }) => {
    await openFinishedGame(page, { width, height, lang: 'ja' });
    const board = await page.locator('.board-wrap').boundingBox();
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(width);
    expect(board.y + board.height).toBeLessThanOrEqual(height);

    const card = page.locator('.game-over-card');
    await expect(card).toBeVisible();
    await expectInside(card, page.locator('.board-stage'), 'the game-over card');
    await screenshot(page, `small-${width}x${height}-ja-over`);
  });

  for (const lang of ['ja', 'en']) {
    test(`${width}x${height} (${lang}): no word is broken across lines`, async ({ page }) => {
      await openFinishedGame(page, { width, height, lang });
      await expectWordsWhole(page, '.game-over-card');
      await page.locator('#game-over-close').click();
      await expectWordsWhole(page, '.top-bar, .scoreboard, #status, .controls, .options, .panel h2, .panel-head');
      await screenshot(page, `small-${width}x${height}-${lang}`);

      await page.locator('#new-game').click();
      await expect(page.locator('#new-game-dialog')).toBeVisible();
      await expectWordsWhole(page, '#new-game-dialog legend, #new-game-dialog .choices label, .dialog-buttons');
      await screenshot(page, `small-${width}x${height}-${lang}-dialog`);
    });
  }
}

for (const [width, height] of [
  [390, 844],
  [844, 390],
]) {
  for (const lang of ['en', 'ja']) {
    test(`${width}x${height} (${lang}): board, status, buttons and the view switches on one screen`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=level-1&setup=f5d6c3&lang=${lang}`);
      await waitForPhase(page, ['move']);
      for (const selector of ['.board-wrap', '#status', '#new-game', '#undo', '#redo', '#flip', '#theme', '#sound']) {
        const box = await page.locator(selector).boundingBox();
        expect(box.y, `${selector} below the top`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${selector} inside the width`).toBeLessThanOrEqual(width);
        expect(box.y + box.height, `${selector} above the bottom of the first screen`).toBeLessThanOrEqual(height);
      }
      await expectWordsWhole(page, '.view-options');
      await screenshot(page, `phone-view-switches-${width}x${height}-${lang}`);
    });
  }
}
