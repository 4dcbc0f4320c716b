// The page under its Content-Security-Policy: it is served with one, the page works under
// it (every spec's page fails on a violation; full-game and online play whole games), and
// the watch for violations does see one, so that its silence elsewhere means something.
import { test, expect, watchPage } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, playFirstLegalMove } from './support/page.js';

const server = useServer(test);

test('the page comes with its policy, and playing breaks none of it', async ({ page }) => {
  const response = await page.goto(`${server.url}?black=human&white=level-1&pause=0`);
  const policy = response.headers()['content-security-policy'];
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain(`ws://${new URL(server.url).host}`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
  expect(await waitForPhase(page, ['move'])).toBe('move');
  await playFirstLegalMove(page);
  expect(await waitForPhase(page, ['move', 'over'])).toBe('move');
  await expect(page.locator('#move-list button.move:not(.move-start)')).toHaveCount(2);
});

test('an inline script is refused, and the refusal is seen', async ({ browser }) => {
  const page = await browser.newPage();
  const problems = await watchPage(page);
  await page.goto(server.url);
  await waitForPhase(page, ['move']);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => problems.violations).toEqual(['script-src-elem refused inline']);
  expect(await page.evaluate(() => window.injected)).toBeUndefined();
  await page.close();
});
