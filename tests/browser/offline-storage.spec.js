// What the games played offline take of the browser's storage (web/js/offline-games.js):
// the server ids of games already stored are remembered for the newest only, and room is
// made from them when the storage is full; a game waiting for the server is never let go,
// and when it cannot be kept the player is told; an entry that cannot be read is let go.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { expectPhase, fillStorage } from './support/page.js';

const server = useServer(test);

test('the games stored long ago make room, a waiting game is never dropped', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await page.evaluate(() => {
    for (let i = 0; i < 150; i++) {
      localStorage.setItem(`reversi.offline.old-${i}`, JSON.stringify({ stored: `server-${i}`, at: i }));
    }
  });
  // The storage filled to the brim with something else.
  await fillStorage(page);
  const result = await page.evaluate(async () => {
    const { keepOfflineGame, keptOfflineGame } = await import('./js/offline-games.js');
    const oldIds = () =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('reversi.offline.old-'))
        .map((key) => Number(key.slice('reversi.offline.old-'.length)))
        .sort((a, b) => a - b);
    // A game as the referee answers it, with `note` to give it a size.
    const game = (id, note) => ({ id, black: 'human', white: 'human', setup: '', plies: [], undone: [], note });
    const small = keepOfflineGame(game('offline-small', 'y'.repeat(2000)));
    const afterSmall = oldIds();
    const huge = keepOfflineGame(game('offline-huge', 'z'.repeat(400000)));
    return {
      small,
      afterSmall: { count: afterSmall.length, first: afterSmall[0], last: afterSmall.at(-1) },
      huge,
      smallStillKept: keptOfflineGame('offline-small') !== null,
      hugeKept: keptOfflineGame('offline-huge') !== null,
      oldLeft: oldIds().length,
    };
  });
  // Kept by letting the oldest stored ids go, the newest stay.
  expect(result.small).toBe(true);
  expect(result.afterSmall.count).toBeLessThanOrEqual(100);
  expect(result.afterSmall.count).toBeGreaterThan(0);
  expect(result.afterSmall.last).toBe(149);
  expect(result.afterSmall.first).toBeGreaterThanOrEqual(50);
  // Too large for what can be freed: refused, and the game waiting for the server stays.
  expect(result.huge).toBe(false);
  expect(result.hugeKept).toBe(false);
  expect(result.smallStillKept).toBe(true);
  expect(result.oldLeft).toBe(0);
});

// Before, an entry that could not be read was skipped at every start, never sent nor told.
test('kept games that cannot be read are let go, and the player is told', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await page.evaluate(() => {
    localStorage.setItem('reversi.offline.offline-cut', '{"offline_id": "AAAAAAAAAAAAAAAAAAAAAA", "game": {"id"');
    localStorage.setItem('reversi.offline.offline-odd', JSON.stringify({ offline_id: 'BBBBBBBBBBBBBBBBBBBBBB', game: { id: 7 } }));
    localStorage.setItem('reversi.offline.offline-good', JSON.stringify({
      offline_id: 'CCCCCCCCCCCCCCCCCCCCCC',
      at: 1,
      game: { id: 'offline-good', black: 'human', white: 'human', setup: 'f5d6', plies: [], undone: ['c3'] },
    }));
  });
  await page.reload();
  await expectPhase(page, 'move');
  await expect(page.locator('#offline-saved')).toHaveText(
    'Saved to the server: the game played offline. 2 games kept in this browser were damaged and could not be read: they have been removed.');
  const left = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('reversi.offline.')));
  expect(left).toEqual(['reversi.offline.offline-good']);
  expect((await page.evaluate(() => JSON.parse(localStorage.getItem('reversi.offline.offline-good')))).stored).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

test('a game that cannot be kept is played on, and the player is told', async ({ page }) => {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  test.skip(names.includes('engineFiles = null'), 'built without the engine module');
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await fillStorage(page);
  // The server out of reach: the browser referees the game.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#offline-saved')).toHaveText(
    "This browser's storage is full: this game cannot be kept in it, and a reload would lose it.",
  );
  await expect(page.locator('#board [data-square="f5"]')).toHaveAttribute('aria-label', /^f5 black/);
});
