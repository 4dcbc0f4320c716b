// The position editor: any position set up square by square, checked by the server as it
// changes (a side to move without a legal move is told and can be switched; a position
// where nobody can move cannot be played), then played from with the side to move chosen,
// by the players of the game or of the New game dialog, or analysed with the hints on.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, screenshot } from './support/page.js';

const server = useServer(test);

const editor = (page) => page.locator('#editor-dialog');
const editorSquare = (page, square) => page.locator(`#editor-board [data-square="${square}"]`);

async function openEditor(page) {
  await page.locator('#edit-position').click();
  await expect(editor(page)).toBeVisible();
}

// Clears the editor's board and puts `discs` ({black: [squares], white: [squares]}) on it.
async function setUp(page, discs) {
  await page.locator('#editor-clear').click();
  for (const color of ['black', 'white']) {
    await editor(page).getByRole('radio', { name: color === 'black' ? 'Black' : 'White' }).first().check();
    for (const square of discs[color]) await editorSquare(page, square).click();
  }
}

test('a position set up square by square starts a game with the chosen side to move', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  const before = page.url();
  await openEditor(page);
  // It opens on the game's position.
  await expect(editorSquare(page, 'd4')).toHaveAttribute('aria-label', 'd4 white');
  await expect(page.locator('#editor-check')).toHaveText('Black to move: 4 legal moves.');

  await setUp(page, { black: ['d4', 'e4', 'a8'], white: ['d5'] });
  // A second click with the same colour takes the disc off again.
  await editorSquare(page, 'a8').click();
  await editor(page).getByRole('radio', { name: 'Black' }).first().check();
  await editorSquare(page, 'a8').click();
  await editorSquare(page, 'a8').click();
  await expect(editorSquare(page, 'a8')).toHaveAttribute('aria-label', 'a8 empty');
  await expect(editorSquare(page, 'd5')).toHaveAttribute('aria-label', 'd5 white');
  await expect(page.locator('#editor-check')).toHaveText('Black to move: 2 legal moves.');

  await editor(page).getByRole('group', { name: 'Side to move' }).getByRole('radio', { name: 'White' }).check();
  await expect(page.locator('#editor-check')).toHaveText('White to move: 2 legal moves.');
  await page.locator('#editor-play').click();
  await expect(editor(page)).toBeHidden();

  // The game before it is in the same phase: wait for the new board, not only the phase.
  await expect
    .poll(async () => Object.fromEntries((await readBoard(page)).discs))
    .toEqual({ d4: 'black', e4: 'black', d5: 'white' });
  expect(page.url()).not.toBe(before);
  expect((await readBoard(page)).legal).toEqual(['d3', 'f3']);
  await expect(page.locator('#status')).toHaveText('White to move');
});

test('a side to move without a legal move is told, and the move can be given to the other', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await openEditor(page);
  // White's corner cannot be taken: black has no move, white has d1.
  await setUp(page, { black: ['b1', 'c1'], white: ['a1'] });
  await expect(page.locator('#editor-check')).toHaveText(
    'Black has no legal move here, but white has: give the move to white to play this position.',
  );
  await expect(page.locator('#editor-play')).toBeDisabled();
  await expect(page.locator('#editor-analyse')).toBeDisabled();

  await page.locator('#editor-switch').click();
  await expect(page.locator('#editor-check')).toHaveText('White to move: 1 legal move.');
  await expect(page.locator('#editor-switch')).toBeHidden();
  await page.locator('#editor-play').click();
  // The game before it is in the same phase: wait for the new board, not only the phase.
  await expect.poll(async () => (await readBoard(page)).legal).toEqual(['d1']);
  await expect(page.locator('#status')).toHaveText('White to move');
});

test('a position where neither side can move cannot be played', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  const before = page.url();
  await openEditor(page);
  await page.locator('#editor-clear').click();
  await expect(page.locator('#editor-check')).toHaveText(
    'Neither side has a legal move: no game can be played from this position.',
  );
  await expect(page.locator('#editor-play')).toBeDisabled();
  await expect(page.locator('#editor-switch')).toBeHidden();
  // Enter cannot start it either; Escape leaves the game as it was.
  await page.locator('#editor-clear').focus();
  await page.keyboard.press('Enter');
  await expect(editor(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor(page)).toBeHidden();
  expect(page.url()).toBe(before);
  await expect(page.locator('#editor-board')).toHaveCount(0);

  // The starting position button brings the usual start back.
  await openEditor(page);
  await page.locator('#editor-clear').click();
  await page.locator('#editor-start-position').click();
  await expect(page.locator('#editor-check')).toHaveText('Black to move: 4 legal moves.');
});

test('from the New game dialog, the opponent chosen there plays from the position', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await dialog.getByRole('radio', { name: 'Against the computer' }).check();
  await dialog.getByRole('radio', { name: /White/ }).check();
  await dialog.locator('input[name="opponent"][value="level-1"]').check();
  await page.locator('#new-game-editor').click();
  await expect(editor(page)).toBeVisible();
  await expect(editor(page).locator('[data-players="same"]')).toHaveText('You (white) against level-1');
  await expect(editor(page).getByRole('radio', { name: 'You (white) against level-1' })).toBeChecked();

  // The start with white to move: the computer (black here) has no move, the person has.
  await editor(page).getByRole('group', { name: 'Side to move' }).getByRole('radio', { name: 'White' }).check();
  await expect(page.locator('#editor-check')).toHaveText('White to move: 4 legal moves.');
  await page.locator('#editor-play').click();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#status')).toHaveText('White to move (you)');
  await expect(page.locator('#black-player .player-who')).toHaveText('level-1');
  expect((await readBoard(page)).legal).toEqual(['e3', 'f4', 'c5', 'd6']);
});

test('Analyse starts a game for two people with the hints on', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=level-1&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#hints')).not.toBeChecked();
  await openEditor(page);
  await setUp(page, { black: ['d4', 'e4'], white: ['d5'] });
  await page.locator('#editor-analyse').click();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#hints')).toBeChecked();
  await expect(page.locator('#white-player .player-who')).toHaveText('');
  // Both of black's moves get a score.
  await expect(page.locator('#board .square.legal .hint:not(:empty)')).toHaveCount(2);
});

test('the editor is used from the keyboard and follows the flipped board', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await page.locator('#flip').check();
  await openEditor(page);
  expect(await editor(page).locator('.coords-columns span').allTextContents()).toEqual([...'hgfedcba']);
  // The focus starts on the board; on a flipped board the right arrow goes towards a.
  await expect(editorSquare(page, 'd3')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(editorSquare(page, 'c3')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(editorSquare(page, 'c3')).toHaveAttribute('aria-label', 'c3 black');
  await page.keyboard.press('Space');
  await expect(editorSquare(page, 'c3')).toHaveAttribute('aria-label', 'c3 empty');
  await expect(page.locator('#editor-board')).toHaveAttribute('aria-label', 'Board to set up');
});

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
]) {
  for (const lang of ['en', 'ja']) {
    test(`screenshot: the editor, ${name} (${lang})`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=level-3&lang=${lang}`);
      await waitForPhase(page, ['move']);
      await openEditor(page);
      await page.locator('#editor-clear').click();
      const black = ['a1', 'b1', 'c1', 'd2', 'e3', 'c4', 'd4', 'e4'];
      const white = ['a2', 'b2', 'c2', 'c3', 'd3', 'f4', 'd5', 'e5'];
      await editor(page).locator('input[name="paint"][value="black"]').check();
      for (const square of black) await editorSquare(page, square).click();
      await editor(page).locator('input[name="paint"][value="white"]').check();
      for (const square of white) await editorSquare(page, square).click();
      await expect(page.locator('#editor-check')).not.toHaveClass(/problem/);
      await expect(page.locator('#editor-play')).toBeEnabled();
      await screenshot(page, `editor-${name}-${lang}`);
      // On a phone the dialog scrolls down to its buttons.
      await page.locator('#editor-play').scrollIntoViewIfNeeded();
      await expect(page.locator('#editor-play')).toBeInViewport();
      if (name === 'phone') await screenshot(page, `editor-${name}-${lang}-buttons`);
    });
  }
}
