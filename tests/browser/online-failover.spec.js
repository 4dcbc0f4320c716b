// Several servers on one database (reversi serve --database, --instance): when the server
// of an online game dies (kill -9), its players' pages go on at the next server of the list
// it gave them, and the game continues from where it was, no move lost.
import { test, expect, watchPage, expectNoProblems } from './support/fixtures.js';
import { startServer } from './support/server.js';
import { freePort, startPostgresql } from './support/postgresql.js';
import { waitForPhase, playFirstLegalMove, playedMoves } from './support/page.js';

test.use({ reducedMotion: 'reduce' });

let postgresql = null;
const servers = [];

test.beforeAll(async () => {
  postgresql = await startPostgresql();
  const ports = [await freePort(), await freePort()];
  const instances = ports.flatMap((port) => ['--instance', `http://127.0.0.1:${port}`]);
  for (const port of ports) {
    servers.push(await startServer({ args: ['--database', postgresql.uri, ...instances], port }));
  }
});

test.afterAll(async () => {
  for (const server of servers) await server.stop();
  postgresql?.stop();
});

/** A page of a browser profile of its own (another device), watched for problems. */
async function openSeat(browser, url) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const problems = await watchPage(page);
  await page.goto(url);
  return { page, problems };
}

/** Plays `plies` moves, each by whichever page may move, and waits for both to show it. */
async function play(pages, plies) {
  for (let i = 0; i < plies; ++i) {
    const before = (await playedMoves(pages[0])).length;
    const phases = await Promise.all(pages.map((page) => waitForPhase(page, ['move', 'opponent'])));
    await playFirstLegalMove(pages[phases.indexOf('move')]);
    for (const page of pages) await expect.poll(async () => (await playedMoves(page)).length).toBe(before + 1);
  }
}

test("the players of a server that dies go on at the next server of its list", async ({ browser }) => {
  const [first] = servers;
  const created = await (await fetch(`${first.url}api/online`, { method: 'POST', body: '{"color":"black"}' })).json();
  const black = await openSeat(browser, `${first.url}?online=${created.game}&seat=${created.seat}`);
  const white = await openSeat(browser, new URL(created.links.opponent, first.url).href);
  const pages = [black.page, white.page];
  await play(pages, 4);
  const before = await playedMoves(black.page);

  await first.kill();
  // Both pages lose their connection, try the dead server again, then the next one.
  for (const page of pages) await expect(page.locator('#online-link')).toHaveText('', { timeout: 20_000 });
  expect(await playedMoves(white.page)).toEqual(before);
  await play(pages, 4);
  const moves = await playedMoves(black.page);
  expect(moves.slice(0, 4)).toEqual(before);
  expect(await playedMoves(white.page)).toEqual(moves);

  // What the second server stored is the game the pages show.
  const watcher = await openSeat(browser, `${servers[1].url}?online=${created.game}`);
  await expect.poll(() => playedMoves(watcher.page)).toEqual(moves);
  expectNoProblems(black.problems, 'black');
  expectNoProblems(white.problems, 'white');
  expectNoProblems(watcher.problems, 'the spectator');
});
