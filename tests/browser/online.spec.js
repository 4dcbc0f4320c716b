// Online play through the links, in separate browser profiles: the creator makes a match in
// the page, the opponent opens the seat link, a spectator the other link, and the two play by
// clicking. Every page must show the same game, the server's end, and who is who; a reload
// and a dropped connection must rejoin the same seat and catch up.
import { test, expect, watchPage, expectNoProblems } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, readBoard, playFirstLegalMove, playedMoves, screenshot, expectedResult } from './support/page.js';

const server = useServer(test);

// Flips take no time under reduced motion, so whole games fit the time; the animation
// itself is the same code as local play, which the other files watch.
test.use({ reducedMotion: 'reduce' });

const PHONE = { width: 390, height: 844 };

/** A page in a browser profile of its own (its own localStorage, as another device), watched for problems. */
async function newPlayer(browser, { viewport } = {}) {
  const context = await browser.newContext({
    locale: 'en-US',
    reducedMotion: 'reduce',
    viewport: viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  return { context, page, problems: await watchPage(page) };
}

/** Creates an online match through the new-game dialog; returns its links as shown. */
async function createMatch(page, { color, clock }) {
  await page.goto(server.url);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  const dialog = page.locator('#new-game-dialog');
  await dialog.getByLabel('Play online (send a link)').check();
  await dialog.getByLabel(color).check();
  await dialog.getByLabel(clock, { exact: true }).check();
  await page.locator('#new-game-start').click();

  const links = page.locator('#online-links-dialog');
  await expect(links).toBeVisible();
  const opponent = await links.locator('#online-link-opponent').inputValue();
  const spectator = await links.locator('#online-link-spectator').inputValue();
  const game = new URL(spectator).searchParams.get('online');
  return { links, opponent, spectator, game };
}

/** The seat secret this page's browser keeps for the game. */
function storedSecret(page, game) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.seat ?? null, `reversi.online.${game}`);
}

const phaseOf = (page) => page.evaluate(() => document.body.dataset.phase);

/** Waits until one page may move (returns it) or every page shows the end (returns null). */
async function nextMover(pages, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const phases = await Promise.all(pages.map(phaseOf));
    const mover = phases.indexOf('move');
    if (mover >= 0) return pages[mover];
    if (phases.every((phase) => phase === 'over')) return null;
    if (Date.now() > deadline) throw new Error(`nobody may move: phases ${phases.join(', ')}`);
    await pages[0].waitForTimeout(20);
  }
}

test('two browsers play a whole game through the links, watched by a third', async ({ page: a, browser }) => {
  test.setTimeout(60_000);
  const created = await createMatch(a, { color: 'Black (moves first)', clock: 'None' });

  // The creator's address names the game only; its seat secret is in its storage, and the
  // opponent's link carries another one.
  expect(new URL(a.url()).search).toBe(`?online=${created.game}`);
  const secretA = await storedSecret(a, created.game);
  expect(secretA).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const opponentUrl = new URL(created.opponent);
  expect(opponentUrl.origin + '/').toBe(server.url);
  expect(opponentUrl.searchParams.get('online')).toBe(created.game);
  const secretB = opponentUrl.searchParams.get('seat');
  expect(secretB).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(secretB).not.toBe(secretA);
  expect(created.spectator).toBe(`${server.url}?online=${created.game}`);
  await expect(created.links).toContainText('it gives them the white seat');
  await screenshot(a, 'online-links');
  await a.locator('#online-links-done').click();
  await expect(created.links).toBeHidden();

  await expect(a.locator('#online-role')).toHaveText('You play black');
  await expect(a.locator('#white-player .player-who')).toHaveText('opponent, away');
  // Before both have moved, a game the opponent never joins is aborted, not won.
  await expect(a.locator('#online-abort')).toBeVisible();
  await expect(a.locator('#online-claim')).toBeHidden();
  // Nothing of local play that means nothing here.
  for (const selector of ['#undo', '#redo', '#hints', '#pause', '#paste-form', '#graph-panel']) {
    await expect(a.locator(selector)).toBeHidden();
  }

  // The opponent opens the link: the secret moves from the address to storage.
  const b = await newPlayer(browser, { viewport: PHONE });
  // B's WebSocket goes through the test, which can cut it like a dropped network.
  const routed = [];
  let refuse = false;
  await b.context.routeWebSocket(/\/ws$/, (ws) => {
    if (refuse) {
      ws.close({ code: 4000, reason: 'test: network down' });
      return;
    }
    ws.connectToServer();
    routed.push(ws);
  });
  await b.page.goto(created.opponent);
  await expect(b.page).toHaveURL(`${server.url}?online=${created.game}`);
  expect(await storedSecret(b.page, created.game)).toBe(secretB);
  await expect(b.page.locator('#online-role')).toHaveText('You play white');
  await expect(b.page.locator('#status')).toHaveText('Black to move (your opponent)');
  await expect(a.locator('#white-player .player-who')).toHaveText('opponent, online');

  const c = await newPlayer(browser);
  await c.page.goto(created.spectator);
  await expect(c.page.locator('#online-role')).toHaveText('You are watching');
  await expect(c.page.locator('#online-resign')).toBeHidden();
  await expect(a.locator('#online-watchers')).toHaveText('1 watching');
  await expect(c.page.locator('#black-player .player-who')).toHaveText('online');

  const players = [a, b.page];
  let moves = 0;
  let dropped = false;
  for (let mover = await nextMover(players); mover; mover = await nextMover(players)) {
    await playFirstLegalMove(mover);
    moves += 1;
    expect(moves, 'a game has at most 60 moves').toBeLessThanOrEqual(60);
    // The mover's own move has come back from the server once it is not busy any more.
    const settled = await waitForPhase(mover, ['move', 'opponent', 'over']);

    if (moves === 10) {
      // A reload rejoins the same seat from storage, and the game goes on.
      await b.page.reload();
      await expect(b.page.locator('#online-role')).toHaveText('You play white');
      await waitForPhase(b.page, ['move', 'opponent', 'over']);
      expect((await readBoard(b.page)).discs).toEqual((await readBoard(a)).discs);
      expect(await playedMoves(b.page)).toEqual(await playedMoves(a));
      await screenshot(b.page, 'online-phone-midgame');
    }

    if (!dropped && moves >= 20 && mover === b.page && settled === 'opponent') {
      // B's network drops just after its move; A answers while B is away. B says it is
      // reconnecting, comes back by itself and catches up from the last event it saw.
      dropped = true;
      await waitForPhase(a, ['move']);
      refuse = true;
      for (const ws of routed.splice(0)) await ws.close({ code: 4000, reason: 'test: network down' });
      await expect(b.page.locator('#status')).toHaveText('Connection lost. Reconnecting…');
      expect(await phaseOf(b.page)).toBe('busy');
      await expect(a.locator('#white-player .player-who')).toHaveText('opponent, away');
      await playFirstLegalMove(a);
      moves += 1;
      await waitForPhase(a, ['opponent', 'over', 'move']);
      refuse = false;
      await waitForPhase(b.page, ['move', 'over', 'opponent'], 15_000);
      await expect(a.locator('#white-player .player-who')).toHaveText('opponent, online');
      expect((await readBoard(b.page)).discs).toEqual((await readBoard(a)).discs);
      expect(await playedMoves(b.page)).toEqual(await playedMoves(a));
    }
  }
  expect(dropped, 'the connection was cut once mid-game').toBe(true);

  // Everybody sees the same final board, counts and announcement, and they agree.
  const pages = [a, b.page, c.page];
  for (const page of pages) expect(await waitForPhase(page, ['over'])).toBe('over');
  const boards = await Promise.all(pages.map(readBoard));
  for (const board of boards.slice(1)) expect(board.discs).toEqual(boards[0].discs);
  const { black, white, legal } = boards[0];
  expect(legal).toEqual([]);
  const result = expectedResult(black, white).text;
  for (const page of pages) {
    await expect(page.locator('#black-count')).toHaveText(String(black));
    await expect(page.locator('#white-count')).toHaveText(String(white));
    await expect(page.locator('#game-over')).toBeVisible();
    await expect(page.locator('#game-over-black')).toHaveText(String(black));
    await expect(page.locator('#game-over-white')).toHaveText(String(white));
    await expect(page.locator('#game-over-result')).toHaveText(result);
    await expect(page.locator('#status')).toHaveText(result);
  }
  const record = await playedMoves(a);
  expect(record.filter((move) => move !== 'pass')).toHaveLength(black + white - 4);
  expect(await playedMoves(c.page)).toEqual(record);
  await expect(a.locator('#online-role')).toHaveText('You play black');
  await expect(b.page.locator('#online-role')).toHaveText('You play white');
  await expect(a.locator('#rematch')).toHaveText('Offer a rematch (colours swap)');
  await expect(c.page.locator('#rematch')).toBeHidden();
  await screenshot(a, 'online-game-over');
  await screenshot(b.page, 'online-phone-game-over');

  expectNoProblems(b.problems, 'B');
  expectNoProblems(c.problems, 'the spectator');
  await b.context.close();
  await c.context.close();
});

test('clocks, resign, rematch with colours swapped, abort and claim', async ({ page: a, browser }) => {
  test.setTimeout(45_000);
  const created = await createMatch(a, { color: 'Black (moves first)', clock: '5+0' });
  await a.locator('#online-links-done').click();
  const b = await newPlayer(browser);
  await b.page.goto(created.opponent);
  await expect(b.page.locator('#online-role')).toHaveText('You play white');

  // Nobody's clock runs before both sides have moved; until then the game may be aborted.
  for (const page of [a, b.page]) {
    await expect(page.locator('#black-clock')).toHaveText('5:00');
    await expect(page.locator('#white-clock')).toHaveText('5:00');
    await expect(page.locator('#black-clock')).not.toHaveClass(/running/);
    await expect(page.locator('#online-abort')).toBeVisible();
  }
  await waitForPhase(a, ['move']);
  await playFirstLegalMove(a);
  await waitForPhase(b.page, ['move']);
  await playFirstLegalMove(b.page);
  await waitForPhase(a, ['move']);
  // Now black's clock runs, on both pages, and counts down between messages.
  for (const page of [a, b.page]) {
    await expect(page.locator('#black-clock')).toHaveClass(/running/);
    await expect(page.locator('#white-clock')).not.toHaveClass(/running/);
    await expect(page.locator('#online-abort')).toBeHidden();
  }
  await expect(a.locator('#black-clock')).toHaveText('4:59', { timeout: 3_000 });
  await expect(b.page.locator('#black-clock')).toHaveText(/^4:5\d$/);
  await expect(a.locator('#white-clock')).toHaveText('5:00');
  await screenshot(a, 'online-midgame');

  // Resigning asks first.
  await a.locator('#online-resign').click();
  await expect(a.locator('#online-resign-confirm')).toBeVisible();
  await a.locator('#online-resign-no').click();
  await expect(a.locator('#online-resign-confirm')).toBeHidden();
  expect(await phaseOf(a)).toBe('move');
  await a.locator('#online-resign').click();
  await a.locator('#online-resign-yes').click();
  for (const page of [a, b.page]) {
    expect(await waitForPhase(page, ['over'])).toBe('over');
    await expect(page.locator('#game-over-result')).toHaveText('White wins: Black resigned');
    await expect(page.locator('#black-clock')).not.toHaveClass(/running/);
  }

  // B offers a rematch; A sees the offer and accepts; the colours swap.
  await b.page.locator('#rematch').click();
  await expect(b.page.locator('#rematch')).toHaveText('Waiting for your opponent…');
  await expect(b.page.locator('#rematch')).toBeDisabled();
  await expect(a.locator('#rematch')).toHaveText('Accept the rematch');
  await expect(a.locator('#online-note')).toHaveText('Your opponent offers a rematch');
  await a.locator('#rematch').click();
  await expect(a.locator('#online-role')).toHaveText('You play white');
  await expect(b.page.locator('#online-role')).toHaveText('You play black');
  for (const page of [a, b.page]) {
    await expect(page.locator('#game-over')).toBeHidden();
    await expect(page.locator('#black-count')).toHaveText('2');
    await expect(page.locator('#white-count')).toHaveText('2');
    await expect(page.locator('#black-clock')).toHaveText('5:00');
    await expect(page.locator('#white-clock')).toHaveText('5:00');
  }
  expect(await waitForPhase(b.page, ['move', 'over'])).toBe('move');
  expect(await waitForPhase(a, ['opponent', 'move'])).toBe('opponent');
  await expect(a.locator('#status')).toHaveText('Black to move (your opponent)');
  // Presence follows the seats, not the colours, across the swap.
  await expect(a.locator('#black-player .player-who')).toHaveText('opponent, online');
  await expect(a.locator('#white-player .player-who')).toHaveText('you, online');

  // Nobody has moved in this game yet: A aborts it.
  await a.locator('#online-abort').click();
  for (const page of [a, b.page]) {
    expect(await waitForPhase(page, ['over'])).toBe('over');
    await expect(page.locator('#game-over-result')).toHaveText('The game was aborted');
  }

  // Another rematch, offered by A this time: A is black again.
  await a.locator('#rematch').click();
  await expect(b.page.locator('#rematch')).toHaveText('Accept the rematch');
  await b.page.locator('#rematch').click();
  await expect(a.locator('#online-role')).toHaveText('You play black');
  await waitForPhase(a, ['move']);
  await playFirstLegalMove(a);
  await waitForPhase(b.page, ['move']);
  await playFirstLegalMove(b.page);
  await waitForPhase(a, ['move']);

  // B leaves: A's claim counts down the server's abandon time (60 s here), disabled until
  // the server would accept it (online-claim.spec.js waits for it with a shorter time).
  await expect(a.locator('#online-claim')).toBeHidden();
  await b.context.close();
  await expect(a.locator('#white-player .player-who')).toHaveText('opponent, away');
  await expect(a.locator('#online-claim')).toBeDisabled();
  await expect(a.locator('#online-claim')).toHaveText(/^Claim the win \(in (60|59|58) s\)$/);
  expect(await waitForPhase(a, ['move'])).toBe('move');

  // The links again, on a phone.
  await a.setViewportSize(PHONE);
  await screenshot(a, 'online-phone-away');
  await a.locator('#online-links').click();
  await expect(a.locator('#online-link-opponent')).toHaveValue(created.opponent);
  await expect(a.locator('#online-link-spectator')).toHaveValue(created.spectator);
  await screenshot(a, 'online-phone-links');
  expectNoProblems(b.problems, 'B');
});

test('an unknown game or a wrong seat link is said plainly, and the page stops trying', async ({ page }) => {
  // An unknown game leaves no dead online board: a local game starts in its place.
  await page.goto(`${server.url}?online=no-such-game-here`);
  expect(await waitForPhase(page, ['move', 'computer'])).not.toBe('closed');
  await expect(page.locator('#error-text')).toHaveText(
    'There is no online game no-such-game-here. A new game has started.',
  );
  await expect(page).toHaveURL(/\?game=[^&]+$/);
  await expect(page.locator('body')).not.toHaveClass(/online/);
  await expect(page.locator('#online-links')).toBeHidden();

  // A seat secret that is not this game's: refused, forgotten, and kept out of the address.
  const created = await (await page.request.post(`${server.url}api/online`, { data: { color: 'black' } })).json();
  await page.goto(`${server.url}?online=${created.game}&seat=AAAAAAAAAAAAAAAAAAAAAA`);
  expect(await waitForPhase(page, ['closed'])).toBe('closed');
  await expect(page).toHaveURL(`${server.url}?online=${created.game}`);
  await expect(page.locator('#error-text')).toHaveText('This seat link is not valid for this game.');
  expect(await storedSecret(page, created.game)).toBeNull();
  // Reloaded, the same address watches the game.
  await page.reload();
  expect(await waitForPhase(page, ['opponent'])).toBe('opponent');
  await expect(page.locator('#online-role')).toHaveText('You are watching');

  // A new local game leaves the online one: its panel goes, local play's controls come back.
  await page.locator('#new-game').click();
  await page.locator('#new-game-dialog').getByLabel('Two people on this screen').check();
  await page.locator('#new-game-start').click();
  expect(await waitForPhase(page, ['move'])).toBe('move');
  await expect(page).toHaveURL(/\?game=/);
  await expect(page.locator('#online-panel')).toBeHidden();
  await expect(page.locator('#undo')).toBeVisible();
  await expect(page.locator('#black-clock')).toBeHidden();
  expect(await page.evaluate(() => document.body.dataset.online ?? null)).toBeNull();
  await playFirstLegalMove(page);
  expect(await waitForPhase(page, ['move'])).toBe('move');
  await expect(page.locator('#status')).toHaveText('White to move');
});

// Issue 59: a game its creator aborts before the opponent ever came has nobody to play
// again: no rematch is offered, and the page says why.
test('a game aborted before the opponent came offers no rematch', async ({ page }) => {
  const created = await createMatch(page, { color: 'Black (moves first)', clock: 'None' });
  await page.locator('#online-links-done').click();
  await expect(created.links).toBeHidden();
  await page.locator('#online-abort').click();
  expect(await waitForPhase(page, ['over'])).toBe('over');
  await expect(page.locator('#game-over-result')).toHaveText('The game was aborted');
  await expect(page.locator('#online-note')).toHaveText('The opponent never came. Create a new online game to play.');
  await expect(page.locator('#rematch')).toBeHidden();
  await expect(page.locator('#online-rematch')).toBeHidden();
});
