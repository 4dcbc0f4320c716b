// The page as an app that starts offline (web/sw.js, web/js/local-referee.js, issue 57):
// once visited, its service worker keeps the page and the engine module, so that with no
// network (the context offline and the server gone) a reload starts the page, two people
// play, the computer answers from the engine in the browser, hints show, and online play
// says that it needs the network.
import { test, expect } from './support/fixtures.js';
import { startServer } from './support/server.js';
import { expectPhase, gameId, readBoard, screenshot } from './support/page.js';

const discCount = async (page) => {
  const { black, white } = await readBoard(page);
  return black + white;
};

// A two-player game visited online, once its service worker keeps the page's files.
async function visitForOffline(page, server) {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  test.skip(names.includes('engineFiles = null'), 'built without the engine module');
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
}

test('once visited, the page starts and plays with no network', async ({ page, context }) => {
  const server = await startServer();
  let running = true;
  try {
    await visitForOffline(page, server);

    // One cache, named as the server's list says, holding exactly the files it lists.
    const kept = await page.evaluate(async () => {
      const script = await (await fetch('/offline-files.js')).text();
      const list = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf(';')));
      const cache = await caches.open(list.cache);
      return {
        names: await caches.keys(),
        cache: list.cache,
        listed: list.files.map((file) => file.path).sort(),
        stored: (await cache.keys()).map((request) => new URL(request.url).pathname).sort(),
      };
    });
    expect(kept.names).toEqual([kept.cache]);
    expect(kept.listed).toContain('/index.html');
    expect(kept.stored).toEqual(kept.listed);

    // No server at all: nothing but the service worker's cache answers.
    await server.stop();
    running = false;
    await context.setOffline(true);
    await page.reload();
    await expectPhase(page, 'move');
    await expect(page.locator('#error')).toContainText('could not be opened. A new game has started offline');
    await expect(page.locator('#offline-note')).toBeVisible();
    await screenshot(page, 'offline-start');

    // Two people: the move is played and it is white's turn.
    await page.locator('#board [data-square="f5"]').click();
    await expect(page.locator('#board [data-square="f5"]')).toHaveAttribute('aria-label', /^f5 black/);
    await expect(page.locator('#status')).toContainText('White');
    expect(await discCount(page)).toBe(5);

    // Against the computer: it answers from the engine in the browser.
    await page.goto(`${server.url}?black=human&white=level-3&pause=0&lang=en`);
    await expect(page.locator('html')).toHaveAttribute('data-engine', 'browser');
    await expectPhase(page, 'move');
    await page.locator('#board [data-square="f5"]').click();
    await expect(page.locator('#explanation')).toContainText('It expects');
    await expectPhase(page, 'move');
    expect(await discCount(page)).toBe(6);
    await expect(page.locator('#move-list')).toContainText('f5');

    // Hints, from the same engine.
    await page.locator('#hints').check();
    await expect(page.locator('#board [aria-label*="legal move"]').first()).toHaveAttribute('aria-label', /, score [+-]?\d+/);
    await screenshot(page, 'offline-computer-game');

    // Online play needs the network, and says so.
    await page.goto(`${server.url}?online=0123456789abcdef&lang=en`);
    await expect(page.locator('#online-link')).toHaveText('Offline: needs the network');
    await expect(page.locator('#status')).toContainText('You are offline. Online play needs the network');
    await screenshot(page, 'offline-online-game');
  } finally {
    if (running) await server.stop();
  }
});

// The games played offline (web/js/offline-games.js): kept in the browser through reloads,
// and stored on the server once when it can be reached again, under the page's own id for
// each, so that a lost answer or a reload mid-way never makes a second copy.

// A two-player game started offline, with `moves` played: the page visited online first,
// so that its service worker starts it with no network.
async function playOffline(page, context, server, moves) {
  await visitForOffline(page, server);
  await context.setOffline(true);
  // Chromium's offline emulation has let an odd request through after a reload: the API
  // is cut off here too, so that no game reaches the server before the test goes online.
  await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expectPhase(page, 'move');
  await expect(page.locator('#offline-note')).toBeVisible();
  for (const [index, move] of moves.entries()) {
    await page.locator(`#board [data-square="${move}"]`).click();
    await expect(page.locator(`#board [data-square="${move}"]`)).toHaveAttribute('aria-label', index % 2 ? /^\w\d white/ : /^\w\d black/);
    await expectPhase(page, 'move');
  }
  expect(gameId(page)).toMatch(/^offline-/);
}

// The games the server lists for this browser, asked from outside it.
// Back online, the API reachable again.
async function goOnline(page, context) {
  await page.unroute('**/api/**');
  await context.setOffline(false);
}

async function storedGames(page, server) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('reversi.player')));
  const response = await fetch(`${server.url}api/games`, { headers: { 'Reversi-Player': token } });
  return (await response.json()).games;
}

const keptEntry = (page, id) => page.evaluate((key) => JSON.parse(localStorage.getItem(key)), `reversi.offline.${id}`);

test('a game played offline is kept through a reload and stored once back online', async ({ page, context }) => {
  const server = await startServer();
  try {
    await playOffline(page, context, server, ['f5', 'd6']);
    const offline = gameId(page);

    // Reloaded with no network, the game is there as it was.
    await page.reload();
    await expectPhase(page, 'move');
    expect(gameId(page)).toBe(offline);
    expect(await discCount(page)).toBe(6);
    await expect(page.locator('#board [data-square="d6"]')).toHaveAttribute('aria-label', /^d6 white/);
    await expect(page.locator('#error')).not.toHaveClass(/visible/);
    expect(await storedGames(page, server)).toEqual([]);

    // Online again: the server stores it, and the page goes on with the server's copy.
    await goOnline(page, context);
    await expect.poll(() => gameId(page)).not.toMatch(/^offline-/);
    await expect(page.locator('#offline-saved')).toHaveText('Saved to the server: the game played offline.');
    await expect(page.locator('#offline-note')).toBeHidden();
    await screenshot(page, 'offline-saved');
    const stored = gameId(page);
    expect((await storedGames(page, server)).map(({ id, moves }) => ({ id, moves }))).toEqual([{ id: stored, moves: 2 }]);
    expect(await keptEntry(page, offline)).toEqual({ stored, at: expect.any(Number) });

    // Played on, on the server; a reload sends nothing again.
    await page.locator('#board [data-square="c3"]').click();
    await expect.poll(async () => (await storedGames(page, server)).map(({ moves }) => moves)).toEqual([3]);
    await page.reload();
    await expectPhase(page, 'move');
    expect(gameId(page)).toBe(stored);
    expect(await discCount(page)).toBe(7);
    expect((await storedGames(page, server)).map(({ id }) => id)).toEqual([stored]);
  } finally {
    await server.stop();
  }
});

test('a game whose upload lost its answer is sent again and stored once', async ({ page, context }) => {
  const server = await startServer();
  try {
    await playOffline(page, context, server, ['f5']);
    const offline = gameId(page);

    // The first upload reaches the server, but its answer never comes back.
    let lost = null;
    await page.route('**/api/games', async (route) => {
      const request = route.request();
      if (lost || request.method() !== 'POST' || !request.postDataJSON()?.offline_id) {
        await route.continue();
        return;
      }
      lost = await (await route.fetch()).json();
      await route.abort('connectionreset');
    });
    await goOnline(page, context);
    await expect.poll(() => lost?.id ?? null).not.toBeNull();
    expect((await storedGames(page, server)).map(({ id }) => id)).toEqual([lost.id]);
    // The page never learnt it was stored: the game stays kept, and played here.
    expect((await keptEntry(page, offline)).game.id).toBe(offline);
    await expect(page.locator('#offline-note')).toBeVisible();

    // A reload sends it again: the server answers the copy it stored, and keeps one.
    await page.reload();
    await expectPhase(page, 'move');
    await expect.poll(() => gameId(page)).toBe(lost.id);
    expect(await keptEntry(page, offline)).toEqual({ stored: lost.id, at: expect.any(Number) });

    await page.locator('#board [data-square="d6"]').click();
    await expect
      .poll(async () => (await storedGames(page, server)).map(({ id, moves }) => ({ id, moves })))
      .toEqual([{ id: lost.id, moves: 2 }]);
  } finally {
    await server.stop();
  }
});

// A server updated while its worker installs: the list names one version of a file and the
// fetch brings another. Before the check, the cache would hold files of two versions. Now
// that install fails whole and stores nothing; the page plays on from the network, and the
// next visit installs the worker.
test('an install that meets a file of another version stores nothing', async ({ page, context }) => {
  const server = await startServer();
  try {
    const asked = [];
    await context.route('**/js/app.js', async (route) => {
      if (!route.request().serviceWorker()) return route.continue();
      const response = await route.fetch();
      asked.push(response.headers().etag);
      return route.fulfill({ response, headers: { ...response.headers(), etag: '"another-version"' } });
    });
    await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
    await expectPhase(page, 'move');
    await expect.poll(() => asked.length).toBe(1);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const worker = registration?.installing ?? registration?.waiting ?? registration?.active;
      if (worker && worker.state !== 'redundant' && worker.state !== 'activated') {
        await new Promise((resolve) => worker.addEventListener('statechange', () => {
          if (worker.state === 'redundant' || worker.state === 'activated') resolve();
        }));
      }
      return { worker: worker?.state ?? null, caches: await caches.keys() };
    });
    expect(state.worker === null || state.worker === 'redundant').toBe(true);
    expect(state.caches).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.locator('#board [data-square="f5"]').click();
    await expect(page.locator('#board [data-square="f5"]')).toHaveAttribute('aria-label', /^f5 black/);

    // The files agree again: the next visit installs it.
    await context.unroute('**/js/app.js');
    await visitForOffline(page, server);
    expect(await page.evaluate(() => caches.keys())).toHaveLength(1);
  } finally {
    await server.stop();
  }
});

// Before, the moves taken back offline were lost once the game was stored: redo had
// nothing to replay.
test('moves taken back offline can still be replayed once the game is stored', async ({ page, context }) => {
  const server = await startServer();
  try {
    await playOffline(page, context, server, ['f5', 'd6', 'c3']);
    await page.locator('#undo').click();
    await expect(page.locator('#board [data-square="c3"]')).toHaveAttribute('aria-label', /^c3 empty/);
    await page.locator('#undo').click();
    await expect(page.locator('#board [data-square="d6"]')).toHaveAttribute('aria-label', /^d6 empty/);
    await expectPhase(page, 'move');

    await goOnline(page, context);
    await expect.poll(() => gameId(page)).not.toMatch(/^offline-/);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('reversi.player')));
    const stored = await (await fetch(`${server.url}api/games/${gameId(page)}`, { headers: { 'Reversi-Player': token } })).json();
    expect(stored.transcript).toBe('f5');
    expect(stored.undone).toEqual(['d6', 'c3']);
    await expect(page.locator('#redo')).toBeEnabled();
    await page.locator('#redo').click();
    await expect(page.locator('#board [data-square="d6"]')).toHaveAttribute('aria-label', /^d6 white/);
  } finally {
    await server.stop();
  }
});

// Before, the server's game stayed in the list as it was left, beside a new copy that went
// on from it.
test('a game of the server played on offline goes on as the same game', async ({ page, context }) => {
  const server = await startServer();
  try {
    await visitForOffline(page, server);
    const id = gameId(page);
    await page.locator('#board [data-square="f5"]').click();
    await expect(page.locator('#board [data-square="f5"]')).toHaveAttribute('aria-label', /^f5 black/);
    await expectPhase(page, 'move');

    // The server out of reach: the page referees the game and keeps it.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.locator('#board [data-square="d6"]').click();
    await expect(page.locator('#board [data-square="d6"]')).toHaveAttribute('aria-label', /^d6 white/);
    await expectPhase(page, 'move');
    expect(gameId(page)).toBe(id);
    expect((await keptEntry(page, id)).game.id).toBe(id);

    // Back: the next move goes to the server, which has the game as it was played.
    await page.unroute('**/api/**');
    await page.locator('#board [data-square="c3"]').click();
    await expect
      .poll(async () => (await storedGames(page, server)).map(({ id: stored, moves }) => ({ id: stored, moves })))
      .toEqual([{ id, moves: 3 }]);
    expect(gameId(page)).toBe(id);
  } finally {
    await server.stop();
  }
});

// Before, the stored copy lost its opening: its moves could be taken back, and the page no
// longer said which opening it was.
test('a game begun offline from a balanced opening keeps it once stored', async ({ page, context }) => {
  const server = await startServer();
  try {
    await visitForOffline(page, server);
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.locator('#new-game').click();
    const dialog = page.locator('#new-game-dialog');
    await dialog.locator('input[name="mode"][value="two"]').check();
    await dialog.getByRole('switch', { name: 'Balanced random opening' }).setChecked(true);
    await dialog.locator('#new-game-start').click();
    await expect.poll(() => gameId(page)).toMatch(/^offline-/);
    await expectPhase(page, 'move');
    const line = /^Balanced opening no\. (\d+): the first 8 moves were drawn at random$/;
    await expect(page.locator('#balanced-opening')).toHaveText(line);
    const number = Number(line.exec(await page.locator('#balanced-opening').textContent())[1]);

    await page.unroute('**/api/**');
    const legal = page.locator('#board [data-square].legal').first();
    await legal.click();
    await expect.poll(() => gameId(page)).not.toMatch(/^offline-/);
    await expect(page.locator('#balanced-opening')).toHaveText(`Balanced opening no. ${number}: the first 8 moves were drawn at random`);
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('reversi.player')));
    const stored = await (await fetch(`${server.url}api/games/${gameId(page)}`, { headers: { 'Reversi-Player': token } })).json();
    expect(stored.balanced_opening.number).toBe(number);
  } finally {
    await server.stop();
  }
});
