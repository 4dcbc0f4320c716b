// The opening book on the page, with the server lent a book of four positions
// (tests/data/book/d3-c3-b3.txt: the start, d3, d3 c3, d3 c3 b3): hints tag the moves to
// book positions and say so in the line's caption and the square's name, and the review
// says where the game left the book. In English and Japanese.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './support/fixtures.js';
import { binary, repository, useServer } from './support/server.js';
import { waitForPhase, screenshot } from './support/page.js';

// Filled in before the server starts: hooks run in the order they are registered.
const serverArgs = [];
let bookDirectory = null;
test.beforeAll(() => {
  bookDirectory = mkdtempSync(path.join(tmpdir(), 'reversi-book-'));
  const book = path.join(bookDirectory, 'book.bin');
  execFileSync(binary, ['book', 'import', path.join(repository, 'tests/data/book/d3-c3-b3.txt'), '--book', book]);
  serverArgs.push('--book', book);
});
const server = useServer(test, { args: serverArgs });
test.afterAll(() => rmSync(bookDirectory, { recursive: true, force: true }));

// Black wins 13-0 after nine moves; white's d2 (move 2) leaves the book.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';

test('hints tag the moves to book positions', async ({ page }) => {
  // After d3, white's c3 leads to a book position; e3 and c5 do not.
  await page.goto(`${server.url}?black=human&white=human&setup=d3&lang=en`);
  await waitForPhase(page, ['move']);
  await page.locator('#hints').check();
  await page.locator('.square.best').first().waitFor();
  const mark = (square) => page.locator(`[data-square="${square}"] .book-mark`);
  await expect(mark('c3')).toHaveText('book');
  await expect(mark('e3')).toBeEmpty();
  await expect(mark('c5')).toBeEmpty();
  await expect(page.locator('.book-mark:not(:empty)')).toHaveCount(1);
  await expect(page.locator('[data-square="c3"]')).toHaveAttribute('aria-label', /, book move$/);
  await expect(page.locator('[data-square="e3"]')).not.toHaveAttribute('aria-label', /book/);
  await page.locator('[data-square="c3"]').focus();
  await expect(page.locator('#hint-line .hint-line-label')).toHaveText(/^Line of c3 \([+-]?\d+\) · book move$/);
  await page.locator('[data-square="e3"]').focus();
  await expect(page.locator('#hint-line .hint-line-label')).toHaveText(/^Line of e3 \([+-]?\d+\)$/);
  await screenshot(page, 'book-hints');

  await page.locator('#language').click();
  await expect(mark('c3')).toHaveText('定石');
  await page.locator('[data-square="c3"]').focus();
  await expect(page.locator('#hint-line .hint-line-label')).toHaveText(/^c3 の読み筋 \([+-]?\d+\)・定石$/);
});

test('the review says where the game left the book', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}&lang=en`);
  expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
  await page.locator('#game-over-close').click();
  await expect(page.locator('.analysis-book')).toHaveText('White left the opening book with 4. d2.');
  await screenshot(page, 'book-review');
  await page.locator('#language').click();
  await expect(page.locator('.analysis-book')).toHaveText('白は 4手目 d2 で定石を外れました。');
});

// The engine module has only the compiled-in book: with a book of its own the server
// searches every move and aid itself, so that the book marks are its book's.
test('a server with its own book leaves the engine in the browser out', async ({ page }) => {
  const names = await (await page.request.get(`${server.url}js/engine-files.js`)).text();
  expect(names).toContain('engineFiles = null');
  await page.goto(`${server.url}?black=human&white=level-3&lang=en`);
  await expect(page.locator('html')).toHaveAttribute('data-engine', 'server');
});
