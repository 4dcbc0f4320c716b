// Flipping the board: seen from white's side, h8 is at the top left, the coordinate strips
// read h..a and 8..1, a click where the strips say d3 plays d3, the arrow keys follow what
// the eye sees, and the choice is remembered. Against the computer the board is seen from
// the person's side, from white's when they play white.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, screenshot } from './support/page.js';

const server = useServer(test);

// The game's board, not the position editor's.
const strip = (page, which) => page.locator(`.board-wrap .coords-${which} span`).allTextContents();

// The middle of the square the coordinate strips name `square`, in the page's pixels.
async function pointOf(page, square) {
  const column = await page.locator('.board-wrap .coords-columns span', { hasText: square[0] }).boundingBox();
  const row = await page.locator('.board-wrap .coords-rows span', { hasText: square[1] }).boundingBox();
  return { x: column.x + column.width / 2, y: row.y + row.height / 2 };
}

test('flipped, the board is seen from white: relabelled, and a click plays the square it shows', async ({
  page,
}) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  expect(await strip(page, 'columns')).toEqual([...'abcdefgh']);

  await page.locator('#flip').check();
  expect(await strip(page, 'columns')).toEqual([...'hgfedcba']);
  expect(await strip(page, 'rows')).toEqual([...'87654321']);
  const h8 = await page.locator('[data-square="h8"]').boundingBox();
  const a1 = await page.locator('[data-square="a1"]').boundingBox();
  expect(h8.x).toBeLessThan(a1.x);
  expect(h8.y).toBeLessThan(a1.y);

  // Where the strips say d3 (bottom right of the middle, seen from white), d3 is played.
  const { x, y } = await pointOf(page, 'd3');
  await page.mouse.click(x, y);
  await waitForPhase(page, ['move']);
  const board = await readBoard(page);
  expect(board.discs.get('d3')).toBe('black');
  expect(board.discs.get('d4')).toBe('black');
  await expect(page.locator('#status')).toHaveText('White to move');

  // The arrows go the way they point on the screen: right is towards the a column.
  await page.locator('[data-square="e3"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-square="d3"]')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-square="d2"]')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(page.locator('[data-square="h2"]')).toBeFocused();
});

test('the flip is remembered across a reload, and undone by the same switch', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await page.locator('#flip').check();
  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#flip')).toBeChecked();
  expect(await strip(page, 'columns')).toEqual([...'hgfedcba']);

  await page.locator('#flip').uncheck();
  expect(await strip(page, 'rows')).toEqual([...'12345678']);
  const a1 = await page.locator('[data-square="a1"]').boundingBox();
  const h8 = await page.locator('[data-square="h8"]').boundingBox();
  expect(a1.x).toBeLessThan(h8.x);
  expect(a1.y).toBeLessThan(h8.y);
});

test('against the computer the board is seen from the side the person plays; the switch turns only that game', async ({
  page,
}) => {
  // Playing white: the computer's first move is made, and the board is seen from white.
  await page.goto(`${server.url}?black=level-1&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#flip')).toBeChecked();
  expect(await strip(page, 'columns')).toEqual([...'hgfedcba']);
  expect(await strip(page, 'rows')).toEqual([...'87654321']);

  // The player may turn it back for this game; the next game against the computer as white
  // is seen from white again, and the choice is not kept for games between people.
  await page.locator('#flip').uncheck();
  expect(await strip(page, 'columns')).toEqual([...'abcdefgh']);
  await page.goto(`${server.url}?black=level-1&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#flip')).toBeChecked();
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#flip')).not.toBeChecked();
  expect(await strip(page, 'columns')).toEqual([...'abcdefgh']);

  // Flipped between people (remembered), a game against the computer as black is still seen
  // from black's side, and the next game between people flipped again.
  await page.locator('#flip').check();
  await page.goto(`${server.url}?black=human&white=level-1&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#flip')).not.toBeChecked();
  expect(await strip(page, 'rows')).toEqual([...'12345678']);
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#flip')).toBeChecked();
  expect(await strip(page, 'rows')).toEqual([...'87654321']);
});

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
]) {
  for (const lang of ['en', 'ja']) {
    test(`screenshot: the flipped board mid-game, ${name} (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=human&setup=f5d6c3d3c4&lang=${lang}`);
      await waitForPhase(page, ['move']);
      await page.locator('#flip').check();
      await expect(page.locator('.board-wrap')).toHaveClass(/flipped/);
      // The switch is at the foot of the panels; the board is what the picture is of.
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `flipped-${name}-${lang}`);
    });
  }
}
