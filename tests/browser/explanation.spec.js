// The computer's reasoning beside the board names its counts in the right number: a quiet
// move that opens one empty square says "1 empty square", not "1 empty squares" (issue 23,
// item 8; the sentences are the engine's, unit tested there, and this is what the player
// reads). Japanese writes the count with no counter word, so it has no singular to get wrong.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { expectPhase } from './support/page.js';

const server = useServer(test);

// After d3 e3 f2 c3 and the person's f5, the openness player (the Power Apps game's) answers
// f4, which turns e4 over and opens one empty square beside it: its only lowest-openness move.
const SETUP = 'd3e3f2c3';

test('a quiet move that opens one empty square says so in the singular', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=openness&pause=0&lang=en&setup=${SETUP}`);
  await expectPhase(page, 'move');
  await page.locator('#board [data-square="f5"]').click();
  await expect(page.locator('#board [data-square="f4"]')).toHaveAttribute('aria-label', /^f4 white/);
  await expectPhase(page, 'move');

  const explanation = page.locator('#explanation');
  await expect(explanation).toHaveText('A quiet move: it opens 1 empty square next to the discs it flips.');

  await page.locator('#language').click();
  await expect(explanation).toHaveText('開放度 1 (返す石のまわりの空きマス) の静かな手です。');
});
