// Who referees a local game: the server (docs/api.md) while it can be reached; once it
// cannot (no network, the server down), the engine in this browser, which takes the game
// over as the page last saw it (src/wasm/offline_games.h) and answers in the API's shapes,
// so that play goes on. A game started while the server cannot be reached is made there.
// Each change made in the browser is kept in it (offline-games.js), through reloads; once
// the server answers again, the game's next action or opening stores it there first, once,
// and goes on with the server's copy. Where the browser has no engine, the server's
// failure is reported as before.

import { api, ApiError } from './api.js';
import { browserMove, offlineReferee, randomSeed, startBrowserEngine } from './browser-engine.js';
import { keepOfflineGame, keptOfflineGame, storeOfflineGame, storedOfflineGame } from './offline-games.js';
import { tellOfflineNotKept, tellOfflineStored, tellOfflineWaiting } from './offline-sync.js';

const takenOver = new Set(); // the ids of the games the browser referees

const unreachable = (error) => error instanceof ApiError && error.status === 0;

// The browser's answer as the API's: the game, or its refusal thrown as an ApiError.
// `keep`: the answer changed the game, which is kept until the server stores it.
async function inBrowser(call, args, { keep = true } = {}) {
  const answer = await offlineReferee(call, args);
  if (!answer) return null;
  if (answer.error) throw new ApiError(answer.status ?? 400, answer.error, answer.game ?? null);
  takenOver.add(answer.game.id);
  if (keep && !keepOfflineGame(answer.game)) tellOfflineNotKept();
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

// Taking a game over changes nothing: it is kept once the browser changes it.
const adopt = (game) =>
  inBrowser('offlineAdopt', [
    game.id, game.black, game.white, game.start, recordedMoves(game), game.ply, game.balanced_opening?.number ?? 0,
  ], { keep: false });

const showInBrowser = (id) => inBrowser('offlineAct', [id, 'show', 0, '', '', 0, 0], { keep: false });

// The server's copy of a game refereed or kept here, once the server answers: the kept
// game stored there first. Null while it cannot be reached, or refuses to store it (the
// player is told why); the game then stays kept and refereed here.
async function backOnServer(id) {
  if (!navigator.onLine) return null;
  const kept = keptOfflineGame(id) !== null;
  try {
    const game = kept ? await storeOfflineGame(id) : await api.getGame(storedOfflineGame(id) ?? id);
    takenOver.delete(id);
    if (kept) tellOfflineStored(1);
    return game;
  } catch (error) {
    if (!unreachable(error)) tellOfflineWaiting(1, error);
    return null;
  }
}

// A kept game refereed here again, as it was last seen (after a reload).
async function restore(id) {
  if (!(await startBrowserEngine())) throw new ApiError(0, 'the server cannot be reached');
  return adopt(keptOfflineGame(id));
}

// `action` on `game` where it is refereed; a game of the server is taken over first when
// the server cannot be reached. serverRequest(id): the action on the server's game `id`.
// A computer move found here (`found`) is played as found on either side, never searched
// again.
async function act(game, serverRequest, action, { move = '', found = null, to = 0 } = {}) {
  const played = found ? [found.move, JSON.stringify(found.reason)] : [move, ''];
  const inThisBrowser = () => inBrowser('offlineAct', [game.id, action, game.ply, ...played, to, randomSeed()]);
  if (takenOver.has(game.id)) {
    const stored = await backOnServer(game.id);
    return stored ? serverRequest(stored.id) : inThisBrowser();
  }
  return serverOr(() => serverRequest(game.id), async () => (await adopt(game)) && inThisBrowser());
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

  /** The game `id` as it stands: a game played offline, once the server answers, as the server's copy. */
  getGame: async (id) => {
    if (takenOver.has(id)) return (await backOnServer(id)) ?? showInBrowser(id);
    if (keptOfflineGame(id)) return (await backOnServer(id)) ?? restore(id);
    return api.getGame(storedOfflineGame(id) ?? id);
  },
  move: (game, square) => act(game, (id) => api.move(id, game.ply, square), 'move', { move: square }),
  undo: (game) => act(game, (id) => api.undo(id, game.ply), 'undo'),
  redo: (game) => act(game, (id) => api.redo(id, game.ply), 'redo'),
  cursor: (game, to) => act(game, (id) => api.cursor(id, game.ply, to), 'cursor', { to }),
  /** The computer's move: found in this browser where it can be, stored by the server while it answers. */
  computerMove: async (game) => {
    const found = await browserMove(game);
    return act(game, (id) => api.computerMove(id, game.ply, found), 'computer', { found });
  },
};
