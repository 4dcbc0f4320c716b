// Starting from a pasted transcript or position, and a clear message for a bad one.
import { test, expect } from './support/fixtures.js';
import { useServer, cliPosition } from './support/server.js';
import { waitForPhase, expectPhase, readBoard, discsOfPosition, playedMoves, snapshot, gameId } from './support/page.js';

const server = useServer(test);

test('a pasted transcript starts a game at its position', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  const firstGame = gameId(page);

  await page.locator('#paste-input').fill('f5 d6 c3 d3 c4');
  await page.locator('#paste-apply').click();
  await expect(page).not.toHaveURL(new RegExp(firstGame));
  await waitForPhase(page, ['move']);

  // The command-line program is the reference for the position.
  const expected = cliPosition(['--moves', 'f5d6c3d3c4']);
  const board = await readBoard(page);
  expect(board.discs).toEqual(discsOfPosition(expected.position));
  expect(board.discs.get('c4')).toBe('black');
  expect(board.discs.get('d4')).toBe('black');
  expect(board.legal).toEqual(expected.legal_moves);
  await expect(page.locator('#status')).toHaveText('White to move');
  await expect(page.locator('#black-count')).toHaveText(String(expected.black));
  await expect(page.locator('#white-count')).toHaveText(String(expected.white));
  expect(await playedMoves(page)).toEqual(['f5', 'd6', 'c3', 'd3', 'c4']);
  await expect(page.locator('#paste-error')).toBeEmpty();
});

test('a pasted 64-square position starts a game there', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  const position = 'O--------O------XXOO-------OO------OOO-------------------------- X';
  await page.locator('#paste-input').fill(position);
  await page.locator('#paste-apply').click();
  await expect(page.locator('#white-count')).toHaveText('9');
  await waitForPhase(page, ['move']);
  const board = await readBoard(page);
  expect(board.discs).toEqual(discsOfPosition(position));
  expect(board.legal).toEqual(['b1', 'c1', 'e3']);
  await expect(page.locator('#status')).toHaveText('Black to move');
});

test('a bad transcript is refused with a message naming the move', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=f5d6`);
  await waitForPhase(page, ['move']);
  const before = await snapshot(page);
  const url = page.url();

  await page.locator('#paste-input').fill('f5d6c3a1');
  await page.locator('#paste-apply').click();
  const message = page.locator('#paste-error');
  await expect(message).toHaveText(/^Move 4 'a1': not legal here \(legal: [a-h][1-8]( [a-h][1-8])*\)$/);
  await expect(page.locator('#paste-input')).toHaveAttribute('aria-invalid', 'true');

  // Nothing else changed: same game, same board.
  expect(page.url()).toBe(url);
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(before);

  // Something that is neither a transcript nor a position gets a message as well.
  await page.locator('#paste-input').fill('hello');
  await page.locator('#paste-apply').click();
  await expect(message).toHaveText("Move 1 'he': not a square (a1 to h8)");

  // An empty board is refused, as the editor refuses it, rather than started already over.
  await page.locator('#paste-input').fill(`${'-'.repeat(64)} X`);
  await page.locator('#paste-apply').click();
  await expect(message).toHaveText('neither side can move in this position: there is no game to play');
  expect(page.url()).toBe(url);
  expect(page.url()).toBe(url);
});

test('copying the transcript puts it on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${server.url}?black=human&white=human&setup=f5d6c3d3`);
  await waitForPhase(page, ['move']);
  await page.locator('#copy').click();
  await expect(page.locator('#copy-status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('f5d6c3d3');
});

// A game set up from a position is copied as its start and its moves: pasted back, it is
// the same game, not those moves from the usual start.
test("a set-up game's copied transcript keeps its start and pastes back", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const start = '-------------------X-------OX------XO--------------------------- X';
  await page.goto(`${server.url}?black=human&white=human&setup=${encodeURIComponent(start)}`);
  await waitForPhase(page, ['move']);
  await page.locator('[data-square="c4"]').click();
  await waitForPhase(page, ['move']);
  await page.locator('[data-square="c3"]').click();
  await waitForPhase(page, ['move']);
  const played = await snapshot(page);

  await page.locator('#copy').click();
  await expect(page.locator('#copy-status')).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${start} c4c3`);

  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  await page.locator('#paste-input').fill(copied);
  await page.locator('#paste-apply').click();
  await expect(page.locator('#paste-error')).toBeEmpty();
  await expect(page.locator('#move-list button.move:not(.move-start)')).toHaveCount(2);
  await waitForPhase(page, ['move']);
  expect(await snapshot(page)).toEqual(played);
});

// A finished game's transcript is some 120 characters: longer than a board's 64 squares,
// which once made the server read it as a board ("square 1 (a1): 'f' is not X, O, ...").
test.describe('a whole game', () => {
  test.use({ reducedMotion: 'reduce' });

  test("the page's copied transcript of a finished game pastes back, and works as ?setup=", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${server.url}?black=level-1&white=random&pause=0`);
    expect(await waitForPhase(page, ['over', 'move', 'computer'], 90_000)).toBe('over');
    const finished = await snapshot(page);
    await page.locator('#copy').click();
    await expect(page.locator('#copy-status')).toHaveText('Copied');
    const transcript = await page.evaluate(() => navigator.clipboard.readText());
    expect(transcript.length).toBeGreaterThanOrEqual(64);

    await page.goto(`${server.url}?black=human&white=human`);
    await waitForPhase(page, ['move']);
    await page.locator('#paste-input').fill(transcript);
    await page.locator('#paste-apply').click();
    await expect(page.locator('#paste-error')).toBeEmpty();
    await expectPhase(page, 'over');
    await expect(page.locator('#status')).toHaveText(finished.status);
    expect(await snapshot(page)).toEqual(finished);

    await page.goto(`${server.url}?black=human&white=human&setup=${transcript}`);
    expect(await waitForPhase(page, ['over', 'move'])).toBe('over');
    await expect(page.locator('#status')).toHaveText(finished.status);
    expect(await snapshot(page)).toEqual(finished);
    await expect(page.locator('#error')).toBeHidden();
  });
});

test('a bad ?setup= in the address starts the usual game and says why', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human&setup=f5d6a1`);
  expect(await waitForPhase(page, ['move'])).toBe('move');
  await expect(page.locator('#status')).toHaveText('Black to move');
  const board = await readBoard(page);
  expect(board.legal).toEqual(['d3', 'c4', 'f5', 'e6']);
  await expect(page.locator('#error-text')).toHaveText(
    "The address's starting position cannot be used (Move 3 'a1': not legal here (legal: c3 c4 c5 c6 c7)). " +
      'Started from the usual start instead.',
  );
});

// A player the address names that does not exist gives a game all the same: the opponent
// offered first plays that colour, and the page says so.
test('an unknown player in the address is replaced and named', async ({ page }) => {
  await page.goto(`${server.url}?black=level-99&white=human&pause=0`);
  expect(await waitForPhase(page, ['move'])).toBe('move');
  await expect(page.locator('#error-text')).toHaveText(
    "The address's player cannot be used (there is no black player 'level-99'). level-1 plays instead.",
  );
  // level-1 played Black's first move: it is White's turn, on a board of five discs.
  await expect(page.locator('#status')).toHaveText('White to move (you)');
  expect((await readBoard(page)).discs.size).toBe(5);
});

// The server's reasons are said in the page's language.
test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('a bad transcript, an unknown player and a bad ?setup= are explained in Japanese', async ({ page }) => {
    await page.goto(`${server.url}?black=human&white=human&setup=f5d6a1`);
    await waitForPhase(page, ['move']);
    await expect(page.locator('#error-text')).toHaveText(
      'アドレスの開始局面を使えません (3手目 a1: ここには打てません (打てるマス: c3 c4 c5 c6 c7))。通常の初期配置から始めました。',
    );

    await page.locator('#paste-input').fill('----');
    await page.locator('#paste-apply').click();
    await expect(page.locator('#paste-error')).toHaveText('盤面は64マスですが、4マスしかありません');

    await page.goto(`${server.url}?black=human&white=nobody`);
    await waitForPhase(page, ['move']);
    await expect(page.locator('#error-text')).toHaveText(
      'アドレスのプレイヤーを使えません (白のプレイヤー「nobody」はいません)。代わりに level-1 が打ちます。',
    );
  });
});
