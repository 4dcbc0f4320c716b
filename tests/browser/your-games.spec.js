// "Your games": the games started in this browser, newest first, with their players, result
// and moves; a finished one opens on its review, an unfinished one to be continued. Another
// browser (another profile: its own token) sees none of them. Both languages, and a phone.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, playFirstLegalMove, playedMoves, gameId, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';

/** Starts a game from the address and waits until it waits for a person (or is over). */
async function startGame(page, query) {
  await page.goto(`${server.url}?pause=0&${query}`);
  await waitForPhase(page, ['move', 'over']);
  return gameId(page);
}

async function openList(page) {
  await page.getByRole('button', { name: /^(Your games|対局一覧)$/ }).click();
  const dialog = page.locator('#games-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-busy', 'false'); // loaded
  return dialog;
}

test('lists this browser\'s games, newest first; opens them for review or to continue', async ({ page, browser }) => {
  const againstComputer = await startGame(page, 'black=human&white=level-1&setup=f5d6c3');
  const finished = await startGame(page, `black=human&white=human&setup=${SHORT_GAME}`);
  const fresh = await startGame(page, 'black=human&white=human');
  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']);

  const dialog = await openList(page);
  const entries = dialog.locator('.game-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0).locator('.game-players')).toHaveText('Two players at this board');
  await expect(entries.nth(0).locator('.game-state')).toHaveText('Unfinished, white to move · 1 move');
  await expect(entries.nth(1).locator('.game-state')).toHaveText('Black wins 64-0 (discs: black 13, white 0) · 9 moves');
  await expect(entries.nth(1).locator('.game-open')).toHaveText('Review');
  await expect(entries.nth(2).locator('.game-players')).toHaveText('Black: You · White: level-1');
  // level-1 answered f5 d6 c3 when the game was opened: four moves, black to move.
  await expect(entries.nth(2).locator('.game-state')).toHaveText('Unfinished, black to move · 4 moves');
  await expect(entries.nth(2).locator('.game-open')).toHaveText('Continue');
  for (const entry of await entries.all()) await expect(entry.locator('time')).toHaveAttribute('datetime', /Z$/);
  // The keyboard starts on the newest game's button.
  await expect(entries.nth(0).locator('.game-open')).toBeFocused();
  await screenshot(page, 'your-games');

  // A finished game opens on its review: no game-over card over the board, the analysis.
  await entries.nth(1).locator('.game-open').click();
  await expect(dialog).toBeHidden();
  expect(await waitForPhase(page, ['over'])).toBe('over');
  expect(gameId(page)).toBe(finished);
  await expect(page.locator('#game-over')).toBeHidden();
  await expect(page.locator('.analysis-line').first()).toBeVisible();
  expect(await playedMoves(page)).toHaveLength(9);

  // Back returns to the game shown before; the unfinished game is continued, by keyboard.
  await page.goBack();
  await waitForPhase(page, ['move']);
  expect(gameId(page)).toBe(fresh);
  await openList(page);
  // From the newest game's button, six Tabs on (each game has its button and its two
  // files' links): the oldest game's.
  for (let tab = 0; tab < 6; tab++) await page.keyboard.press('Tab');
  await expect(entries.nth(2).locator('.game-open')).toBeFocused();
  await page.keyboard.press('Enter');
  // The game shown before is in the same phase and the address changes first: wait for
  // the chosen game's moves.
  await expect.poll(() => playedMoves(page)).toHaveLength(4);
  expect(gameId(page)).toBe(againstComputer);
  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']); // level-1 answered: the game goes on
  expect(await playedMoves(page)).toHaveLength(6);

  // Another browser profile has its own token: none of these games are in its list, not
  // even the one it opened by its link.
  const other = await browser.newContext({ locale: 'en-US' });
  const stranger = await other.newPage();
  await stranger.goto(`${server.url}?game=${finished}`);
  await waitForPhase(stranger, ['over']);
  await stranger.locator('#game-over-close').click();
  const theirs = await openList(stranger);
  await expect(theirs.locator('.game-entry')).toHaveCount(0);
  await expect(theirs.locator('#games-state')).toHaveText('No games started in this browser yet.');
  await other.close();
});

test('shows more games a page at a time, and says when there are none', async ({ page }) => {
  await page.goto(`${server.url}?pause=0&black=human&white=human`);
  await waitForPhase(page, ['move']);
  // 21 games with a move each: one more than a page (the game the page opened has none, so
  // it is not listed). Created by the page's own API calls, with its token.
  await page.evaluate(async () => {
    const { api } = await import('/js/api.js');
    for (let i = 0; i < 21; i++) await api.createGame({ black: 'human', white: 'human', setup: 'f5' });
  });
  const dialog = await openList(page);
  await expect(dialog.locator('.game-entry')).toHaveCount(20);
  await dialog.getByRole('button', { name: 'Show more' }).click();
  await expect(dialog.locator('.game-entry')).toHaveCount(21);
  await expect(dialog.getByRole('button', { name: 'Show more' })).toBeHidden();
  await expect(dialog.locator('.game-entry').nth(20).locator('.game-open')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // A browser whose storage was cleared has a new token, and no games yet.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await waitForPhase(page, ['move']);
  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']);
  await openList(page);
  await expect(dialog.locator('#games-list')).toBeHidden();
  await expect(dialog.locator('#games-state')).toHaveText('No games started in this browser yet.');
});

test('in Japanese, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, 'lang=ja&black=human&white=level-2&setup=f5d6');
  await startGame(page, `black=human&white=human&setup=${SHORT_GAME}`);
  const dialog = await openList(page);
  const entries = dialog.locator('.game-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0).locator('.game-state')).toHaveText('黒 64 : 白 0 で黒の勝ち (盤上の石は 黒 13 : 白 0) · 9 手');
  await expect(entries.nth(0).locator('.game-open')).toHaveText('振り返る');
  await expect(entries.nth(1).locator('.game-players')).toHaveText('黒: あなた、白: level-2');
  await expect(entries.nth(1).locator('.game-state')).toHaveText('対局中、次は黒 · 2 手');
  await expect(entries.nth(1).locator('.game-open')).toHaveText('続きを打つ');
  // The dialog and its buttons fit the phone's width.
  const box = await dialog.boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  for (const button of await dialog.locator('button:visible').all()) {
    const bounds = await button.boundingBox();
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(box.x + box.width);
  }
  await screenshot(page, 'your-games-phone-ja');
});
