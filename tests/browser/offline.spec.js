// The page as an app that starts offline (web/sw.js, web/js/local-referee.js, issue 57):
// once visited, its service worker keeps the page and the engine module, so that with no
// network (the context offline and the server gone) a reload starts the page, two people
// play, the computer answers from the engine in the browser, hints show, and online play
// says that it needs the network.
import { test, expect } from './support/fixtures.js';
import { startServer } from './support/server.js';
import { expectPhase, readBoard, screenshot } from './support/page.js';

const discCount = async (page) => {
  const { black, white } = await readBoard(page);
  return black + white;
};

test('once visited, the page starts and plays with no network', async ({ page, context }) => {
  const server = await startServer();
  let running = true;
  try {
    const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
    test.skip(names.includes('engineFiles = null'), 'built without the engine module');
    await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
    await expectPhase(page, 'move');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);

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
