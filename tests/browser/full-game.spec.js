// A whole game against the computer, played by clicking, to the end: the announcement over
// the board must agree with the discs on the board, the counts and the server.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, playFirstLegalMove, screenshot, gameId, expectedResult } from './support/page.js';

const server = useServer(test);

// Flips take no time under reduced motion, so 30 moves fit the test's time; the flip
// animation itself runs in the other files.
test.use({ reducedMotion: 'reduce' });

test('a whole game against level-1 ends with the result the board shows', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(`${server.url}?black=human&white=level-1&pause=0`);
  await expect(page).toHaveURL(/\?game=[^&]+$/);
  expect(await waitForPhase(page, ['move'])).toBe('move');
  const start = await readBoard(page);
  expect(start.legal).toEqual(['d3', 'c4', 'f5', 'e6']);
  await expect(page.locator('#status')).toHaveText('Black to move (you)');
  await screenshot(page, 'start');

  let moves = 0;
  while ((await waitForPhase(page, ['move', 'over'])) === 'move') {
    await playFirstLegalMove(page);
    moves += 1;
    expect(moves, 'a game has at most 60 moves').toBeLessThanOrEqual(60);
    if (moves === 1) {
      // The computer explains its reply in the panel beside the board.
      await waitForPhase(page, ['move', 'over']);
      await expect(page.locator('#explanation')).not.toHaveText(/appears here/);
      await expect(page.locator('#explanation')).not.toBeEmpty();
    }
  }

  const board = await readBoard(page);
  expect(board.legal).toEqual([]);
  expect(board.black + board.white).toBeGreaterThan(4);
  await expect(page.locator('#black-count')).toHaveText(String(board.black));
  await expect(page.locator('#white-count')).toHaveText(String(board.white));

  const result = expectedResult(board.black, board.white);
  const overlay = page.locator('#game-over');
  await expect(overlay).toBeVisible();
  await expect(page.locator('#game-over-black')).toHaveText(String(board.black));
  await expect(page.locator('#game-over-white')).toHaveText(String(board.white));
  await expect(page.locator('#game-over-result')).toHaveText(result.text);
  await expect(page.locator('#status')).toHaveText(result.text);

  // The server's record agrees with what the page shows.
  const answer = await page.request.get(`${server.url}api/games/${gameId(page)}`);
  const game = await answer.json();
  expect(game.over).toBe(true);
  expect(game.result).toEqual({ black: board.black, white: board.white, winner: result.winner });
  await screenshot(page, 'game-over');

  // After the game, the review lists the engine's findings (or says there were none).
  await expect(page.locator('#analysis-panel')).toBeVisible();
  // The engine searches every move of the game; on two cores that can take a minute.
  await expect(page.locator('#analysis')).not.toHaveText(/Looking through the game/, { timeout: 150_000 });
  await expect(page.locator('#analysis')).not.toBeEmpty();
  // Each move the review finds wanting is marked in the move list as well.
  const findings = await page.locator('#analysis .analysis-item').count();
  await expect(page.locator('#move-list .quality-mark')).toHaveCount(findings);

  // Closing the announcement leaves the final board to look at.
  await page.locator('#game-over-close').click();
  await expect(overlay).toBeHidden();
  await expect(page.locator('#status')).toHaveText(result.text);
});

test('computer against computer plays to the end by itself', async ({ page }) => {
  await page.goto(`${server.url}?black=level-1&white=random&pause=0`);
  expect(await waitForPhase(page, ['over', 'move', 'computer'], 90_000)).toBe('over');
  const board = await readBoard(page);
  const result = expectedResult(board.black, board.white);
  await expect(page.locator('#game-over-result')).toHaveText(result.text);
  await expect(page.locator('#black-count')).toHaveText(String(board.black));
  await expect(page.locator('#white-count')).toHaveText(String(board.white));
  const moves = await page.locator('#move-list button.move:not(.move-start)').count();
  expect(moves).toBeGreaterThanOrEqual(board.black + board.white - 4);

  // "Play again" starts the same set-up as a new game (a new URL), from the start.
  const finished = gameId(page);
  await page.locator('#rematch').click();
  await expect(page).not.toHaveURL(new RegExp(finished));
  const answer = await page.request.get(`${server.url}api/games/${gameId(page)}`);
  const game = await answer.json();
  expect([game.black, game.white]).toEqual(['level-1', 'random']);
  expect(game.start).toBe('---------------------------OX------XO--------------------------- X');
});

test('the computer\'s move waits for the chosen pause, and the page says it is thinking', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=level-1&pause=1`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#pause')).toHaveValue('1');
  await page.locator('[data-square="d3"]').click();
  await expect(page.locator('#status')).toHaveText('White to move — the computer (level-1) is thinking…');
  const thinking = Date.now();
  await waitForPhase(page, ['move']);
  expect(Date.now() - thinking).toBeGreaterThanOrEqual(800);
  expect((await readBoard(page)).black + (await readBoard(page)).white).toBe(6);

  // The pause is chosen on the page and remembered.
  await page.locator('#pause').selectOption('0');
  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#pause')).toHaveValue('0');
});
