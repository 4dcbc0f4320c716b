// Online play while the page is hidden (another tab in front): when the opponent moves, or
// the game ends, the tab's title says so, with the move's sound when the sounds are on, and
// the usual title returns once the page is seen; a move missed while the connection was down
// does the same when the page catches up. Hidden is emulated: the page's
// document.hidden and visibilityState follow the test, which fires visibilitychange.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, playFirstLegalMove } from './support/page.js';
import { countAudio, audioCounts, SOUND_NOTES } from './support/audio.js';

const server = useServer(test);

test.use({ reducedMotion: 'reduce' });

/** Lets the test hide and show `page` as the browser would: setPageHidden(page, true|false). */
async function emulateVisibility(page) {
  await page.addInitScript(() => {
    let hidden = false;
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    window.setPageHidden = (value) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

const setPageHidden = (page, hidden) => page.evaluate((value) => window.setPageHidden(value), hidden);

/** The creator (black) makes a match in `host`; `guest` opens the opponent's link. */
async function startMatch(host, guest) {
  await host.goto(server.url);
  await waitForPhase(host, ['move']);
  await host.locator('#new-game').click();
  const dialog = host.locator('#new-game-dialog');
  await dialog.getByLabel('Play online (send a link)').check();
  await dialog.getByLabel('Black (moves first)').check();
  await dialog.getByLabel('None', { exact: true }).check();
  await host.locator('#new-game-start').click();
  // The links are filled in once the server has made the match.
  const link = host.locator('#online-link-opponent');
  await expect(link).toHaveValue(/seat=/);
  const opponent = await link.inputValue();
  await host.locator('#online-links-done').click();
  await guest.goto(opponent);
  await expect(guest.locator('#online-role')).toHaveText('You play white');
  await expect(host.locator('#white-player .player-who')).toHaveText('opponent, online');
}

test('the title calls a hidden player back when the opponent moves and when the game ends', async ({
  page: guest,
  browser,
}) => {
  test.setTimeout(60_000);
  await emulateVisibility(guest);
  await countAudio(guest);
  const hostContext = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const host = await hostContext.newPage();
  await startMatch(host, guest);
  await guest.getByRole('switch', { name: 'Sounds (move, pass, end of game)' }).check();
  await expect(guest).toHaveTitle('Reversi');

  // Black moves while white's page is hidden: white's title says it is white's move, and the
  // move sounds there.
  await setPageHidden(guest, true);
  await playFirstLegalMove(host);
  await expect(guest).toHaveTitle('● Your move — Reversi');
  await waitForPhase(guest, ['move']);
  expect((await audioCounts(guest)).oscillators).toBe(SOUND_NOTES.move);
  // The mover's own page, in front, keeps its title.
  await expect(host).toHaveTitle('Reversi');

  await setPageHidden(guest, false);
  await expect(guest).toHaveTitle('Reversi');

  // A move seen as it happens changes nothing in the title.
  await playFirstLegalMove(guest);
  await waitForPhase(guest, ['opponent']);
  await waitForPhase(host, ['move']);
  await playFirstLegalMove(host);
  await waitForPhase(guest, ['move']);
  await expect(guest).toHaveTitle('Reversi');

  // In Japanese, and for the end: black resigns while white's page is hidden.
  await guest.locator('#language').click();
  await expect(guest).toHaveTitle('リバーシ');
  await setPageHidden(guest, true);
  const oscillatorsBefore = (await audioCounts(guest)).oscillators;
  await host.locator('#online-resign').click();
  await host.locator('#online-resign-yes').click();
  await expect(guest).toHaveTitle('● 対局終了 — リバーシ');
  await waitForPhase(guest, ['over']);
  expect((await audioCounts(guest)).oscillators).toBe(oscillatorsBefore + SOUND_NOTES.end);
  await setPageHidden(guest, false);
  await expect(guest).toHaveTitle('リバーシ');
  await hostContext.close();
});

test('a move missed while the connection was down calls the hidden player back once it reconnects', async ({
  page: guest,
  browser,
}) => {
  test.setTimeout(60_000);
  await emulateVisibility(guest);
  await countAudio(guest);
  // The guest's WebSocket goes through the test, which can cut it like a dropped network.
  const routed = [];
  let refuse = false;
  await guest.context().routeWebSocket(/\/ws$/, (ws) => {
    if (refuse) {
      ws.close({ code: 4000, reason: 'test: network down' });
      return;
    }
    ws.connectToServer();
    routed.push(ws);
  });
  const host = await (await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  await startMatch(host, guest);
  await guest.getByRole('switch', { name: 'Sounds (move, pass, end of game)' }).check();

  // White's page is hidden and offline while black moves; the move reaches it only as one
  // of the events missed, replayed when it reconnects by itself.
  await setPageHidden(guest, true);
  refuse = true;
  for (const ws of routed.splice(0)) await ws.close({ code: 4000, reason: 'test: network down' });
  await expect(guest.locator('#status')).toHaveText('Connection lost. Reconnecting…');
  await playFirstLegalMove(host);
  await waitForPhase(host, ['opponent']);
  refuse = false;
  await waitForPhase(guest, ['move'], 20_000);
  expect((await audioCounts(guest)).oscillators).toBe(SOUND_NOTES.move);
  await expect(guest).toHaveTitle('● Your move — Reversi');
  await setPageHidden(guest, false);
  await expect(guest).toHaveTitle('Reversi');
  await host.context().close();
});

test('a hidden spectator is not called back, and with the sounds off nothing sounds', async ({
  page: spectator,
  browser,
}) => {
  await emulateVisibility(spectator);
  await countAudio(spectator);
  const host = await (await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  const guest = await (await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  await startMatch(host, guest);
  await spectator.goto(host.url());
  await expect(spectator.locator('#online-role')).toHaveText('You are watching');

  await setPageHidden(spectator, true);
  await playFirstLegalMove(host);
  await waitForPhase(guest, ['move']);
  await expect(spectator.locator('#move-list button.move:not(.move-start)')).toHaveCount(1);
  await expect(spectator).toHaveTitle('Reversi');
  expect(await audioCounts(spectator)).toEqual({ contexts: 0, oscillators: 0 });
  await host.context().close();
  await guest.context().close();
});
