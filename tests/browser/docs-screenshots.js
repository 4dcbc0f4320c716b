// Takes the screenshots in docs/: each of issue 23's features at desktop (1280x800) and phone
// (390x844) sizes, in English and in Japanese, named screenshot-FEATURE-SIZE-LANG.png:
// - hints: a game in its middle against level-3, hints on, the last move and its flips
//   highlighted, the best line written out (on the desktop, the best move pointed at, so
//   that its line is numbered on the board);
// - review: the review of a finished game, each mistake with its refutation;
// - editor: the position editor with a midgame position set up;
// - dark-flipped: the dark colours, on a board seen from white's side by a player of white;
// - your-games: "Your games" with a few games and a file just imported (desktop), and with
//   an online game played in that browser (phone);
// - balanced: a game after a balanced random opening (desktop; also its evaluation graph a
//   few turns later, screenshot-balanced-graph.png, English only) and the New game
//   dialog's option for it (phone);
// - lesson: the lesson of the rules, offered on a first visit, at its second step once the
//   move that turns three discs is played;
// - opponents: the New game dialog's opponents, level-6 chosen with its strength;
// - analysis: the analysis board on a midgame position, searched to the depth chosen;
// - open-table: the New game dialog's online choice with a public game of another
//   player's waiting in the open table;
// - draw-offer: an online game in which the opponent has offered a draw.
// Run: cd tests/browser && node docs-screenshots.js [FILE...]   (REVERSI_BINARY as for the
// tests; FILE: only these screenshots, e.g. screenshot-your-games-phone-ja.png)
import { chromium } from '@playwright/test';
import path from 'node:path';
import config from './playwright.config.js';
import { startServer, repository } from './support/server.js';
import { waitForPhase } from './support/page.js';

// Twenty plies of a game between two computer levels; black (the person) is to move.
const OPENING = 'd3c5e6d2c3e3c4b5b4d6c2e2b3c1b2f4d1e1f5g5';

// Nine plies in which both sides make mistakes; black wins 13-0.
const SHORT_GAME = 'd3c3b3d2e1d6d7e3f4';

async function shoot(browser, url, { viewport, locale, file, pointAtBest = false, dark = false }) {
  const context = await browser.newContext({ viewport, locale, colorScheme: dark ? 'dark' : 'light' });
  const page = await context.newPage();
  // In the dark shot the person plays white: the board is seen from white's side by itself.
  const players = dark ? 'black=level-3&white=human' : 'black=human&white=level-3';
  await page.goto(`${url}?${players}&pause=0&setup=${OPENING}`);
  await waitForPhase(page, ['move']);
  await page.locator('#hints').check();
  // Play the move the hints rate best, so the computer answers and the marks are fresh.
  await page.locator('.square.best').first().waitFor();
  await page.locator('.square.best').first().click();
  await waitForPhase(page, ['move']);
  await page.locator('.square.best').first().waitFor();
  await page.locator('#graph svg polyline').waitFor();
  if (pointAtBest) await page.locator('.square.best').first().hover();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(repository, 'docs', file) });
  await context.close();
}

async function shootReview(browser, url, { viewport, locale, file }) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(`${url}?black=human&white=human&setup=${SHORT_GAME}`);
  await waitForPhase(page, ['over']);
  await page.locator('#game-over-close').click();
  await page.locator('.analysis-line').first().waitFor();
  // On a phone the analysis is below the board: scroll to it, as a player would.
  if (viewport.width < 600) await page.locator('#analysis-panel').evaluate((panel) => panel.scrollIntoView());
  await page.screenshot({ path: path.join(repository, 'docs', file) });
  await context.close();
}

// A midgame position set up in the editor, white to move.
const EDITED = { black: ['c3', 'd3', 'e3', 'd4', 'e4', 'f4', 'c5'], white: ['c4', 'd5', 'e5', 'f5', 'e6', 'b4'] };

async function shootEditor(browser, url, { viewport, locale, file }) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(`${url}?black=human&white=level-3`);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  await page.locator('#new-game-editor').click();
  await page.locator('#editor-clear').click();
  for (const color of ['black', 'white']) {
    await page.locator(`#editor-dialog input[name="paint"][value="${color}"]`).check();
    for (const square of EDITED[color]) await page.locator(`#editor-board [data-square="${square}"]`).click();
  }
  await page.locator('#editor-dialog input[name="toMove"][value="white"]').check();
  await page.locator('#editor-play:enabled').waitFor();
  await page.screenshot({ path: path.join(repository, 'docs', file) });
  await context.close();
}

// "Your games" after three games in one browser: a finished one between two people, one
// against level-3 left in its middle, and one between two computers; then a GGF file of
// two games imported.
async function shootYourGames(browser, url, { viewport, locale, file }) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  for (const query of [
    `black=level-1&white=level-4`,
    `black=human&white=human&setup=${SHORT_GAME}`,
    `black=human&white=level-3&setup=${OPENING}`,
  ]) {
    await page.goto(`${url}?pause=0&${query}`);
    await waitForPhase(page, ['move', 'over']);
  }
  await page.locator('#your-games').click();
  await page.locator('#games-dialog .game-entry').nth(2).waitFor();
  const start = '---------------------------O*------*O---------------------------';
  const club = ['F5D6C3D3C4F4F6F3E6E7', 'F5F6E6F4E3C5C4E7'].map(
    (moves) => `(;GM[Othello]PC[club]PB[Ann]PW[Ben]RE[?]TY[8]BO[8 ${start} *]${movesGgf(moves)};)`,
  );
  await page.locator('#games-import-file').setInputFiles({
    name: 'club.ggf',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${club.join('\n')}\n`),
  });
  await page.locator('#games-dialog .game-entry').nth(4).waitFor();
  await page.screenshot({ path: path.join(repository, 'docs', file) });
  await context.close();
}

// "B[F5]W[D6]..." for moves written one after another.
function movesGgf(moves) {
  const squares = moves.match(/../g);
  return squares.map((square, index) => `${index % 2 === 0 ? 'B' : 'W'}[${square}]`).join('');
}

// An online game played to its end by two browsers through their seat links, then the
// first one's "Your games", where that game now is.
async function shootOnlineInList(browser, url, { viewport, locale, file }) {
  const created = await fetch(`${url}api/online`, {
    method: 'POST',
    body: JSON.stringify({ color: 'black' }),
  }).then((response) => response.json());
  const guestSeat = new URL(created.links.opponent, url).searchParams.get('seat');
  const players = [];
  for (const seat of [created.seat, guestSeat]) {
    const context = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The link keeps the seat in this browser's storage, as the opponent's link does.
    await page.goto(`${url}?online=${created.game}&seat=${seat}`);
    players.push({ context, page });
  }
  const phase = (page) => page.evaluate(() => document.body.dataset.phase);
  for (const [index, square] of SHORT_GAME.match(/../g).entries()) {
    const { page } = players[index % 2];
    await page.waitForFunction(() => document.body.dataset.phase === 'move');
    await page.locator(`#board [data-square="${square}"]`).click();
    if (index < 8) await page.waitForFunction(() => document.body.dataset.phase !== 'move');
  }
  const [host] = players;
  while ((await phase(host.page)) !== 'over') await host.page.waitForTimeout(50);
  await host.page.locator('#your-games').click();
  await host.page.locator('#games-dialog .game-entry').first().waitFor();
  await host.page.waitForTimeout(300);
  await host.page.screenshot({ path: path.join(repository, 'docs', file) });
  for (const { context } of players) await context.close();
}

// A game against level-3 started from the New game dialog with a balanced random opening;
// `dialogOnly`: the dialog itself, the option on; `graphFile`: the evaluation graph a few
// turns later, taken too.
async function shootBalanced(browser, url, { viewport, locale, file, dialogOnly = false, graphFile = null }) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(`${url}?black=human&white=level-3&pause=0`);
  await waitForPhase(page, ['move']);
  await page.locator('#new-game').click();
  const option = page.locator('#new-game-dialog input[name="balancedOpening"]');
  await option.check();
  if (dialogOnly) {
    await option.scrollIntoViewIfNeeded();
  } else {
    await page.locator('#new-game-start').click();
    await waitForPhase(page, ['move']);
    await page.locator('#hints').check();
    await page.locator('.square.best').first().click();
    await waitForPhase(page, ['move']);
    await page.locator('.square.best').first().waitFor();
  }
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(repository, 'docs', file) });
  if (graphFile) {
    // A few turns more, then the graph alone: its line starts at the opening's end.
    for (let turn = 0; turn < 4; turn++) {
      await page.locator('.square.best').first().click();
      await waitForPhase(page, ['move']);
      await page.locator('.square.best').first().waitFor();
    }
    await page.locator('#graph svg polyline').waitFor();
    await page.locator('#graph:not([aria-busy])').waitFor();
    await page.locator('#graph-panel').screenshot({ path: path.join(repository, 'docs', graphFile) });
  }
  await context.close();
}

// The page at `query` once a person may move, after `act(page)`.
async function shootAfter(browser, url, { viewport, locale, file }, query, act) {
  const context = await browser.newContext({ viewport, locale });
  const page = await context.newPage();
  await page.goto(`${url}${query}`);
  await waitForPhase(page, ['move']);
  await act(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(repository, 'docs', file) });
  await context.close();
}

// The lesson as a first visit offers it, at its second step with its move played.
const shootLesson = (browser, url, shot) =>
  shootAfter(browser, url, shot, '', async (page) => {
    await page.locator('#lesson-start').click();
    await page.locator('#board [data-square="d3"]').click();
    await page.locator('#lesson-next').click();
    await page.locator('#board [data-square="c4"]').click();
    await page.locator('#lesson-next:visible').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
  });

// New game against the computer, level-6 chosen: whom each opponent suits, and its details.
const shootOpponents = (browser, url, shot) =>
  shootAfter(browser, url, shot, '?black=human&white=level-6&pause=0', async (page) => {
    await page.locator('#new-game').click();
    await page.locator('.opponent-card:has(input:checked)').waitFor();
  });

// The analysis board: a midgame position of two people, every move scored to depth 16.
const shootAnalysis = (browser, url, shot) =>
  shootAfter(browser, url, shot, `?black=human&white=human&pause=0&setup=${OPENING}`, async (page) => {
    await page.locator('#hints').check();
    await page.locator('#deepen-limit').selectOption('depth16');
    await page.locator('#deepen').check();
    await page.locator('#deepening').filter({ hasText: '16' }).waitFor({ timeout: 60_000 });
    // On a phone the switch is below the board: the board's last rows and the switch, as a
    // player scrolls to them.
    if (page.viewportSize().width < 600) await page.locator('#deepening').evaluate((line) => line.scrollIntoView({ block: 'end' }));
  });

// A public game made by another player, with a clock, then the dialog of one who looks for one.
const shootOpenTable = async (browser, url, shot) => {
  await fetch(`${url}api/online`, {
    method: 'POST',
    body: JSON.stringify({ color: 'white', clock: { minutes: 5, increment: 3 }, public: true }),
  });
  await shootAfter(browser, url, shot, '?black=human&white=level-3&pause=0', async (page) => {
    await page.locator('#new-game').click();
    await page.locator('#new-game-dialog input[name="mode"][value="online"]').check();
    await page.locator('#new-game-dialog [data-open-games] button').first().waitFor();
    await page.locator('#open-table-title').scrollIntoViewIfNeeded();
  });
};

// An online game a few moves in, from the side of the player whom the opponent offers a draw.
async function shootDrawOffer(browser, url, { viewport, locale, file }) {
  const created = await fetch(`${url}api/online`, { method: 'POST', body: JSON.stringify({ color: 'black' }) }).then(
    (response) => response.json(),
  );
  const guestSeat = new URL(created.links.opponent, url).searchParams.get('seat');
  const players = [];
  for (const seat of [created.seat, guestSeat]) {
    const context = await browser.newContext({ viewport, locale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${url}?online=${created.game}&seat=${seat}`);
    players.push({ context, page });
  }
  for (const [index, square] of ['f5', 'd6', 'c3', 'd3'].entries()) {
    const { page } = players[index % 2];
    await page.waitForFunction(() => document.body.dataset.phase === 'move');
    await page.locator(`#board [data-square="${square}"]`).click();
  }
  const [host, guest] = players;
  await host.page.waitForFunction(() => document.body.dataset.phase === 'move');
  await host.page.locator('#online-draw').click();
  await guest.page.locator('#online-draw-answer:not([hidden])').waitFor();
  if (viewport.width < 600) await guest.page.locator('#online-draw-answer').scrollIntoViewIfNeeded();
  await guest.page.waitForTimeout(300);
  await guest.page.screenshot({ path: path.join(repository, 'docs', file) });
  for (const { context } of players) await context.close();
}

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const LOCALES = { en: 'en-US', ja: 'ja-JP' };

// How each feature is shot at a size, given {viewport, locale, file}.
const FEATURES = {
  hints: (size) => (browser, url, shot) => shoot(browser, url, { ...shot, pointAtBest: size === 'desktop' }),
  review: () => shootReview,
  editor: () => shootEditor,
  'dark-flipped': () => (browser, url, shot) => shoot(browser, url, { ...shot, dark: true }),
  'your-games': (size) => (size === 'desktop' ? shootYourGames : shootOnlineInList),
  balanced: (size) => (browser, url, shot) =>
    shootBalanced(browser, url, {
      ...shot,
      dialogOnly: size === 'phone',
      graphFile: shot.file === 'screenshot-balanced-desktop-en.png' ? 'screenshot-balanced-graph.png' : null,
    }),
  lesson: () => shootLesson,
  opponents: () => shootOpponents,
  analysis: () => shootAnalysis,
  'open-table': () => shootOpenTable,
  'draw-offer': () => shootDrawOffer,
};

const SHOTS = {};
for (const [feature, how] of Object.entries(FEATURES)) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const [language, locale] of Object.entries(LOCALES)) {
      const file = `screenshot-${feature}-${size}-${language}.png`;
      SHOTS[file] = (browser, url) => how(size)(browser, url, { viewport, locale, file });
    }
  }
}

const wanted = process.argv.slice(2);
for (const file of wanted) {
  if (!(file in SHOTS)) throw new Error(`no screenshot ${file} (${Object.keys(SHOTS).join(', ')})`);
}
const server = await startServer();
const browser = await chromium.launch(config.use.launchOptions);
try {
  for (const [file, take] of Object.entries(SHOTS)) {
    if (wanted.length === 0 || wanted.includes(file)) await take(browser, server.url);
  }
} finally {
  await browser.close();
  await server.stop();
}
