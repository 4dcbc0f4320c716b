// The games this browser referees while the server cannot be reached (local-referee.js),
// kept in localStorage so that they outlive the page until the server has stored them.
// Each gets an id made here, `offline_id`, that the server files it under (docs/api.md,
// POST /api/games): sending it again, after a lost answer, a reload mid-way or from a second
// tab, stores no second copy, so a game is sent until an answer says it is stored and is
// never dropped before. (Not an import, which tells games apart by their moves: two games
// alike would become one, and one played on would become two.) Stored, its entry keeps only
// the server's id for it, so that an address naming the offline game opens the stored one.

import { api } from './api.js';
import { randomToken } from './browser-token.js';
import { loadSetting, saveSetting, settingNames } from './settings.js';

const PREFIX = 'offline.';

const entryOf = (id) => loadSetting(PREFIX + id);

/** Keeps `game` as the browser's referee answered it. */
export function keepOfflineGame(game) {
  const entry = entryOf(game.id);
  // A game changed again after it was stored (in another tab) is a new game to send, so
  // that its new moves are not lost.
  const offlineId = entry?.game ? entry.offline_id : randomToken();
  saveSetting(PREFIX + game.id, { offline_id: offlineId, game });
}

/** The kept game `id` as last seen, waiting for the server; null when there is none. */
export function keptOfflineGame(id) {
  return entryOf(id)?.game ?? null;
}

/** The server's id for the game played offline as `id`, once it is stored there; or null. */
export function storedOfflineGame(id) {
  return entryOf(id)?.stored ?? null;
}

/** The ids of the kept games that wait for the server. */
export function waitingOfflineGames() {
  return settingNames(PREFIX)
    .map((name) => name.slice(PREFIX.length))
    .filter((id) => keptOfflineGame(id) !== null);
}

/**
 * Sends the kept game `id` to the server and answers the server's copy (its game), which
 * goes on from the position the game was kept at (the moves taken back are not sent).
 * Throws the ApiError when it is not stored (status 0: the server cannot be reached): the
 * game stays kept, to be sent again.
 */
export async function storeOfflineGame(id) {
  const { offline_id: offlineId, game } = entryOf(id);
  const stored = await api.createGame({
    black: game.black,
    white: game.white,
    ...(game.setup ? { setup: game.setup } : {}),
    offline_id: offlineId,
  });
  saveSetting(PREFIX + id, { stored: stored.id });
  return stored;
}
