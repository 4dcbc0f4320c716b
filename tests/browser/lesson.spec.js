// The lesson of the rules (web/js/lesson.js): offered once on a first visit and never over
// a game a link opened, reachable from the top bar, gone through with the mouse and with the
// keyboard alone in both languages, offline, ending in a first game against the easiest
// opponent; and its positions, which it carries written out, are the server's rules.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, gameId, screenshot } from './support/page.js';

const server = useServer(test);

const square = (page, name) => page.locator(`#board [data-square="${name}"]`);

async function gamePlayers(page) {
  const game = await (await page.request.get(`${server.url}api/games/${gameId(page)}`)).json();
  return [game.black, game.white];
}

test('the lesson is gone through with the mouse, offline, and ends in a first game', async ({ page, context }) => {
  await page.goto(`${server.url}?lang=en&pause=0`);
  await waitForPhase(page, ['move']);
  const lesson = page.locator('#lesson');
  await expect(lesson).toContainText('New to Reversi?');
  await page.locator('#lesson-start').click();

  // From here on the lesson asks nothing of the network.
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));
  await context.setOffline(true);

  const feedback = page.locator('#lesson-feedback');
  const next = page.locator('#lesson-next');
  await expect(page.locator('#lesson-progress')).toHaveText('Step 1 of 4');
  await expect(page.locator('#lesson-title')).toHaveText('Place a disc');
  await expect(square(page, 'd3')).toHaveAttribute('aria-label', 'd3 empty, legal move');
  await expect(next).toBeHidden();
  await square(page, 'a1').click();
  await expect(feedback).toHaveText('A disc on a1 would catch no white disc. Choose a square with a dot.');
  await square(page, 'd4').click();
  await expect(feedback).toHaveText('d4 already has a disc. Choose an empty square.');
  await expect(square(page, 'd4')).toHaveAttribute('aria-label', 'd4 white');
  await square(page, 'd3').click();
  await expect(feedback).toHaveText('The white disc you caught turned black (d4).');
  await expect(square(page, 'd4')).toHaveAttribute('aria-label', 'd4 black');
  await expect(square(page, 'd4')).toHaveClass(/flipped/);
  await expect(page.locator('#black-count')).toHaveText('4');
  await expect(page.locator('#move-log')).toContainText('Black played d3, 1 disc turned');
  await screenshot(page, 'lesson-place');
  await next.click();

  // Only the move that turns three is taken.
  await expect(page.locator('#lesson-progress')).toHaveText('Step 2 of 4');
  await square(page, 'c3').click();
  await expect(feedback).toHaveText('c3 turns only 1. Look for a square that catches discs in two lines.');
  await expect(square(page, 'c3')).toHaveAttribute('aria-label', 'c3 empty, legal move');
  await square(page, 'c4').click();
  await expect(feedback).toHaveText('Three discs turned, in two lines (d4 e4 d5).');
  for (const name of ['d4', 'e4', 'd5']) await expect(square(page, name)).toHaveClass(/flipped/);
  await next.click();

  // White has no move after Black's: it passes, and Black plays again.
  await expect(page.locator('#lesson-title')).toHaveText('Passing');
  await square(page, 'd1').click();
  await expect(page.locator('#status')).toHaveText('White passes');
  await expect(feedback).toHaveText('White could not catch any of your discs, so White passed. It is your move again.');
  await expect(square(page, 'f4')).toHaveAttribute('aria-label', 'f4 empty, legal move');
  await square(page, 'f4').click();
  await expect(feedback).toHaveText('You pass too when you cannot move — but never while you can.');
  await next.click();

  // The last square, then who won: the counts decide.
  await expect(page.locator('#lesson-title')).toHaveText('The end and who wins');
  await expect(page.locator('#white-count')).toHaveText('38');
  await square(page, 'f8').click();
  await expect(page.locator('#lesson-text')).toHaveText('The board is full: the game is over. Who won?');
  await expect(page.locator('#black-count')).toHaveText('34');
  await expect(page.locator('#white-count')).toHaveText('30');
  await page.locator('#lesson-white').click();
  await expect(feedback).toHaveText('Count again: Black has 34 discs, White 30.');
  await page.locator('#lesson-black').click();
  await expect(feedback).toHaveText('Yes: Black wins 34 to 30. Whoever has more discs at the end wins.');
  await expect(page.locator('#black-player')).toHaveClass(/winner/);
  await expect(next).toHaveText('Finish');
  await next.click();

  await expect(page.locator('#lesson-title')).toHaveText('You know the rules');
  await expect(page.locator('#lesson-text')).toContainText('the easiest computer opponent, random');
  expect(requests).toEqual([]);

  // The first game: against the easiest opponent, the learner playing black.
  await context.setOffline(false);
  const before = page.url();
  await page.locator('#lesson-play').click();
  await expect(lesson).toBeHidden();
  await expect(page).not.toHaveURL(before);
  expect(await waitForPhase(page, ['move'])).toBe('move');
  expect(await gamePlayers(page)).toEqual(['human', 'random']);
  await expect(page.locator('#new-game')).toBeVisible();

  // Offered once: not again on the next visit.
  await page.goto(`${server.url}?lang=en&pause=0`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#lesson-button')).toBeVisible();
  await expect(lesson).toBeHidden();
});

test('the lesson is gone through with the keyboard alone, in Japanese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${server.url}?black=human&white=human&pause=0`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#lesson')).toBeHidden();
  const game = gameId(page);

  // From the top bar.
  await page.locator('#lesson-button').focus();
  await expect(page.locator('#lesson-button')).toHaveAccessibleName('ルールを覚える');
  await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-title')).toHaveText('石を置く');
  await expect(page.locator('#lesson-progress')).toHaveText('ステップ 1 / 4');
  const focused = () => page.evaluate(() => document.activeElement?.dataset.square ?? document.activeElement?.id);
  const keys = async (...names) => {
    for (const name of names) await page.keyboard.press(name);
  };
  const feedback = page.locator('#lesson-feedback');

  // The board has the focus, at d3; Enter plays the square focused.
  expect(await focused()).toBe('d3');
  await expect(square(page, 'd3')).toHaveAttribute('aria-label', 'd3 空き、打てます');
  await keys('ArrowLeft', 'ArrowLeft', 'Enter'); // b3: nothing to catch
  await expect(feedback).toHaveText('b3 に置いても白石をはさめません。点の付いたマスを選んでください。');
  await keys('ArrowRight', 'ArrowRight', 'Enter'); // d3
  await expect(feedback).toHaveText('はさんだ白石が黒に変わりました (d4)。');
  expect(await focused()).toBe('lesson-next');
  await page.keyboard.press('Enter');

  expect(await focused()).toBe('d3');
  await keys('ArrowLeft', 'ArrowDown', 'Enter'); // c4
  await expect(feedback).toHaveText('2 列で 3 枚返りました (d4 e4 d5)。');
  await page.keyboard.press('Enter');

  await keys('ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowRight', 'Enter'); // from c4 to d1
  await expect(feedback).toHaveText('白はどこにも打てないのでパスしました。もう一度あなたの番です。');
  await keys('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'Enter'); // f4
  await expect(feedback).toHaveText('あなたも打てる場所がないときはパスです。打てる場所があるときはパスできません。');
  await page.keyboard.press('Enter');

  await keys('ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'Enter'); // f8
  await expect(page.locator('#lesson-text')).toHaveText('盤が埋まり、対局は終わりました。勝ったのはどちら?');
  expect(await focused()).toBe('lesson-black');
  await page.keyboard.press('Enter');
  await expect(feedback).toHaveText('正解: 黒 34、白 30 で黒の勝ちです。最後に石が多いほうが勝ちます。');
  await page.keyboard.press('Enter');
  await expect(page.locator('#lesson-title')).toHaveText('ルールはこれで全部です');
  expect(await focused()).toBe('lesson-play');

  // Escape leaves, and the game that was on the board comes back.
  await page.keyboard.press('Escape');
  await expect(page.locator('#lesson')).toBeHidden();
  await expect(page.locator('#status')).toHaveText('次の番: 黒');
  expect(gameId(page)).toBe(game);
  await expect(square(page, 'd4')).toHaveAttribute('aria-label', 'd4 白');
  expect(await focused()).toBe('lesson-button');
  await context.close();
});

test('leaving in the middle gives the game back', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await square(page, 'f5').click();
  await waitForPhase(page, ['move']);
  const game = gameId(page);
  await page.locator('#lesson-button').click();
  await expect(page.locator('#new-game')).toBeHidden();
  // The lesson's first position, the standard start, is on the board instead of the game's.
  await expect(square(page, 'e5')).toHaveAttribute('aria-label', 'e5 white');
  await page.locator('#lesson-leave').click();
  await expect(page.locator('#lesson')).toBeHidden();
  await expect(square(page, 'f5')).toHaveAttribute('aria-label', /^f5 black/);
  await expect(page.locator('#status')).toHaveText('White to move');
  expect(gameId(page)).toBe(game);
});

test('the first visit offers the lesson once, in either language, never over a link', async ({ browser }) => {
  for (const [locale, title] of [
    ['en-US', 'New to Reversi?'],
    ['ja-JP', 'リバーシは初めてですか?'],
  ]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForPhase(page, ['move']);
    await expect(page.locator('#lesson')).toBeVisible();
    await expect(page.locator('#lesson-offer-title')).toHaveText(title);
    // Offered beside the game, which goes on meanwhile.
    await square(page, 'd3').click();
    await expect(square(page, 'd3')).toHaveAttribute('aria-label', /^d3 (black|黒)/);
    await page.locator('#lesson-dismiss').click();
    await expect(page.locator('#lesson')).toBeHidden();
    await page.reload();
    await waitForPhase(page, ['move', 'computer']);
    await expect(page.locator('#lesson-button')).toBeVisible();
    await expect(page.locator('#lesson')).toBeHidden();
    await context.close();
  }

  // A link to a game, with players or a set-up, or to an online game: never offered.
  const created = await (await fetch(`${server.url}api/online`, { method: 'POST', body: '{"color":"black"}' })).json();
  for (const link of [
    `?black=human&white=level-1`,
    `?setup=f5d6`,
    new URL(created.links.opponent, server.url).search,
  ]) {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}${link}`);
    await expect(square(page, 'd4')).toHaveAttribute('aria-label', /^d4/);
    await page.waitForFunction(() => document.body.dataset.phase !== 'loading');
    await expect(page.locator('#lesson-button')).toBeVisible();
    await expect(page.locator('#lesson'), link).toBeHidden();
    // Still offered on a later visit of the page itself.
    await page.goto(server.url);
    await waitForPhase(page, ['move']);
    await expect(page.locator('#lesson'), link).toBeVisible();
    await context.close();
  }
});

// The lesson carries its positions written out, so that it needs no server: each must be
// what the server's rules say, the moves offered and the discs each turns.
test("the lesson's positions are the server's rules", async ({ page, request }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  const steps = await page.evaluate(async () => (await import('/js/lesson-steps.js')).LESSON_STEPS);
  expect(steps.map((step) => step.id)).toEqual(['place', 'flip', 'pass', 'end']);
  for (const step of steps) {
    const setup = `${step.board} X`;
    let game = await (await request.post(`${server.url}api/games`, { data: { black: 'human', white: 'human', setup } })).json();
    expect(game.legal.sort(), step.id).toEqual(Object.keys(step.turns[0]).sort());
    for (const [index, turn] of step.turns.entries()) {
      const legal = Object.keys(turn).filter((move) => game.legal.includes(move));
      expect(game.to_move, step.id).toBe('black');
      expect(game.legal.sort(), `${step.id} turn ${index}`).toEqual(legal.sort());
      // Each move of the turn, tried from the turn's position: the discs it turns.
      for (const move of legal) {
        const trial = await (
          await request.post(`${server.url}api/games`, {
            data: { black: 'human', white: 'human', setup: `${game.board} X` },
          })
        ).json();
        const played = await (await request.post(`${server.url}api/games/${trial.id}/moves`, { data: { move } })).json();
        const ply = played.plies.find((entry) => entry.move === move);
        expect([...ply.flipped].sort(), `${step.id} ${move}`).toEqual([...turn[move]].sort());
        // Between two turns White passes; after the last, the end step's game is over.
        if (index + 1 < step.turns.length) expect(played.plies.at(-1)).toMatchObject({ move: 'pass', color: 'white' });
        if (step.id === 'end') expect(played.result).toMatchObject({ black: 34, white: 30, winner: 'black' });
      }
      if (index + 1 < step.turns.length) {
        const first = Object.keys(turn)[0];
        game = await (await request.post(`${server.url}api/games/${game.id}/moves`, { data: { move: first } })).json();
      }
    }
  }
});

// The lesson's button joins the top bar: on a phone the bar still holds the title and its
// three buttons on one line, above the board.
test('the top bar keeps its buttons on one line on a phone', async ({ browser }) => {
  for (const [width, height, locale] of [
    [320, 640, 'en-US'],
    [390, 844, 'ja-JP'],
    [390, 844, 'en-US'],
  ]) {
    const context = await browser.newContext({ viewport: { width, height }, locale });
    const page = await context.newPage();
    await page.goto(`${server.url}?black=human&white=human`);
    await waitForPhase(page, ['move']);
    const tops = await page
      .locator('.top-buttons .button')
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${width}x${height} ${locale}`).toBe(1);
    const bar = await page.locator('.top-bar').boundingBox();
    const scoreboard = await page.locator('.scoreboard').boundingBox();
    expect(bar.height, `${width}x${height} ${locale}`).toBeLessThan(60);
    expect(scoreboard.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(page.locator('#lesson-button')).toHaveAccessibleName(locale === 'ja-JP' ? 'ルール' : 'Rules');
    await context.close();
  }
});
