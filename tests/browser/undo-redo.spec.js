// Undo and redo against the computer: each goes back (or forward) to the person's turn,
// and the board, the counts and the move list follow.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, expectPhase, readBoard, playFirstLegalMove, snapshot, playedMoves, screenshot } from './support/page.js';

const server = useServer(test);

test('undo returns to the person’s previous turn; redo replays', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=level-1&pause=0`);
  await waitForPhase(page, ['move']);
  const undo = page.locator('#undo');
  const redo = page.locator('#redo');
  await expect(undo).toBeDisabled();
  await expect(redo).toBeDisabled();
  const atStart = await snapshot(page);

  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']);
  const afterOne = await snapshot(page);
  expect(afterOne.moves).toHaveLength(2); // the person's move and the computer's reply
  expect(afterOne.moves[0]).toBe('d3');

  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']);
  const afterTwo = await snapshot(page);
  expect(afterTwo.moves).toHaveLength(4);
  expect(afterTwo.moves.slice(0, 2)).toEqual(afterOne.moves);
  await expect(page.locator('#status')).toHaveText('Black to move (you)');

  await undo.click();
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(afterOne);
  // The moves taken back stay in the list, faded, until a new move replaces them.
  await expect(page.locator('#move-list button.move.undone')).toHaveCount(2);

  await undo.click();
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(atStart);
  await expect(undo).toBeDisabled();
  await expect(redo).toBeEnabled();
  const board = await readBoard(page);
  expect([board.black, board.white]).toEqual([2, 2]);

  await redo.click();
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(afterOne);

  await redo.click();
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(afterTwo);
  await expect(redo).toBeDisabled();
  await expect(undo).toBeEnabled();

  // Clicking a played move in the list only shows the position after it (look-back.spec.js
  // covers that); the game stays where it is.
  await page.locator('#move-list button[data-ply="1"]').click();
  await expectPhase(page, 'review');
  await page.locator('#look-back-return').click();
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(afterTwo);

  // Clicking a move taken back replays up to it, as redo does; the computer does not move
  // there by itself, so nothing after it is lost.
  await undo.click();
  await waitForPhase(page, ['move']);
  await undo.click();
  await waitForPhase(page, ['move']);
  await page.locator('#move-list button[data-ply="1"]').click();
  expect(await waitForPhase(page, ['move', 'computer'])).toBe('computer');
  expect(await playedMoves(page)).toEqual(afterTwo.moves.slice(0, 1));
  await expect(page.locator('#continue')).toBeVisible();
  await page.locator('#move-list button[data-ply="4"]').click();
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(afterTwo);
  await expect(page.locator('#continue')).toBeHidden();

  // "Continue from here" lets the computer play from an earlier position; the moves after
  // it give way to the new line.
  await undo.click();
  await waitForPhase(page, ['move']);
  await undo.click();
  await waitForPhase(page, ['move']);
  await page.locator('#move-list button[data-ply="1"]').click();
  await waitForPhase(page, ['computer']);
  await page.locator('#continue').click();
  expect(await waitForPhase(page, ['move', 'computer'])).toBe('move');
  const moves = await playedMoves(page);
  expect(moves).toHaveLength(2);
  expect(moves[0]).toBe(afterTwo.moves[0]);
  await expect(page.locator('#move-list button.move.undone')).toHaveCount(0);
  await expect(page.locator('#continue')).toBeHidden();
});

test('hints show a score on every legal move', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=level-1&pause=0`);
  await waitForPhase(page, ['move']);
  for (let move = 0; move < 3; move++) {
    await playFirstLegalMove(page);
    await waitForPhase(page, ['move']);
  }
  await page.locator('#hints').check();
  const { legal } = await readBoard(page);
  expect(legal.length).toBeGreaterThan(0);
  for (const square of legal) {
    await expect(page.locator(`[data-square="${square}"] .hint`)).toHaveText(/^(\+\d+|0|-\d+)$/);
    await expect(page.locator(`[data-square="${square}"]`)).toHaveAttribute(
      'aria-label',
      // The score, then the line the engine expects: the move first.
      new RegExp(`^${square} empty, legal move, score (\\+\\d+|0|-\\d+), line ${square}( [a-h][1-8]| pass)*$`),
    );
  }
  await expect(page.locator('.hint:not(:empty)')).toHaveCount(legal.length);
  // The evaluation graph of the game so far is drawn too.
  await expect(page.locator('#graph svg polyline')).toHaveCount(1);
  await screenshot(page, 'mid-game-hints');

  // Hints off: the scores go.
  await page.locator('#hints').uncheck();
  await expect(page.locator('.hint:not(:empty)')).toHaveCount(0);
});
