// The computer's reasoning beside the board and the review's losses, which the page words
// from the facts the server sends (web/js/move-words.js): counts in the right number (a
// quiet move that opens one empty square says "1 empty square", not "1 empty squares"),
// both languages, and the same sentences the terminal says (src/cli/move_explanation.cpp).
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

// 44 plies of a WTHOR 2011 game: level-3, black, solves the rest and takes the corner h1.
const CORNER_SETUP =
  'f5f6e6f4g4g6g5e7f3d6f7h3g3f8d7h5e8d8c7c5c3b6c4d3e3h4c6b5b4a3a5c2d2a4a2b3a6c1f2e2g2e1g1f1';

test('a proven corner move says so, with its line, in either language', async ({ page }) => {
  await page.goto(`${server.url}?black=level-3&white=human&pause=0&lang=en&setup=${CORNER_SETUP}`);
  const explanation = page.locator('#explanation');
  await expect(explanation).toHaveText(
    /^It takes the corner h1\. It expects to win by 28 discs \(proven\)\. Expected line: h1 (\w+ )+\w+\.$/,
  );
  await page.locator('#language').click();
  await expect(explanation).toHaveText(/^隅の h1 を取ります。28 石差で勝つ見込みです \(読み切り\)。予想手順: h1 .+。$/);
});

test('the words for every kind of reason and loss', async ({ page }) => {
  await page.goto(`${server.url}?lang=en`);
  await expectPhase(page, 'move');
  const words = await page.evaluate(async () => {
    const { decisionText, lossText } = await import('./js/move-words.js');
    const { setLanguage } = await import('./js/i18n.js');
    const reason = (facts) => ({ flipped: 2, openness: null, takesCorner: false, expectedScore: null,
      exact: false, fromBook: false, expectedLine: [], ...facts });
    const say = () => [
      decisionText({ move: 'd6', reason: reason({ expectedScore: 0, fromBook: true, expectedLine: ['d6', 'c3'] }) }),
      decisionText({ move: 'a1', reason: reason({ takesCorner: true, expectedScore: -1, expectedLine: ['a1'] }) }),
      decisionText({ move: 'b8', reason: reason({ expectedScore: 3, exact: true, expectedLine: ['b8', 'pass', 'a8'] }) }),
      decisionText({ move: 'c4', reason: reason({ flipped: 1 }) }),
      decisionText(null),
      lossText({ move: 'b1', score: -4, best: 'g8', best_score: 18, exact: true }),
      lossText({ move: 'b1', score: 17, best: 'g8', best_score: 18, exact: false }),
      lossText({ move: 'g8', score: 18, best: 'g8', best_score: 18, exact: false }),
    ];
    const english = say();
    setLanguage('ja');
    return { english, japanese: say() };
  });
  expect(words.english).toEqual([
    'It expects a draw (opening book). Expected line: d6 c3.',
    'It takes the corner a1. It expects to lose by 1 disc (estimate).',
    'It expects to win by 3 discs (proven). Expected line: b8 pass a8.',
    'It flips 1 disc.',
    '',
    'b1 (-4) loses 22 discs against the best move g8 (+18) (proven).',
    'b1 (+17) loses 1 disc against the best move g8 (+18) (estimated).',
    'g8 is a best move (estimated +18).',
  ]);
  expect(words.japanese).toEqual([
    '引き分けの見込みです (定石集)。予想手順: d6 c3。',
    '隅の a1 を取ります。1 石差で負ける見込みです (推定)。',
    '3 石差で勝つ見込みです (読み切り)。予想手順: b8 パス a8。',
    '1 枚返します。',
    '',
    'b1 (-4) は最善の g8 (+18) より 22 石損です (読み切り)。',
    'b1 (+17) は最善の g8 (+18) より 1 石損です (推定)。',
    'g8 は最善手です (推定 +18)。',
  ]);
});
