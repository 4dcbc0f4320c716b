// The engine's expected lines: with hints on, the best move's line is written under the
// switch, and a hinted move pointed at or focused has its line written there and numbered
// on the board; the review of a finished game gives each mistake its refutation and the
// best move's line. In English and Japanese. The lines are the server's own (its answers
// are cached per position, so the test's request gets what the page got).
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, gameId, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves: white's moves are mistakes.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';
const COLOR = { en: { black: 'Black', white: 'White' }, ja: { black: '黒', white: '白' } };
const OTHER = { black: 'white', white: 'black' };

async function api(page, action) {
  const answer = await fetch(`${server.url}api/games/${gameId(page)}/${action}`);
  return answer.json();
}

const score = (value) => (value > 0 ? `+${value}` : String(value));
const written = (line, pass) => line.map((move) => (move === 'pass' ? pass : move)).join(' ');
// The program's own opening book has these positions: a hint to a book position says so.
const BOOK_TAG = { en: { caption: ' · book move', square: ', book move' }, ja: { caption: '・定石' } };
const tagged = (hint, lang, where = 'caption') => (hint.book ? BOOK_TAG[lang][where] : '');

/** Each square of `line` carries its ply's number on a disc of the colour that plays it. */
async function expectNumbered(page, line, toMove) {
  for (const [ply, move] of line.entries()) {
    if (move === 'pass') continue;
    const step = page.locator(`[data-square="${move}"] .line-step`);
    await expect(step).toHaveText(String(ply + 1));
    await expect(step).toHaveClass(new RegExp(`is-${ply % 2 === 0 ? toMove : OTHER[toMove]}`));
  }
  const squares = line.filter((move) => move !== 'pass').length;
  await expect(page.locator('.line-step:not(:empty)')).toHaveCount(squares);
}

test('hints write the best line, and a pointed or focused move has its line on the board', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=f5d6c3&lang=en`);
  await waitForPhase(page, ['move']);
  const caption = page.locator('#hint-line');
  await expect(caption).toBeHidden(); // hints are off
  await page.locator('#hints').check();
  await page.locator('.square.best').first().waitFor();
  const hints = (await api(page, 'hints')).moves;
  expect(hints.length).toBeGreaterThan(1);
  const [best, other] = hints;
  expect(best.line[0]).toBe(best.move);
  expect(other.line.length, 'a line beyond the move').toBeGreaterThan(1);

  // Nothing pointed at: the best line, and no numbers on the board.
  const bestLine = `Best line (${score(best.score)})${tagged(best, 'en')}${written(best.line, 'pass')}`;
  await expect(caption).toHaveText(bestLine);
  await expect(page.locator('.line-step:not(:empty)')).toHaveCount(0);

  // The keyboard: focusing a hinted square numbers its line on the board (white to move).
  await page.locator(`[data-square="${other.move}"]`).focus();
  await expect(caption).toHaveText(
    `Line of ${other.move} (${score(other.score)})${tagged(other, 'en')}${written(other.line, 'pass')}`,
  );
  await expectNumbered(page, other.line, 'white');
  await expect(page.locator(`[data-square="${other.move}"]`)).toHaveAttribute(
    'aria-label',
    `${other.move} empty, legal move, score ${score(other.score)}, line ${written(other.line, 'pass')}` +
      tagged(other, 'en', 'square'),
  );
  await screenshot(page, 'hint-line');

  // Leaving the square brings the best line back; the pointer shows a move's line too.
  await page.locator(`[data-square="${other.move}"]`).blur();
  await expect(caption).toHaveText(bestLine);
  await page.locator(`[data-square="${best.move}"]`).hover();
  await expect(caption).toHaveText(
    `Line of ${best.move} (${score(best.score)})${tagged(best, 'en')}${written(best.line, 'pass')}`,
  );
  await expectNumbered(page, best.line, 'white');
  await page.locator('#new-game').hover();
  await expect(caption).toHaveText(bestLine);
  await expect(page.locator('.line-step:not(:empty)')).toHaveCount(0);

  // In Japanese.
  await page.locator('#language').click();
  await expect(caption).toHaveText(
    `最善の読み筋 (${score(best.score)})${tagged(best, 'ja')}${written(best.line, 'パス')}`,
  );
  await page.locator(`[data-square="${other.move}"]`).focus();
  await expect(caption).toHaveText(
    `${other.move} の読み筋 (${score(other.score)})${tagged(other, 'ja')}${written(other.line, 'パス')}`,
  );
});

test("the review gives a mistake's refutation and the best line", async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}&lang=en`);
  expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
  await page.locator('#game-over-close').click();
  await expect(page.locator('.analysis-item').first()).toBeVisible();
  const analysis = await api(page, 'analysis');
  const mistake = analysis.moves.find((move) => move.quality !== 'best' && move.line?.length > 1);
  expect(mistake, 'a mistake with a refutation').toBeTruthy();
  const { color, move } = mistake;
  const entry = page.locator('.analysis-move').filter({ hasText: `. ${COLOR.en[color]} ${move}` });

  await expect(entry.locator('.analysis-line')).toHaveText([
    `After ${move}, ${COLOR.en[OTHER[color]]} answers ${written(mistake.line.slice(1), 'pass')}`,
    `Best was ${mistake.best}: ${written(mistake.best_line, 'pass')}`,
  ]);
  await screenshot(page, 'review-refutation');

  await page.locator('#language').click();
  const entryJa = page.locator('.analysis-move').filter({ hasText: `手目 ${COLOR.ja[color]} ${move}` });
  await expect(entryJa.locator('.analysis-line')).toHaveText([
    `${move} のあと${COLOR.ja[OTHER[color]]}の応手: ${written(mistake.line.slice(1), 'パス')}`,
    `最善は ${mistake.best}: ${written(mistake.best_line, 'パス')}`,
  ]);
});
