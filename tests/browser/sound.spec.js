// The sounds: off by default and remembered; when on, a move, a pass and the end of the game
// each start their notes through the Web Audio API, and when off nothing is played. The
// AudioContext waits for the player's first gesture, as browsers require.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';
import { countAudio, audioCounts, SOUND_NOTES } from './support/audio.js';

const server = useServer(test);

test.beforeEach(async ({ page }) => {
  await countAudio(page);
});

const soundSwitch = (page) => page.getByRole('switch', { name: 'Sounds (move, pass, end of game)' });

test('off by default: moves are silent, no audio is even started', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(soundSwitch(page)).not.toBeChecked();
  await page.locator('[data-square="f5"]').click();
  await waitForPhase(page, ['move']);
  await page.locator('[data-square="d6"]').click();
  await waitForPhase(page, ['move']);
  expect(await audioCounts(page)).toEqual({ contexts: 0, oscillators: 0 });
});

test('turned on, a move sounds; remembered after a reload, where the first click starts the audio', async ({
  page,
}) => {
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await soundSwitch(page).check();
  expect(await audioCounts(page)).toEqual({ contexts: 1, oscillators: 0 });
  await page.locator('[data-square="f5"]').click();
  await waitForPhase(page, ['move']);
  expect((await audioCounts(page)).oscillators).toBe(SOUND_NOTES.move);

  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(soundSwitch(page)).toBeChecked();
  // No gesture yet, so no audio: browsers would refuse it.
  expect(await audioCounts(page)).toEqual({ contexts: 0, oscillators: 0 });
  await page.locator('[data-square="d6"]').click();
  await waitForPhase(page, ['move']);
  expect(await audioCounts(page)).toEqual({ contexts: 1, oscillators: SOUND_NOTES.move });

  // Off again: the next move is silent, and that is remembered too.
  await soundSwitch(page).uncheck();
  await page.locator('[data-square="c3"]').click();
  await waitForPhase(page, ['move']);
  expect((await audioCounts(page)).oscillators).toBe(SOUND_NOTES.move);
  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(soundSwitch(page)).not.toBeChecked();
  await page.locator('#language').click();
  await expect(page.getByRole('switch', { name: '音 (着手・パス・終局)' })).not.toBeChecked();
});

test('a pass sounds after the move that forces it', async ({ page }) => {
  // As in pass.spec.js: after black c1, white has no move and passes.
  const position = 'O--------O------XXOO-------OO------OOO-------------------------- X';
  await page.goto(`${server.url}?black=human&white=level-1&pause=0&lang=en&setup=${encodeURIComponent(position)}`);
  await waitForPhase(page, ['move']);
  await soundSwitch(page).check();
  await page.locator('[data-square="c1"]').click();
  await expect(page.locator('#announcement')).toHaveText('White passes');
  expect(await waitForPhase(page, ['move', 'computer', 'over'])).toBe('move');
  expect((await audioCounts(page)).oscillators).toBe(SOUND_NOTES.move + SOUND_NOTES.pass);
});

test('the last move of a game sounds, then the end', async ({ page }) => {
  // Black c1 takes white's only disc: nobody can move after it.
  const position = `XO${'-'.repeat(62)} X`;
  await page.goto(`${server.url}?black=human&white=human&lang=en&setup=${encodeURIComponent(position)}`);
  await waitForPhase(page, ['move']);
  await soundSwitch(page).check();
  await page.locator('[data-square="c1"]').click();
  await waitForPhase(page, ['over']);
  expect((await audioCounts(page)).oscillators).toBe(SOUND_NOTES.move + SOUND_NOTES.end);
});
