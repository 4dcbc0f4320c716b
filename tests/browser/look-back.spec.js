// Looking back: a move chosen in the move list shows the position after it without
// changing the game, which stays as it was on the server and after a reload; playing on
// from an earlier position is an explicit action that starts a new game and keeps the
// original.
import { test, expect } from './support/fixtures.js';
import { useServer, cliPosition } from './support/server.js';
import { waitForPhase, expectPhase, readBoard, discsOfPosition, playedMoves, snapshot, gameId, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';

async function storedGame(id) {
  const answer = await fetch(`${server.url}api/games/${id}`);
  return answer.json();
}

test('looking at an earlier move leaves the game as it was', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}`);
  expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
  await page.locator('#game-over-close').click();
  const finished = await snapshot(page);
  const id = gameId(page);

  // The position after move 4, as the command-line program computes it.
  await page.locator('#move-list button[data-ply="4"]').click();
  await expectPhase(page, 'review');
  const afterFour = cliPosition(['--moves', SHORT_GAME.slice(0, 8)]);
  const board = await readBoard(page);
  expect(board.discs).toEqual(discsOfPosition(afterFour.position));
  expect(board.legal).toEqual([]); // nothing to play while looking back
  await expect(page.locator('#move-list button[data-ply="4"]')).toHaveAttribute('aria-current', 'step');
  await expect(page.locator('#status')).toHaveText('Looking at move 4 (the game is unchanged)');
  await screenshot(page, 'look-back');

  // The game itself did not move: not on the server, not in the address, not on reload.
  let stored = await storedGame(id);
  expect(stored.ply).toBe(9);
  expect(stored.over).toBe(true);
  expect(gameId(page)).toBe(id);

  await page.locator('#look-back-return').click();
  await expectPhase(page, 'over');
  expect(await snapshot(page)).toEqual(finished);

  await page.reload();
  expect(await waitForPhase(page, ['over', 'move', 'computer'])).toBe('over');
  await page.locator('#game-over-close').click();
  expect(await snapshot(page)).toEqual(finished);

  // Playing on from move 4 starts a new game there; the finished one is kept.
  await page.locator('#move-list button[data-ply="4"]').click();
  await waitForPhase(page, ['review']);
  await page.locator('#look-back-play-on').click();
  expect(await waitForPhase(page, ['move', 'over', 'review'])).toBe('move');
  expect(gameId(page)).not.toBe(id);
  expect(await playedMoves(page)).toEqual(['d3', 'c3', 'b3', 'd2']);
  expect((await readBoard(page)).legal).toEqual(afterFour.legal_moves);
  stored = await storedGame(id);
  expect(stored.transcript).toBe(SHORT_GAME);
  expect(stored.over).toBe(true);
});

test('playing on from a position set up by a board keeps its start', async ({ page }) => {
  const start = 'O--------O------XXOO-------OO------OOO-------------------------- X';
  await page.goto(`${server.url}?black=human&white=human&setup=${encodeURIComponent(start)}`);
  await waitForPhase(page, ['move']);
  await page.locator('[data-square="e3"]').click();
  await waitForPhase(page, ['move']);
  const id = gameId(page);
  const [whitesMove] = (await readBoard(page)).legal;

  await page.locator('#move-list button.move-start').click();
  await waitForPhase(page, ['review']);
  expect((await readBoard(page)).discs).toEqual(discsOfPosition(start));
  // A click on the board while looking back plays nothing, not even the game's legal move.
  await page.locator(`[data-square="${whitesMove}"]`).click();
  expect(await waitForPhase(page, ['review', 'busy', 'move'])).toBe('review');
  expect((await storedGame(id)).transcript).toBe('e3');
  await page.locator('#look-back-play-on').click();
  expect(await waitForPhase(page, ['move', 'review'])).toBe('move');
  expect(gameId(page)).not.toBe(id);
  expect((await readBoard(page)).legal).toEqual(['b1', 'c1', 'e3']);
  expect((await storedGame(id)).transcript).toBe('e3');
});

// Othello players number every ply, 1 to 60 (手 in Japanese), as the status line and
// "Looking at move N" do: in English a row of the list is numbered by its first ply, in
// Japanese every ply is.
test('the move list numbers plies, as the status line counts them', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}`);
  if ((await waitForPhase(page, ['move', 'over'])) === 'over') await page.locator('#game-over-close').click();
  const numbers = page.locator('#move-list .move-number');
  await expect(numbers).toHaveText(['1.', '3.', '5.', '7.', '9.']);
  await page.locator('#move-list button.move[data-ply="3"]').click();
  await expect(page.locator('#status')).toHaveText('Looking at move 3 (the game is unchanged)');
  await page.locator('#language').click();
  await expect(numbers).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  await expect(page.locator('#status')).toHaveText('3手目の局面を表示中 (対局はそのまま)');
});

// A game that ends with empty squares is scored as the federations score it: the empties
// go to the winner. The discs are said too.
test('a game over with empty squares gives them to the winner', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}`);
  expect(await waitForPhase(page, ['over'])).toBe('over');
  await expect(page.locator('#game-over-result')).toHaveText('Black wins 64-0 (discs: black 13, white 0)');
  await expect(page.locator('#game-over-black')).toHaveText('13');
  await page.locator('#language').click();
  await expect(page.locator('#status')).toHaveText('黒 64 : 白 0 で黒の勝ち (盤上の石は 黒 13 : 白 0)');
});
