// Balanced random openings (as in XOT): an option of the New game dialog that starts the
// game after one of the server's 100 near-even openings of 8 moves, drawn at random. The
// opening's moves are in the move list (in italics, and so named to screen readers), the
// page says which opening it was, and, like a set-up position, undo never goes back into it.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, expectPhase, readBoard, gameId, playFirstLegalMove, screenshot } from './support/page.js';

const server = useServer(test);

test.use({ reducedMotion: 'reduce' });

const OPENING_LINE = /^Balanced opening no\. (\d+): the first 8 moves were drawn at random$/;

/** Starts a game against level-1 as black, with the balanced opening switched `on` or off. */
async function startAgainstLevel1(page, { on }) {
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await dialog.getByLabel('Against the computer').check();
  await dialog.getByLabel('Black (moves first)').check();
  await dialog.locator('input[name="opponent"][value="level-1"]').check();
  await dialog.getByRole('switch', { name: 'Balanced random opening' }).setChecked(on);
  const before = gameId(page);
  await dialog.locator('#new-game-start').click();
  await expect(page).not.toHaveURL(new RegExp(before));
  await waitForPhase(page, ['move']);
}

const openingNumber = async (page) => Number(OPENING_LINE.exec(await page.locator('#balanced-opening').textContent())[1]);

test('a balanced opening is drawn, shown in the move list, and undo stops after it', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await startAgainstLevel1(page, { on: true });

  // Eight moves are played: twelve discs, black (the person) to move, nothing to undo.
  const board = await readBoard(page);
  expect(board.black + board.white).toBe(12);
  await expect(page.locator('#status')).toHaveText('Black to move (you)');
  await expect(page.locator('#balanced-opening')).toHaveText(OPENING_LINE);
  const opening = page.locator('#move-list .move-opening');
  await expect(opening).toHaveCount(8);
  await expect(opening.first()).toHaveText('f5');
  await expect(opening.first()).toHaveAccessibleName('1. Black f5 (balanced opening)');
  await expect(page.locator('#undo')).toBeDisabled();

  // A turn each, then undo: back to the opening's end, not into it.
  await playFirstLegalMove(page);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#move-list button.move:not(.move-start)')).toHaveCount(10);
  await expect(page.locator('#undo')).toBeEnabled();
  await page.locator('#undo').click();
  await waitForPhase(page, ['move']);
  expect((await readBoard(page)).discs).toEqual(board.discs);
  await expect(page.locator('#undo')).toBeDisabled();
  await expect(opening).toHaveCount(8);

  // In Japanese too.
  await page.locator('#language').click();
  await expect(page.locator('#balanced-opening')).toHaveText(/^互角開始 No\. \d+: 最初の8手はランダムに選ばれた序盤です$/);
});

test('the option is remembered, and games do not all start alike', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await startAgainstLevel1(page, { on: true });
  const numbers = new Set([await openingNumber(page)]);

  // The dialog opens with the option as last chosen; so does the next visit's first game.
  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-dialog').getByRole('switch', { name: 'Balanced random opening' })).toBeChecked();
  await page.locator('#new-game-cancel').click();
  await page.goto(`${server.url}?pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#balanced-opening')).toHaveText(OPENING_LINE);
  numbers.add(await openingNumber(page));

  // Each new game draws again.
  for (let game = 0; game < 4; game += 1) {
    await startAgainstLevel1(page, { on: true });
    numbers.add(await openingNumber(page));
  }
  // Six draws from 100 are all the same with a chance of 1 in 10^10.
  expect(numbers.size).toBeGreaterThan(1);

  // Off again: the standard start, no opening line.
  await startAgainstLevel1(page, { on: false });
  expect((await readBoard(page)).black + (await readBoard(page)).white).toBe(4);
  await expect(page.locator('#balanced-opening')).toBeHidden();
  await expect(page.locator('#move-list .move-opening')).toHaveCount(0);
});

test('computer against computer after a balanced opening; "Play again" draws another', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await dialog.getByLabel('Computer against computer').check();
  await dialog.locator('select[name="blackComputer"]').selectOption('level-1');
  await dialog.locator('select[name="whiteComputer"]').selectOption('random');
  await dialog.getByRole('switch', { name: 'Balanced random opening' }).check();
  const before = gameId(page);
  await dialog.locator('#new-game-start').click();
  // The game before was at 'move' too: only the new game's address says the page moved on.
  await expect(page).not.toHaveURL(new RegExp(before));
  await expectPhase(page, 'over', 90_000);
  await expect(page.locator('#move-list .move-opening')).toHaveCount(8);

  const finished = gameId(page);
  await page.locator('#rematch').click();
  await expect(page).not.toHaveURL(new RegExp(finished));
  const game = await (await page.request.get(`${server.url}api/games/${gameId(page)}`)).json();
  expect([game.black, game.white]).toEqual(['level-1', 'random']);
  expect(game.balanced_opening.plies).toBe(8);
  expect(game.plies.length).toBeGreaterThanOrEqual(8);
});

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
]) {
  for (const lang of ['en', 'ja']) {
    test(`screenshot: the New game dialog and a game after a balanced opening, ${name} (${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=level-1&pause=0&lang=${lang}`);
      await waitForPhase(page, ['move']);
      await page.locator('#new-game').click();
      const dialog = page.locator('#new-game-dialog');
      await dialog.locator('input[name="balancedOpening"]').check();
      await dialog.locator('input[name="balancedOpening"]').scrollIntoViewIfNeeded();
      await screenshot(page, `balanced-dialog-${name}-${lang}`);
      await dialog.locator('#new-game-start').click();
      await waitForPhase(page, ['move']);
      await expect(page.locator('#balanced-opening')).toBeVisible();
      await screenshot(page, `balanced-${name}-${lang}`);
    });
  }
}
