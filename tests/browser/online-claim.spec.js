// Claiming the win when the opponent has left: the button counts down the server's abandon
// time (here 2 s) and is enabled only when the server will accept, so a claim never ends in
// a refusal shown over the game.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, expectPhase } from './support/page.js';

const server = useServer(test, { args: ['--abandon-seconds', '2'] });

test.use({ reducedMotion: 'reduce', locale: 'en-US' });

async function openSeat(browser, link) {
  const context = await browser.newContext({ locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(link);
  return { context, page };
}

test('the claim button counts down and is enabled only when the claim will be accepted', async ({ page, browser }) => {
  const answer = await fetch(`${server.url}api/online`, {
    method: 'POST',
    body: JSON.stringify({ color: 'black' }),
  });
  const created = await answer.json();
  await page.goto(`${server.url}?online=${created.game}&seat=${created.seat}`);
  const guest = await openSeat(browser, new URL(created.links.opponent, server.url).href);

  // Both move, so the game can no longer be aborted.
  await waitForPhase(page, ['move']);
  await page.locator('#board .square.legal').first().click();
  await waitForPhase(guest.page, ['move']);
  await guest.page.locator('#board .square.legal').first().click();
  await waitForPhase(page, ['move']);

  const claim = page.locator('#online-claim');
  await expect(claim).toBeHidden();
  await guest.context.close();
  await expect(page.locator('#white-player .player-who')).toHaveText('opponent, away');
  await expect(claim).toBeVisible();
  await expect(claim).toBeDisabled();
  await expect(claim).toHaveText(/^Claim the win \(in [12] s\)$/);

  await expect(claim).toBeEnabled({ timeout: 5_000 });
  await expect(claim).toHaveText('Claim the win (opponent away)');
  await claim.click();
  await expectPhase(page, 'over');
  await expect(page.locator('#error')).not.toHaveClass(/visible/);
  await expect(page.locator('#game-over-result')).toContainText('Black wins');
});
