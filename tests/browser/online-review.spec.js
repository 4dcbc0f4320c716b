// Online games in "Your games": once an online match has ended, each browser that played it
// (its seat kept in its storage) finds the game in its own list, with the colour it played,
// and opens it in the same review, graph and analysis as a local game.
import { test, expect, watchPage, expectNoProblems } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, expectPhase, playedMoves, screenshot } from './support/page.js';

const server = useServer(test);

test.use({ reducedMotion: 'reduce' });

// Black wins 13-0 after nine moves.
const SHORT_GAME = ['d3', 'c3', 'b3', 'd2', 'e1', 'd6', 'd7', 'e3', 'f4'];

async function newPlayer(browser) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page, problems: await watchPage(page) };
}

async function openList(page) {
  await page.locator('#your-games').click();
  const dialog = page.locator('#games-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-busy', 'false');
  return dialog;
}

test('an online game ended is in each player\'s list and opens on its review', async ({ page: host, browser }) => {
  test.setTimeout(90_000);
  await host.goto(`${server.url}?lang=en`);
  await waitForPhase(host, ['move']);
  await host.locator('#new-game').click();
  const newGame = host.locator('#new-game-dialog');
  await newGame.getByLabel('Play online (send a link)').check();
  await newGame.getByLabel('Black (moves first)').check();
  await newGame.getByLabel('None', { exact: true }).check();
  await host.locator('#new-game-start').click();
  const links = host.locator('#online-links-dialog');
  // The links are filled in once the server has made the match (the input is empty before).
  const link = links.locator('#online-link-opponent');
  await expect(link).toHaveValue(/seat=/);
  const opponentLink = await link.inputValue();
  await links.locator('#online-links-done').click();

  const guest = await newPlayer(browser);
  await guest.page.goto(opponentLink);
  // Before the game ends, the host's list has no online game.
  await expect(host.locator('#status')).toHaveText(/Black to move/);
  let dialog = await openList(host);
  await expect(dialog.locator('.game-entry')).toHaveCount(0);
  await host.locator('#games-close').click();

  for (const [index, square] of SHORT_GAME.entries()) {
    const mover = index % 2 === 0 ? host : guest.page;
    await expectPhase(mover, 'move');
    await mover.locator(`#board [data-square="${square}"]`).click();
  }
  await expectPhase(host, 'over');
  await expectPhase(guest.page, 'over');

  dialog = await openList(host);
  const entry = dialog.locator('.game-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry.locator('.game-players')).toHaveText('Online game · you played black');
  await expect(entry.locator('.game-state')).toHaveText('Black wins 64-0 (discs: black 13, white 0) · 9 moves');
  await screenshot(host, 'your-games-online');
  await entry.locator('.game-open').click();
  expect(await waitForPhase(host, ['over'])).toBe('over');
  expect(new URL(host.url()).searchParams.get('game')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(await playedMoves(host)).toEqual(SHORT_GAME);
  await expect(host.locator('#game-over')).toBeHidden();
  await expect(host.locator('#analysis-panel')).toBeVisible();
  await expect(host.locator('#analysis .analysis-line').first()).toBeVisible();
  await expect(host.locator('#graph svg polyline')).toHaveCount(1);

  // The guest's browser has its own copy, as white; opening the list again adds no second.
  dialog = await openList(guest.page);
  await expect(dialog.locator('.game-players')).toHaveText(['Online game · you played white']);
  await guest.page.locator('#games-close').click();
  dialog = await openList(guest.page);
  await expect(dialog.locator('.game-entry')).toHaveCount(1);
  expectNoProblems(guest.problems, 'the guest\'s page');
  await guest.context.close();
});
