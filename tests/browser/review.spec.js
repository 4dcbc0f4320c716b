// Reviewing a game as on lichess: the arrow keys, Home/End and a slider step through the
// plies (looking only: the game stays as it was), each move in the list carries its score
// once the game is analysed and says where the best move was another, the evaluation graph
// jumps to a move from a click or from the keyboard, and the Japanese list numbers every
// ply (手) as Japanese players write a game.
import { test, expect } from './support/fixtures.js';
import { useServer, cliPosition } from './support/server.js';
import { waitForPhase, expectPhase, readBoard, discsOfPosition, gameId, screenshot } from './support/page.js';

const server = useServer(test);

// Black wins 13-0 after nine moves.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';
const PLIES = SHORT_GAME.match(/../g);

const formatScore = (score) => (score > 0 ? `+${score}` : String(score));

// The discs after the first `ply` plies of SHORT_GAME, as the command-line program plays them.
function discsAfter(ply) {
  return discsOfPosition(cliPosition(['--moves', PLIES.slice(0, ply).join('')]).position);
}

async function expectShowing(page, ply) {
  await expect(page.locator('#move-list button[aria-current="step"]')).toHaveAttribute('data-ply', String(ply));
  expect((await readBoard(page)).discs).toEqual(discsAfter(ply));
}

// The finished short game, its card closed and the focus on nothing in particular.
async function openFinished(page, lang = 'en') {
  await page.goto(`${server.url}?black=human&white=human&setup=${SHORT_GAME}&lang=${lang}`);
  expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
  await page.locator('#game-over-close').click();
  await page.locator('#status').click();
}

// The server's analysis of the game, once the page has it too (the list shows its scores).
async function analysisOf(page) {
  await expect(page.locator('#move-list .move-score')).toHaveCount(PLIES.length);
  const answer = await fetch(`${server.url}api/games/${gameId(page)}/analysis`);
  return answer.json();
}

test('the arrow keys and Home/End step through the game without changing it', async ({ page }) => {
  await openFinished(page);
  const id = gameId(page);

  await page.keyboard.press('ArrowLeft');
  await expectPhase(page, 'review');
  await expect(page.locator('#status')).toHaveText('Looking at move 8 (the game is unchanged)');
  await expectShowing(page, 8);
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, 7);
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, 8);

  await page.keyboard.press('Home');
  await expect(page.locator('#move-list .move-start')).toHaveAttribute('aria-current', 'step');
  expect((await readBoard(page)).discs).toEqual(discsAfter(0));
  await page.keyboard.press('ArrowLeft'); // nothing before the start
  await expect(page.locator('#move-list .move-start')).toHaveAttribute('aria-current', 'step');
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, 1);

  // End is the game's own position: no longer looking back, and nothing was undone.
  await page.keyboard.press('End');
  await expectPhase(page, 'over');
  await expectShowing(page, 9);
  await page.keyboard.press('ArrowRight');
  await expectPhase(page, 'over');
  const stored = await (await fetch(`${server.url}api/games/${id}`)).json();
  expect(stored.ply).toBe(9);
  expect(stored.transcript).toBe(SHORT_GAME);

  // The keys stay with the board's squares and with a text field.
  await page.locator('[data-square="d3"]').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-square="c3"]')).toBeFocused();
  await page.locator('#paste-input').focus();
  await page.keyboard.press('Home');
  await expectPhase(page, 'over');
  await expectShowing(page, 9);
});

test('stepping from a focused move keeps the focus on the move shown', async ({ page }) => {
  await openFinished(page);
  await page.locator('#move-list button[data-ply="5"]').click();
  await expect(page.locator('#move-list button[data-ply="5"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expectShowing(page, 4);
  await expect(page.locator('#move-list button[data-ply="4"]')).toBeFocused();
});

test('the slider looks at any ply, by pointer and by keyboard', async ({ page }) => {
  await openFinished(page);
  const slider = page.getByRole('slider', { name: 'Step through the game' });
  await expect(slider).toHaveAttribute('max', '9');
  await expect(slider).toHaveValue('9');

  await slider.fill('3');
  await expectPhase(page, 'review');
  await expect(page.locator('#status')).toHaveText('Looking at move 3 (the game is unchanged)');
  await expectShowing(page, 3);
  await expect(slider).toHaveAttribute('aria-valuetext', 'Move 3 of 9');

  await slider.press('ArrowRight');
  await expectShowing(page, 4);
  await slider.press('Home');
  await expect(page.locator('#move-list .move-start')).toHaveAttribute('aria-current', 'step');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Start');

  // Following the move list and the keys.
  await page.locator('#move-list button[data-ply="6"]').click();
  await expect(slider).toHaveValue('6');
});

test('each analysed move shows its score, and the best move where it was another', async ({ page }) => {
  await openFinished(page);
  const analysis = await analysisOf(page);
  expect(analysis.moves).toHaveLength(PLIES.length);

  let others = 0;
  for (const move of analysis.moves) {
    const button = page.locator(`#move-list button[data-ply="${move.ply + 1}"]`);
    await expect(button.locator('.move-score')).toHaveText(formatScore(move.score));
    const label = await button.getAttribute('aria-label');
    expect(label).toContain(`score ${formatScore(move.score)}`);
    if (move.score < move.best_score) {
      others += 1;
      const best = `best was ${move.best} (${formatScore(move.best_score)})`;
      expect(label).toContain(best);
      await expect(button).toHaveAttribute('title', best);
      await expect(button).toHaveClass(/not-best/);
    } else {
      await expect(button).not.toHaveClass(/not-best/);
    }
    if (move.quality !== 'best') {
      const symbol = { inaccuracy: '?!', mistake: '?', blunder: '??' }[move.quality];
      await expect(button.locator('.quality-mark')).toHaveText(symbol);
    }
  }
  // White lost every disc in nine moves: its moves were not the best.
  expect(others).toBeGreaterThan(0);
  const legend = page.locator('#move-legend');
  await expect(legend).toBeVisible();
  await expect(legend).toContainText('?! Inaccuracy');
  await expect(legend).toContainText('numbers: score for the mover');
  await expect(legend).toContainText('underlined: not the best');
  await screenshot(page, 'review-scores');
});

test('the graph jumps to a move from a click and from the keyboard', async ({ page }) => {
  await openFinished(page);
  const analysis = await analysisOf(page);
  const graph = page.getByRole('slider', { name: /^Evaluation graph/ });
  await expect(graph).toHaveAttribute('aria-valuenow', '9');

  // A click at ply 2 (of 60 across the width, less 4 units of 320 on each side).
  const svg = page.locator('#graph svg');
  const box = await svg.boundingBox();
  await svg.click({ position: { x: ((4 + (2 / 60) * 312) / 320) * box.width, y: box.height / 2 } });
  await expect(page.locator('#status')).toHaveText('Looking at move 2 (the game is unchanged)');
  await expectShowing(page, 2);
  await expect(graph).not.toBeFocused(); // the arrows go on stepping the board
  await page.keyboard.press('ArrowRight');
  await expectShowing(page, 3);

  // From the keyboard: the arrows point, Enter looks.
  await graph.focus();
  await expect(graph).toHaveAttribute('aria-valuenow', '3');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const seven = analysis.evaluations.find((point) => point.ply === 7);
  await expect(graph).toHaveAttribute('aria-valuetext', `Move 7, ${formatScore(seven.black)} for black`);
  await expectShowing(page, 3); // pointing only
  await screenshot(page, 'review-graph-keyboard');
  await page.keyboard.press('Enter');
  await expect(page.locator('#status')).toHaveText('Looking at move 7 (the game is unchanged)');
  await expectShowing(page, 7);
  await expect(graph).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press(' ');
  await expect(page.locator('#move-list .move-start')).toHaveAttribute('aria-current', 'step');
});

test('in Japanese every ply is numbered, as in the status line', async ({ page }) => {
  await openFinished(page, 'ja');
  await analysisOf(page);
  const numbers = page.locator('#move-list .move-number');
  await expect(numbers).toHaveText(PLIES.map((_, index) => String(index + 1)));
  const third = page.locator('#move-list button[data-ply="3"]');
  await expect(third).toHaveAttribute('aria-label', /^3手目 黒 b3、評価 [-+]?\d+/);
  await third.click();
  await expect(page.locator('#status')).toHaveText('3手目の局面を表示中 (対局はそのまま)');
  const slider = page.getByRole('slider', { name: '手順をたどる' });
  await expect(slider).toHaveAttribute('aria-valuetext', '3手目 / 全9手');
  await expect(page.locator('#move-legend')).toContainText('打った側の評価');

  // English numbers the rows, by their first ply.
  await page.locator('#language').click();
  await expect(numbers).toHaveText(['1.', '3.', '5.', '7.', '9.']);
});

test('on a phone the review fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const lang of ['ja', 'en']) {
    await openFinished(page, lang);
    await analysisOf(page);
    await page.keyboard.press('ArrowLeft');
    await expectPhase(page, 'review');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every row of moves, with their numbers, marks and scores, inside its half of the list.
    const spill = await page.locator('#move-list .move-row').evaluateAll((rows) =>
      rows.filter((row) => row.scrollWidth > row.clientWidth + 1).map((row) => row.textContent),
    );
    expect(spill, 'rows of moves wider than their column').toEqual([]);
    for (const selector of ['#move-legend', '#ply-slider', '#graph']) {
      const box = await page.locator(selector).boundingBox();
      expect(box.x + box.width, selector).toBeLessThanOrEqual(390);
    }
    await page.locator('#move-list').scrollIntoViewIfNeeded();
    await screenshot(page, `review-phone-${lang}`);
  }
});
