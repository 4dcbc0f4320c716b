// Keyboard and screen reader: 64 square buttons named by coordinate and contents, a live
// status line, the arrow keys moving across the board, and a stale page catching up.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, squareNames, snapshot } from './support/page.js';

const server = useServer(test);

test('every square is a button named by its coordinate, in board order', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  const names = await squareNames(page);
  expect(names).toHaveLength(64);
  names.forEach((name, index) => {
    const square = 'abcdefgh'[index % 8] + String(Math.floor(index / 8) + 1);
    expect(name.startsWith(`${square} `)).toBe(true);
  });
  expect(names[27]).toBe('d4 white');
  expect(names[28]).toBe('e4 black');
  expect(names[19]).toBe('d3 empty, legal move');
  expect(names[18]).toBe('c3 empty');
  await expect(page.getByRole('button', { name: /^[a-h][1-8] / })).toHaveCount(64);
  const status = page.getByRole('status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('Black to move');
});

test('the arrow keys move across the board and Enter plays', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  await page.locator('[data-square="d3"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('[data-square="d4"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-square="c4"]')).toBeFocused();
  // Only one square is in the tab order: the one the arrows reached.
  await expect(page.locator('[data-square][tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await waitForPhase(page, ['move']);
  const board = await readBoard(page);
  expect(board.discs.get('c4')).toBe('black');
  expect(board.discs.get('d4')).toBe('black');
  await expect(page.locator('#status')).toHaveText('White to move');
});

test('a page left behind by another tab catches up when it acts', async ({ page, context }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  const other = await context.newPage();
  await other.goto(page.url());
  await waitForPhase(other, ['move']);
  await other.locator('[data-square="f5"]').click();
  await waitForPhase(other, ['move']);
  const current = await snapshot(other);

  // The first page still shows the start; its move is refused (409) and it catches up.
  await page.locator('[data-square="d3"]').click();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#error')).toBeVisible();
  await expect(page.locator('#error-text')).toHaveText('This game had moved on elsewhere. Showing it as it is now.');
  expect(await snapshot(page)).toEqual(current);
  await page.locator('#error-dismiss').click();
  await expect(page.locator('#error')).toBeHidden();
});

test('screen readers hear each move once, in both languages', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=f5d6c3d3c4f4f6f3e6e7`);
  await waitForPhase(page, ['move']);
  const log = page.getByRole('log');
  await expect(log).toHaveAttribute('aria-live', 'polite');
  await expect(log).toBeEmpty(); // the moves of the set-up are not read out

  await page.locator('[data-square="c2"]').click();
  await waitForPhase(page, ['move']);
  await expect(log).toHaveText('Black played c2, 2 discs turned');

  const [move] = (await readBoard(page)).legal;
  await page.locator('#language').click();
  await page.locator(`[data-square="${move}"]`).click();
  await waitForPhase(page, ['move']);
  await expect(log.locator('p').last()).toHaveText(new RegExp(`^白が ${move} に打ち、\\d+ 枚返しました$`));
  await expect(log.locator('p')).toHaveCount(2);
});

test('a pass is read once, from the status line, after the move that caused it', async ({ page }) => {
  // After white's c1 black has no move and passes.
  await page.goto(`${server.url}?black=human&white=human&setup=d3c3b3b2f5a3a1`);
  await waitForPhase(page, ['move']);
  await page.locator('[data-square="c1"]').click();
  await expect(page.locator('#status')).toHaveText('Black passes');
  const log = page.getByRole('log');
  await expect(log).toHaveText('White played c1, 1 disc turned');
  await waitForPhase(page, ['move']);
  await expect(page.locator('#status')).toHaveText('White to move');
  await expect(log).not.toContainText('pass');
});

// A button disabled while its action runs would drop the keyboard focus on the page: it
// comes back to the button, or to the board once the button cannot be used.
test('the focus stays with Undo, Redo and Play again', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=f5d6`);
  await waitForPhase(page, ['move']);
  await page.locator('#undo').focus();
  await page.keyboard.press('Enter');
  await waitForPhase(page, ['move']);
  await expect(page.locator('#undo')).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPhase(page, ['move']);
  await expect(page.locator('#undo')).toBeDisabled();
  await expect(page.locator('[data-square][tabindex="0"]')).toBeFocused();

  await page.locator('#redo').focus();
  await page.keyboard.press('Enter');
  await waitForPhase(page, ['move']);
  await expect(page.locator('#redo')).toBeFocused();

  const wholeGame =
    'f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4' +
    'a1a2c1h2h1g2b8a8g7h8h7h6';
  await page.goto(`${server.url}?black=human&white=human&setup=${wholeGame}`);
  await expect(page.locator('#rematch')).toBeFocused();
  await page.keyboard.press('Enter');
  await waitForPhase(page, ['move']);
  await expect(page.locator('[data-square][tabindex="0"]')).toBeFocused();
});

// WCAG 1.4.11: the focus ring and the mark of the flipped discs have 3:1 or more against
// what is around them, in the light theme as in the dark one.
function contrast(first, second) {
  const luminance = (rgb) => {
    const [r, g, b] = rgb.match(/\d+/g).slice(0, 3).map((value) => {
      const c = Number(value) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

for (const theme of ['light', 'dark']) {
  test(`the focus ring and the flipped discs stand out in the ${theme} theme`, async ({ page }) => {
    await page.goto(`${server.url}?black=human&white=human`);
    await waitForPhase(page, ['move']);
    await page.locator('#theme').selectOption(theme);
    await page.locator('[data-square="f5"]').click();
    await waitForPhase(page, ['move']);
    // Reached by the keyboard, as :focus-visible asks.
    await page.locator('#new-game').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#new-game')).toBeFocused();
    const ring = await page.locator('#new-game').evaluate((element) => getComputedStyle(element).outlineColor);
    const paper = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(contrast(ring, paper)).toBeGreaterThanOrEqual(3);

    const flipped = page.locator('.square.flipped');
    await expect(flipped).toHaveCount(1);
    const mark = await flipped.evaluate((element) => getComputedStyle(element).boxShadow);
    const board = await page.locator('[data-square="a1"]').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(mark).not.toBe('none');
    expect(contrast(mark, board)).toBeGreaterThanOrEqual(3);
  });
}
