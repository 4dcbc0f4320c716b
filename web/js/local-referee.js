// Who referees a local game: the server (docs/api.md) while it can be reached; once it
// cannot (no network, the server down), the engine in this browser, which takes the game
// over as the page last saw it (src/wasm/offline_games.h) and answers in the API's shapes,
// so that play goes on. A game taken over stays in the browser for the page's life; a new
// game started while the server cannot be reached is made there. Where the browser has no
// engine, the server's failure is reported as before.

import { api, ApiError } from './api.js';
import { browserMove, offlineReferee, randomSeed, startBrowserEngine } from './browser-engine.js';

const takenOver = new Set(); // the ids of the games the browser referees

const unreachable = (error) => error instanceof ApiError && error.status === 0;

// The browser's answer as the API's: the game, or its refusal thrown as an ApiError.
async function inBrowser(call, args) {
  const answer = await offlineReferee(call, args);
  if (!answer) return null;
  if (answer.error) throw new ApiError(answer.status ?? 400, answer.error, answer.game ?? null);
  takenOver.add(answer.game.id);
  return answer.game;
}

// The server's answer; when it cannot be reached, the browser's (`browser()`), if it has an
// engine to give one.
async function serverOr(request, browser) {
  try {
    return await request();
  } catch (error) {
    if (!unreachable(error) || !(await startBrowserEngine())) throw error;
    const game = await browser();
    if (!game) throw error;
    return game;
  }
}

// Every move recorded, the undone ones too, as a transcript (forced passes go without saying).
const recordedMoves = (game) =>
  [...game.plies.map((ply) => ply.move), ...game.undone].filter((move) => move !== 'pass').join('');

const adopt = (game) =>
  inBrowser('offlineAdopt', [
    game.id, game.black, game.white, game.start, recordedMoves(game), game.ply, game.balanced_opening?.number ?? 0,
  ]);

// `action` on `game` where it is refereed; a game of the server is taken over first when
// the server cannot be reached.
async function act(game, serverRequest, action, { move = '', to = 0 } = {}) {
  const inThisBrowser = () => inBrowser('offlineAct', [game.id, action, game.ply, move, to, randomSeed()]);
  if (takenOver.has(game.id)) return inThisBrowser();
  return serverOr(serverRequest, async () => (await adopt(game)) && inThisBrowser());
}

// A name for a game that only this browser has: never one of the server's (theirs have no dash).
const offlineId = () => `offline-${randomSeed().toString(36)}`;

export const referee = {
  /** Whether the browser referees the game `id` (the server has not seen its moves). */
  isOffline: (id) => takenOver.has(id),

  /** setup: {black, white, setup?, balanced_opening?}. */
  createGame: (setup) =>
    serverOr(() => api.createGame(setup), () =>
      inBrowser('offlineCreate', [
        offlineId(), setup.black, setup.white, setup.setup ?? '', Boolean(setup.balanced_opening), randomSeed(),
      ])),

  getGame: (id) => (takenOver.has(id) ? inBrowser('offlineAct', [id, 'show', 0, '', 0, 0]) : api.getGame(id)),
  move: (game, square) => act(game, () => api.move(game.id, game.ply, square), 'move', { move: square }),
  undo: (game) => act(game, () => api.undo(game.id, game.ply), 'undo'),
  redo: (game) => act(game, () => api.redo(game.id, game.ply), 'redo'),
  cursor: (game, to) => act(game, () => api.cursor(game.id, game.ply, to), 'cursor', { to }),
  /** The computer's move: found in this browser where it can be, stored by the server while it answers. */
  computerMove: (game) =>
    act(game, async () => api.computerMove(game.id, game.ply, await browserMove(game)), 'computer'),
};
