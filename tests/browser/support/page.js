// Reading and driving the page the way a player does: through the squares' accessible
// names ("d3 empty, legal move", "d4 white"), the buttons and the status line.

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { repository } from './server.js';

const SCREENSHOTS = path.join(repository, 'build/browser-screenshots');

/** Saves a screenshot of the page under build/browser-screenshots/NAME.png. */
export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/**
 * Waits until the page is waiting for one of `phases` (body[data-phase]: busy, move,
 * computer, over) and returns it. Every animation and computer move has ended by then.
 */
export async function waitForPhase(page, phases, timeout = 60_000) {
  const handle = await page.waitForFunction(
    (wanted) => wanted.includes(document.body.dataset.phase) && document.body.dataset.phase,
    phases,
    { timeout },
  );
  return handle.jsonValue();
}

/**
 * Expects the page to come to `phase` within `timeout`. Unlike waitForPhase, a phase the
 * page is still in from before the last click does not count as the answer: use it when
 * that phase is among the ones the page may pass through.
 */
export async function expectPhase(page, phase, timeout = 60_000) {
  await expect
    .poll(() => page.evaluate(() => document.body.dataset.phase), { timeout, message: `phase ${phase}` })
    .toBe(phase);
}

/** Every square's accessible name, in board order a1, b1, ..., h8. */
export async function squareNames(page) {
  return page.locator('#board [data-square]').evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-label')),
  );
}

const ENGLISH_NAME = /^([a-h][1-8]) (black|white|empty)(, legal move)?/;

/**
 * The board as the English accessible names describe it: {discs: Map square -> colour,
 * legal: [squares], black, white}. Fails if a name does not start with its square.
 */
export async function readBoard(page) {
  const names = await squareNames(page);
  const discs = new Map();
  const legal = [];
  for (const name of names) {
    const match = ENGLISH_NAME.exec(name);
    expect(match, `accessible name "${name}"`).not.toBeNull();
    const [, square, contents, isLegal] = match;
    if (contents !== 'empty') discs.set(square, contents);
    if (isLegal) legal.push(square);
  }
  const black = [...discs.values()].filter((color) => color === 'black').length;
  return { discs, legal, black, white: discs.size - black };
}

/** The board from a 64-character position string of the API or CLI (X black, O white). */
export function discsOfPosition(position) {
  const discs = new Map();
  for (let index = 0; index < 64; index++) {
    const square = 'abcdefgh'[index % 8] + String(Math.floor(index / 8) + 1);
    if (position[index] === 'X') discs.set(square, 'black');
    if (position[index] === 'O') discs.set(square, 'white');
  }
  return discs;
}

/** Clicks the first square whose name says it is a legal move; returns that square. */
export async function playFirstLegalMove(page) {
  const button = page.getByRole('button', { name: /^[a-h][1-8] empty, legal move/ }).first();
  const square = await button.getAttribute('data-square');
  await button.click();
  return square;
}

/** The moves of the move list up to the current position (those taken back excluded). */
export async function playedMoves(page) {
  return page
    .locator('#move-list button.move:not(.undone):not(.move-start)')
    .evaluateAll((buttons) => buttons.map((button) => button.querySelector('.move-name').textContent));
}

/** Everything a player sees of the game, to compare two moments. */
export async function snapshot(page) {
  return {
    names: await squareNames(page),
    black: await page.locator('#black-count').textContent(),
    white: await page.locator('#white-count').textContent(),
    moves: await playedMoves(page),
    status: await page.locator('#status').textContent(),
  };
}

export function gameId(page) {
  return new URL(page.url()).searchParams.get('game');
}

/**
 * The page's result of a game over with these discs, {text, winner}: the federations'
 * score gives the empty squares to the winner, and the discs are said beside.
 */
export function expectedResult(black, white) {
  const empties = 64 - black - white;
  const discs = empties > 0 ? ` (discs: black ${black}, white ${white})` : '';
  if (black > white) return { text: `Black wins ${black + empties}-${white}${discs}`, winner: 'black' };
  if (white > black) return { text: `White wins ${white + empties}-${black}${discs}`, winner: 'white' };
  return { text: `Draw ${black + empties / 2}-${white + empties / 2}${discs}`, winner: 'draw' };
}

/**
 * Leaves the engine in the browser out, as a build without the module does, so that the
 * server answers every search: for tests that read or replace the server's answers.
 */
export async function withoutBrowserEngine(page) {
  await page.route('**/js/engine-files.js', (route) => route.fulfill({
    contentType: 'text/javascript',
    body: 'export const engineFiles = null;',
  }));
}

/** Fills the page's localStorage to the brim with entries of its own (`other-N`). */
export async function fillStorage(page) {
  await page.evaluate(() => {
    for (let chunk = 'x'.repeat(1 << 20), n = 0; chunk.length > 8; ) {
      try {
        localStorage.setItem(`other-${n++}`, chunk);
      } catch {
        chunk = chunk.slice(chunk.length / 2);
      }
    }
  });
}
