// The page as a static site (`reversi site DIR`, issue 57 item 4): served by a plain static
// host under a path of its own, with no `reversi serve` behind it, the engine in the browser
// referees the games, answers the computer's moves and checks the editor's positions; the
// page asks no API, and leaves out what needs a server. Once visited it starts again with
// the host gone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './support/fixtures.js';
import { binary } from './support/server.js';
import { startStaticHost } from './support/static-host.js';
import { expectPhase, fillStorage, readBoard } from './support/page.js';

const PREFIX = '/games/reversi/';

let folder = null;
let host = null;

test.beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'reversi-site-'));
  const written = spawnSync(binary, ['site', folder, '--lang', 'en'], { encoding: 'utf8' });
  if (written.status !== 0) {
    // A build without the engine module has no site to give, and says why.
    expect(written.status).toBe(2);
    expect(written.stderr).toContain('without the engine in the browser');
    folder = null;
  }
});

test.afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

test.beforeEach(async () => {
  test.skip(folder === null, 'built without the engine module');
  host = await startStaticHost(folder, PREFIX);
});

test.afterEach(async () => {
  await host?.stop();
  host = null;
});

const apiRequests = () => host.requests.filter((asked) => asked.includes('/api/') || asked.includes('/ws'));

test('a game against the computer plays in the browser alone', async ({ page }) => {
  await page.goto(`${host.url}?black=human&white=level-1&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await expect(page.locator('html')).toHaveAttribute('data-site', 'static');
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#explanation')).toContainText('It expects');
  await expectPhase(page, 'move');
  const { black, white } = await readBoard(page);
  expect(black + white).toBe(6);

  // What needs a server is not offered.
  await expect(page.locator('#your-games')).toBeHidden();
  await page.locator('#new-game').click();
  await expect(page.locator('input[name="mode"][value="online"]')).toBeHidden();
  await expect(page.locator('input[name="mode"][value="two"]')).toBeVisible();
  expect(apiRequests()).toEqual([]);
});

test('the position editor checks positions with the engine in the browser', async ({ page }) => {
  await page.goto(`${host.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await page.locator('#edit-position').click();
  await expect(page.locator('#editor-check')).toHaveText('Black to move: 4 legal moves.');
  expect(apiRequests()).toEqual([]);
});

test('an online link says that online play needs a server, and gives a game', async ({ page }) => {
  await page.goto(`${host.url}?online=abcdefghijklmnopqrstuv&lang=en`);
  await expect(page.locator('#error')).toContainText('runs without a server');
  await expectPhase(page, 'move');
  expect(apiRequests()).toEqual([]);
});

test('once visited, the page starts again with the host gone', async ({ page }) => {
  await page.goto(`${host.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
    .toBe(true);
  await host.stop();
  host = null;
  await page.reload();
  await expectPhase(page, 'move');
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#board [data-square="e5"]')).toHaveAttribute('aria-label', /^e5 black/);
});

// With no server to send them to, the games stay in the browser: when its storage is full
// the oldest make room for the one being played, which the player is not told is lost.
test('a full storage lets the oldest games go for the one on the board', async ({ page }) => {
  await page.goto(`${host.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await page.evaluate(async () => {
    const { keepOfflineGame } = await import('./js/offline-games.js');
    const game = (id, note) => ({ id, black: 'human', white: 'human', setup: '', plies: [], undone: [], note });
    for (let i = 0; i < 3; i++) keepOfflineGame(game(`offline-old-${i}`, 'y'.repeat(20000)));
  });
  await fillStorage(page);
  const result = await page.evaluate(async () => {
    const { keepOfflineGame, keptOfflineGame } = await import('./js/offline-games.js');
    const game = (id, note) => ({ id, black: 'human', white: 'human', setup: '', plies: [], undone: [], note });
    const kept = keepOfflineGame(game('offline-new', 'z'.repeat(30000)));
    return { kept, left: [0, 1, 2].map((i) => keptOfflineGame(`offline-old-${i}`) !== null) };
  });
  expect(result.kept).toBe(true);
  expect(result.left).toEqual([false, false, true]);
  await expect(page.locator('#offline-saved')).toBeHidden();
});

// Nothing sends them to a server, so the start is where the unreadable entries go.
test('kept games that cannot be read are let go at the start, and the player is told', async ({ page }) => {
  await page.goto(`${host.url}?black=human&white=human&pause=0&lang=en`);
  await expectPhase(page, 'move');
  await page.evaluate(() => {
    localStorage.setItem('reversi.offline.offline-cut', '{"offline_id": "AAAAAAAAAAAAAAAAAAAAAA", "game": {"id"');
    localStorage.setItem('reversi.offline.offline-good', JSON.stringify({
      offline_id: 'CCCCCCCCCCCCCCCCCCCCCC',
      at: 1,
      game: { id: 'offline-good', black: 'human', white: 'human', setup: 'f5d6', plies: [], undone: [] },
    }));
  });
  await page.reload();
  await expectPhase(page, 'move');
  await expect(page.locator('#offline-saved')).toHaveText(
    'A game kept in this browser was damaged and could not be read: it has been removed.');
  const left = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('reversi.offline.')));
  // The game on the board is kept as well: every game here is the browser's own.
  expect(left).toContain('reversi.offline.offline-good');
  expect(left).not.toContain('reversi.offline.offline-cut');
  expect(apiRequests()).toEqual([]);
});
