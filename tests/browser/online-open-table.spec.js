// The open table, in separate browser profiles: one player creates a public game, another
// (reading the page in Japanese) finds it in the new-game dialog's list and joins it with a
// click; then a takeback is asked and accepted, and a draw offered and accepted from the
// keyboard. Both pages must show the same game throughout, and the game leaves the list.
import { test, expect, watchPage, expectNoProblems } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, playedMoves, screenshot } from './support/page.js';

const server = useServer(test);

test.use({ reducedMotion: 'reduce' });

async function newPlayer(browser, locale) {
  const context = await browser.newContext({ locale, reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page, problems: await watchPage(page) };
}

/** Opens the new-game dialog with "online" chosen; returns the dialog. */
async function openOnlineDialog(page, onlineLabel) {
  await page.goto(server.url);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await dialog.getByLabel(onlineLabel).check();
  return dialog;
}

/** Clicks the first square marked as a legal move, whatever the page's language. */
async function playFirstLegalMove(page) {
  await page.locator('#board [data-square].legal').first().click();
}

/** What both players must agree on: the moves and the counts. */
async function seen(page) {
  return {
    moves: await playedMoves(page),
    black: await page.locator('#black-count').textContent(),
    white: await page.locator('#white-count').textContent(),
  };
}

async function openGames(page) {
  const response = await page.request.get(`${server.url}api/online/open`);
  expect(response.ok()).toBe(true);
  return (await response.json()).games.map((game) => game.game);
}

test('a public game joined from the list, with a takeback and a draw agreed', async ({ page: a, browser }) => {
  test.setTimeout(90_000);
  const dialog = await openOnlineDialog(a, 'Play online (send a link)');
  await dialog.getByLabel('Black (moves first)').check();
  await dialog.getByLabel('None', { exact: true }).check();
  await dialog.getByRole('switch', { name: 'Public: list it for anyone to join' }).check();
  await a.locator('#new-game-start').click();
  // A listed game has no link to send: its opponent comes from the list.
  await expect(a.locator('#online-role')).toHaveText('You play black');
  await expect(a.locator('#online-links-dialog')).toBeHidden();
  await expect(a.locator('#online-note')).toHaveText('Listed for anyone to join: the game starts when someone does.');
  const game = new URL(a.url()).searchParams.get('online');
  expect(await openGames(a)).toEqual([game]);

  // B reads the page in Japanese, finds the game and joins it by a click.
  const b = await newPlayer(browser, 'ja-JP');
  const list = await openOnlineDialog(b.page, 'オンライン対戦 (リンクを送る)');
  const join = list.getByRole('button', { name: '参加する: あなたは白 · なし · たった今' });
  await expect(join).toBeVisible();
  await screenshot(b.page, 'online-open-table');
  await join.click();
  await expect(b.page).toHaveURL(`${server.url}?online=${game}`);
  await expect(b.page.locator('#online-role')).toHaveText('あなたは白');
  expect(await openGames(a)).toEqual([]);
  await expect(a.locator('#online-note')).toHaveText('');

  // Three moves; then black asks to take back its last one, and white lets it.
  const players = [a, b.page];
  for (let ply = 0; ply < 3; ply++) {
    const mover = players[ply % 2];
    await waitForPhase(mover, ['move']);
    await playFirstLegalMove(mover);
    await waitForPhase(mover, ['opponent']);
  }
  await waitForPhase(b.page, ['move']);
  const before = await playedMoves(a);
  expect(before).toHaveLength(3);
  const takeback = a.getByRole('button', { name: 'Ask to take back' });
  await expect(takeback).toBeEnabled();
  await takeback.click();
  await expect(a.locator('#online-takeback')).toHaveText('Takeback asked…');
  await expect(a.locator('#online-takeback')).toBeDisabled();
  const asked = b.page.getByRole('group', { name: '相手が待った (最後の手を戻すこと) を頼んでいます。' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: '戻してよい' }).click();
  await expect(asked).toBeHidden();
  await expect(a.locator('#online-note')).toHaveText('Black’s last move was taken back');
  await expect(b.page.locator('#online-note')).toHaveText('黒の最後の手を戻しました');
  await waitForPhase(a, ['move']);
  for (const page of players) await expect.poll(() => playedMoves(page)).toEqual(before.slice(0, 2));
  expect(await seen(b.page)).toEqual(await seen(a));

  // Black plays again, then offers a draw; white accepts it from the keyboard.
  await playFirstLegalMove(a);
  await waitForPhase(a, ['opponent']);
  await waitForPhase(b.page, ['move']);
  await a.getByRole('button', { name: 'Offer a draw' }).click();
  await expect(a.locator('#online-draw')).toHaveText('Draw offered…');
  const offered = b.page.getByRole('group', { name: '相手が引き分けを提案しています。' });
  await expect(offered).toBeVisible();
  await screenshot(b.page, 'online-draw-offered');
  await offered.getByRole('button', { name: '引き分けにする' }).focus();
  await b.page.keyboard.press('Enter');
  for (const page of players) await waitForPhase(page, ['over']);
  await expect(a.locator('#status')).toHaveText('Drawn by agreement');
  await expect(b.page.locator('#status')).toHaveText('合意により引き分け');
  await expect(a.locator('#game-over')).toBeVisible();
  await expect(a.locator('#online-draw')).toBeHidden();
  await expect(offered).toBeHidden();

  expectNoProblems(b.problems, 'B');
  await b.context.close();
});
