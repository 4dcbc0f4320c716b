// Game files from "Your games": a game is saved as GGF or as a transcript (the server's
// files, named by the game), and a GGF or transcript file is imported into the list, all
// of it or, with the server's reason shown in either language, none of it; or, with the
// box ticked, the games that read, each other one named with why. A game the list holds
// already is not imported again, and the notice says so.
import { readFileSync } from 'node:fs';
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, gameId, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';
const START = '---------------------------O*------*O---------------------------';
const TWO_GAMES =
  `(;GM[Othello]PB[Alice]PW[Bob]RE[?]TY[8]BO[8 ${START} *]B[F5]W[F6];)\n` +
  `(;GM[Othello]PB[Carol]PW[Dave]RE[?]TY[8]BO[8 ${START} *]B[D3]W[C3]B[C4];)\n`;

async function openList(page) {
  await page.locator('#your-games').click();
  const dialog = page.locator('#games-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-busy', 'false');
  return dialog;
}

async function download(page, link) {
  const [saved] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: saved.suggestedFilename(), text: readFileSync(await saved.path(), 'utf8') };
}

test('a game is saved as GGF and as a transcript', async ({ page }) => {
  await page.goto(`${server.url}?pause=0&lang=en&black=human&white=human&setup=${SHORT_GAME}`);
  await waitForPhase(page, ['over']);
  const id = gameId(page);
  const dialog = await openList(page);
  const entry = dialog.locator('.game-entry').first();
  await expect(entry.locator('.game-export')).toHaveText(['GGF', 'Transcript']);

  const ggf = await download(page, entry.getByRole('link', { name: 'GGF' }));
  expect(ggf.name).toBe(`reversi-${id}.ggf`);
  expect(ggf.text).toMatch(/^\(;GM\[Othello\].*B\[D3\]W\[C3\]B\[B3\]W\[D2\]B\[E1\]W\[D6\]B\[D7\]W\[E3\]B\[F4\];\)\n$/i);
  expect(ggf.text).toContain('RE[+64.000]'); // 13-0 with the empty squares counted for the winner
  const transcript = await download(page, entry.getByRole('link', { name: 'Transcript' }));
  expect(transcript.name).toBe(`reversi-${id}.txt`);
  expect(transcript.text).toBe(`${SHORT_GAME}\n`);

  // A game from a set-up position has no transcript: GGF only.
  await page.locator('#games-close').click();
  const setup = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} O`;
  await page.goto(`${server.url}?pause=0&lang=en&black=human&white=human&setup=${encodeURIComponent(setup)}`);
  await waitForPhase(page, ['move']);
  await page.getByRole('button', { name: /^[a-h][1-8] empty, legal move/ }).first().click();
  await waitForPhase(page, ['move']);
  await openList(page);
  await expect(dialog.locator('.game-entry').first().locator('.game-export')).toHaveText(['GGF']);
});

test('a file of games is imported into the list; a bad one shows why in either language', async ({ page }) => {
  await page.goto(`${server.url}?pause=0&lang=en&black=human&white=human`);
  await waitForPhase(page, ['move']);
  const dialog = await openList(page);
  await expect(dialog.locator('.game-entry')).toHaveCount(0);
  const file = page.locator('#games-import-file');
  const notice = dialog.locator('#games-notice');

  await file.setInputFiles({ name: 'two.ggf', mimeType: 'text/plain', buffer: Buffer.from(TWO_GAMES) });
  await expect(notice).toHaveText('Imported 2 games from two.ggf');
  await expect(dialog.locator('.game-entry')).toHaveCount(2);
  // Imported together, in the same millisecond: in either order. Each named as the file did.
  const players = await dialog.locator('.game-players').allTextContents();
  expect(players.sort()).toEqual(['Black: Alice · White: Bob (imported)', 'Black: Carol · White: Dave (imported)']);
  await screenshot(page, 'your-games-import');

  // The second line's second move is not legal: nothing is imported, and the server's
  // reason names the file, the line and the move.
  await file.setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from('f5d6c3\nf5f5\n') });
  await expect(notice).toHaveText(/^mine\.txt could not be imported \(nothing was imported\): mine\.txt: line 2.*f5/);
  await expect(notice).toHaveClass(/failed/);
  await expect(dialog.locator('.game-entry')).toHaveCount(2);
  // In Japanese the page's words change; the server's reason is quoted as it is.
  await page.locator('#games-close').click();
  await page.locator('#language').click();
  await openList(page);
  await file.setInputFiles({ name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from('f5d6c3\nf5f5\n') });
  await expect(notice).toHaveText(/^mine\.txt を取り込めません \(何も取り込んでいません\): mine\.txt: line 2/);
  await screenshot(page, 'your-games-import-error-ja');
  await page.locator('#games-close').click();
  await page.locator('#language').click();
  await openList(page);

  // A file over the server's limit is refused before it is sent.
  await file.setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(65 * 1024, '#') });
  await expect(notice).toHaveText(/^big\.txt is larger than 64 KiB/);

  // A transcript file: its games open like any other.
  await file.setInputFiles({ name: 'short.txt', mimeType: 'text/plain', buffer: Buffer.from(`${SHORT_GAME}\n`) });
  await expect(notice).toHaveText('Imported 1 game from short.txt');
  const entries = dialog.locator('.game-entry');
  await expect(entries).toHaveCount(3);
  await entries.locator('.game-open', { hasText: 'Review' }).click();
  expect(await waitForPhase(page, ['over'])).toBe('over');
  await expect(page.locator('#status')).toContainText('Black wins 64-0 (discs: black 13, white 0)');
});

test('an import says which games were there already and, with the box ticked, skips the bad ones', async ({ page }) => {
  await page.goto(`${server.url}?pause=0&lang=en&black=human&white=human`);
  await waitForPhase(page, ['move']);
  const dialog = await openList(page);
  const file = page.locator('#games-import-file');
  const notice = dialog.locator('#games-notice');
  const skipped = dialog.locator('#games-skipped li');

  await file.setInputFiles({ name: 'two.ggf', mimeType: 'text/plain', buffer: Buffer.from(TWO_GAMES) });
  await expect(notice).toHaveText('Imported 2 games from two.ggf');
  await file.setInputFiles({ name: 'two.ggf', mimeType: 'text/plain', buffer: Buffer.from(TWO_GAMES) });
  await expect(notice).toHaveText('Every game of two.ggf is in the list already');
  await expect(dialog.locator('.game-entry')).toHaveCount(2);

  // Line 2 is not a game and line 3 repeats line 1: two games are new.
  const mixed = Buffer.from('f5d6c3\nf5f5\nf5d6c3\ne6f4\n');
  await file.setInputFiles({ name: 'mixed.txt', mimeType: 'text/plain', buffer: mixed });
  await expect(notice).toHaveText(/^mixed\.txt could not be imported \(nothing was imported\): mixed\.txt: line 2/);
  await expect(skipped).toHaveCount(0);
  await dialog.locator('#games-skip-bad').check();
  await file.setInputFiles({ name: 'mixed.txt', mimeType: 'text/plain', buffer: mixed });
  await expect(notice).toHaveText('Imported 2 games from mixed.txt (1 was in the list already). 1 game could not be read and was skipped:');
  await expect(notice).not.toHaveClass(/failed/);
  await expect(skipped).toHaveCount(1);
  await expect(skipped.first()).toHaveText(/^line 2: .*f5/);
  await expect(dialog.locator('.game-entry')).toHaveCount(4);
  await screenshot(page, 'your-games-import-skipped');

  // In Japanese: the page's words, the server's reason as it is.
  await page.locator('#games-close').click();
  await page.locator('#language').click();
  await openList(page);
  await expect(dialog.locator('#games-skip-bad')).toBeChecked();
  await file.setInputFiles({ name: 'mixed.txt', mimeType: 'text/plain', buffer: mixed });
  await expect(notice).toHaveText('mixed.txt から 0 局を取り込みました (3 局はすでに一覧にあります)。読めない 1 局は飛ばしました:');
  await expect(skipped).toHaveCount(1);
  await expect(skipped.first()).toHaveText(/^line 2: /);
  await screenshot(page, 'your-games-import-skipped-ja');
  await file.setInputFiles({ name: 'two.ggf', mimeType: 'text/plain', buffer: Buffer.from(TWO_GAMES) });
  await expect(notice).toHaveText('two.ggf の対局はすべて一覧にあります');
  await expect(skipped).toHaveCount(0);
});
