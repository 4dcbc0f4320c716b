// The "New game" dialog: every opponent in plain words with whom it suits, the chosen one's
// measured strength and search, and the three kinds of game.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, gameId, screenshot } from './support/page.js';

const server = useServer(test);

async function players(page) {
  const answer = await page.request.get(`${server.url}api/games/${gameId(page)}`);
  const game = await answer.json();
  return [game.black, game.white];
}

test('the dialog offers every opponent and starts the chosen game', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0`);
  await waitForPhase(page, ['move']);
  const { opponents } = await (await page.request.get(`${server.url}api/opponents`)).json();
  expect(opponents.length).toBeGreaterThan(3);

  // Against the computer: one card per opponent, whom it suits and how it plays.
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Against the computer').check();
  const cards = dialog.locator('.opponent-card');
  await expect(cards).toHaveCount(opponents.length);
  for (const [index, opponent] of opponents.entries()) {
    await expect(cards.nth(index).locator('.opponent-name')).toHaveText(opponent.name);
    await expect(cards.nth(index).locator('.opponent-strength')).not.toBeEmpty();
    await expect(cards.nth(index).locator('.opponent-line')).not.toBeEmpty();
  }

  // Playing white against "random": the computer opens, then it is the person's turn.
  await dialog.getByLabel('White (moves second)').check();
  await cards.filter({ hasText: 'random' }).first().click();
  const before = gameId(page);
  await dialog.locator('#new-game-start').click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(before));
  expect(await waitForPhase(page, ['move'])).toBe('move');
  expect(await players(page)).toEqual(['random', 'human']);
  await expect(page.locator('#status')).toHaveText('White to move (you)');
  const board = await readBoard(page);
  expect(board.black + board.white).toBe(5);

  // Two people on one screen.
  const againstRandom = gameId(page);
  await page.locator('#new-game').click();
  await dialog.getByLabel('Two people on this screen').check();
  await dialog.locator('#new-game-start').click();
  await expect(page).not.toHaveURL(new RegExp(againstRandom));
  expect(await waitForPhase(page, ['move'])).toBe('move');
  expect(await players(page)).toEqual(['human', 'human']);
  await expect(page.locator('#explanation-panel')).toBeHidden();

  // Cancel changes nothing.
  const current = gameId(page);
  await page.locator('#new-game').click();
  await dialog.locator('#new-game-cancel').click();
  await expect(dialog).toBeHidden();
  expect(gameId(page)).toBe(current);
});

// A first-timer reads whom an opponent suits in plain words; a serious player reads the
// chosen one's measured strength and how it searches, in either language.
test('the opponents are described in plain words with their strength', async ({ browser }) => {
  for (const [locale, words] of [
    [
      'en-US',
      {
        random: ['For your first games', 'Plays any legal move at random.'],
        level6: ['Strong', 'Looks 7 moves ahead.'],
        details:
          'Scores 67.5% against level-5 (+127 Elo, 200 games); perfect from 21 empty squares; the opening book in its first 10 moves',
        level1: 'Won all 200 games against openness',
        level10: ['Expert', 'Thinks up to 4 seconds a move.'],
      },
    ],
    [
      'ja-JP',
      {
        random: ['はじめての対局に', '打てる場所から無作為に打ちます。'],
        level6: ['有段者', '7 手先まで読みます。'],
        details: 'level-5 に対して得点率 67.5% (+127 Elo、200 局)、残り 21 マスから完全読み、序盤 10 手は定石集',
        level1: 'openness に 200 局全勝',
        level10: ['達人', '1 手 4 秒まで考えます。'],
      },
    ],
  ]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(`${server.url}?black=human&white=level-6&pause=0`);
    await waitForPhase(page, ['move']);
    await page.locator('#new-game').click();
    const dialog = page.locator('#new-game-dialog');
    const card = (name) => dialog.locator('.opponent-card').filter({ has: page.locator('.opponent-name', { hasText: new RegExp(`^${name}$`) }) });
    await expect(card('random').locator('.opponent-strength')).toHaveText(words.random[0]);
    await expect(card('random').locator('.opponent-line')).toHaveText(words.random[1]);
    await expect(card('level-6').locator('.opponent-strength')).toHaveText(words.level6[0]);
    await expect(card('level-6').locator('.opponent-line')).toHaveText(words.level6[1]);
    await expect(card('level-10').locator('.opponent-strength')).toHaveText(words.level10[0]);
    await expect(card('level-10').locator('.opponent-line')).toHaveText(words.level10[1]);
    // The details are the chosen opponent's only: the list stays short.
    await expect(card('level-6').locator('.opponent-details')).toHaveText(words.details);
    await expect(card('level-6').locator('.opponent-details')).toBeVisible();
    await expect(card('level-1').locator('.opponent-details')).toBeHidden();
    await card('level-1').click();
    await expect(card('level-1').locator('.opponent-details')).toBeVisible();
    await expect(card('level-1').locator('.opponent-details')).toContainText(words.level1);
    await expect(card('level-6').locator('.opponent-details')).toBeHidden();
    await context.close();
  }
});

test('computer against computer is chosen with two opponents', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0`);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await dialog.getByLabel('Computer against computer').check();
  await dialog.locator('select[name="blackComputer"]').selectOption('most-flips');
  await dialog.locator('select[name="whiteComputer"]').selectOption('fewest-flips');
  await expect(dialog.locator('[data-description="black"]')).toContainText(
    'Plays the move that flips the most discs.Scores 64.5% against random',
  );
  await expect(dialog.locator('select[name="blackComputer"] option:checked')).toHaveText(
    'most-flips — For your first games',
  );
  await dialog.locator('#new-game-start').click();
  await expect(page).toHaveURL(/\?game=/);
  await expect.poll(() => players(page)).toEqual(['most-flips', 'fewest-flips']);
});

test('Enter in the dialog starts the chosen game; Escape leaves it', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0`);
  await waitForPhase(page, ['move']);
  const dialog = page.locator('#new-game-dialog');

  // The choices made, Enter (in the dialog, not on a button) starts the game.
  const before = gameId(page);
  await page.locator('#new-game').click();
  await dialog.getByLabel('Against the computer').check();
  await dialog.getByLabel('White (moves second)').check();
  await dialog.locator('.opponent-card').filter({ hasText: 'random' }).first().click();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(before));
  await expect.poll(() => players(page)).toEqual(['random', 'human']);

  const current = gameId(page);
  await page.locator('#new-game').click();
  await dialog.getByLabel('Two people on this screen').check();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(gameId(page)).toBe(current);
});

test('the opponent last played is in view when the dialog opens', async ({ page }) => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`${server.url}?black=human&white=level-10&pause=0`);
    await waitForPhase(page, ['move']);
    await page.locator('#new-game').click();
    const list = page.locator('#new-game-dialog [data-picker="opponent"]');
    const chosen = list.locator('.opponent-card:has(input:checked)');
    await expect(chosen).toContainText('level-10');
    const card = await chosen.boundingBox();
    const box = await list.boundingBox();
    expect(card.y, `${width}x${height}`).toBeGreaterThanOrEqual(box.y);
    expect(card.y + card.height, `${width}x${height}`).toBeLessThanOrEqual(box.y + box.height + 1);
    await screenshot(page, `dialog-opponent-${width}x${height}`);
    await page.keyboard.press('Escape');
  }
});

// The opponents' list is long: on a laptop or a phone the Start button stays in sight, not
// cut off under the window's edge, and the dialog is the only thing that scrolls.
for (const [width, height] of [
  [1280, 800],
  [1366, 768],
  [390, 844],
  [360, 640],
]) {
  test(`the New game dialog's buttons are in sight at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${server.url}?black=human&white=level-1&pause=0`);
    await waitForPhase(page, ['move']);
    await page.locator('#new-game').click();
    const start = page.locator('#new-game-start');
    await expect(start).toBeVisible();
    const box = await start.boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    // Nothing covers it: the button itself is what a tap on its middle reaches.
    const reached = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.id,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(reached).toBe('new-game-start');
    const list = page.locator('.opponent-list');
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight)).toBe(true);
    // The chosen opponent is in sight too.
    const chosen = await page.locator('.opponent-card:has(input:checked)').boundingBox();
    expect(chosen.y).toBeGreaterThanOrEqual(0);
    expect(chosen.y + 20).toBeLessThanOrEqual(box.y);
  });
}
