// The games this browser referees while the server cannot be reached (local-referee.js),
// kept in localStorage so that they outlive the page until the server has stored them.
// Each gets an id made here, `offline_id`, that the server files it under (docs/api.md,
// POST /api/games): sending it again, after a lost answer, a reload mid-way or from a second
// tab, stores no second copy, so a game is sent until an answer says it is stored and is
// never dropped before. (Not an import, which tells games apart by their moves: two games
// alike would become one, and one played on would become two.) Stored, its entry keeps only
// the server's id for it, so that an address naming the offline game opens the stored one;
// the newest of these are kept, not all, so that the browser's storage does not fill up
// with them. A copy of the page without a server (the static site) keeps its newest games
// and lets the oldest go when the storage is full: nothing else would ever free it.

import { api } from './api.js';
import { randomToken } from './browser-token.js';
import { forgetSetting, loadSetting, saveSetting, settingNames } from './settings.js';
import { staticSite } from './site-mode.js';

const PREFIX = 'offline.';
// The stored games whose offline ids are remembered: enough for the addresses a player
// still has open or bookmarked from their time offline.
const MOST_STORED_REMEMBERED = 100;

// What an entry holds: a game waiting for the server ({offline_id, at, game}) or the
// server's id for one stored ({stored, at}). Anything else was damaged (the storage edited
// or written by something else): it is never sent nor shown as a game.
const isGame = (game) =>
  typeof game === 'object' && game !== null && typeof game.id === 'string' && typeof game.black === 'string' &&
  typeof game.white === 'string' && typeof game.setup === 'string' && Array.isArray(game.undone);
const readable = (entry) =>
  typeof entry === 'object' && entry !== null &&
  (typeof entry.stored === 'string' || (typeof entry.offline_id === 'string' && isGame(entry.game)));
const entryOf = (id) => {
  const entry = loadSetting(PREFIX + id);
  return readable(entry) ? entry : null;
};
// The games this browser made while the server could not be reached (local-referee.js names them).
const madeOffline = (id) => id.startsWith('offline-');
const keptIds = () => settingNames(PREFIX).map((name) => name.slice(PREFIX.length));

// The ids of the entries `wanted` picks, oldest first (entries of pages before the time
// was kept count as oldest).
function oldestFirst(wanted) {
  return keptIds()
    .map((id) => ({ id, entry: entryOf(id) }))
    .filter(({ entry }) => entry && wanted(entry))
    .sort((a, b) => (a.entry.at ?? 0) - (b.entry.at ?? 0))
    .map(({ id }) => id);
}

function forgetOldStored() {
  const stored = oldestFirst((entry) => entry.stored);
  for (const id of stored.slice(0, Math.max(0, stored.length - MOST_STORED_REMEMBERED))) forgetSetting(PREFIX + id);
}

/**
 * Keeps `game` as the browser's referee answered it; false when the browser's storage
 * refuses it even after making room (the game then lives only as long as the page).
 */
export function keepOfflineGame(game) {
  const entry = entryOf(game.id);
  // A game changed again after it was stored (in another tab) is a new game to send, so
  // that its new moves are not lost.
  const offlineId = entry?.game ? entry.offline_id : randomToken();
  const kept = { offline_id: offlineId, at: Date.now(), game };
  if (saveSetting(PREFIX + game.id, kept)) return true;
  forgetOldStored();
  for (const id of oldestFirst((stored) => stored.stored)) {
    forgetSetting(PREFIX + id);
    if (saveSetting(PREFIX + game.id, kept)) return true;
  }
  // Games waiting for a server are never let go; without one, the oldest go first.
  if (staticSite) {
    for (const id of oldestFirst((waiting) => waiting.game && waiting.game.id !== game.id)) {
      forgetSetting(PREFIX + id);
      if (saveSetting(PREFIX + game.id, kept)) return true;
    }
  }
  return false;
}

/** The kept game `id` as last seen, waiting for the server; null when there is none. */
export function keptOfflineGame(id) {
  return entryOf(id)?.game ?? null;
}

/** The server's id for the game played offline as `id`, once it is stored there; or null. */
export function storedOfflineGame(id) {
  return entryOf(id)?.stored ?? null;
}

/** Forgets the kept entries that cannot be read (damaged); answers how many there were. */
export function forgetDamagedOfflineGames() {
  const damaged = keptIds().filter((id) => entryOf(id) === null);
  for (const id of damaged) forgetSetting(PREFIX + id);
  return damaged.length;
}

/** The ids of the kept games that wait for the server. */
export function waitingOfflineGames() {
  return keptIds().filter((id) => keptOfflineGame(id) !== null);
}

/**
 * Sends the kept game `id` to the server and answers the server's copy (its game), which
 * goes on from the position the game was kept at, the moves taken back there still to redo.
 * Throws the ApiError when it is not stored (status 0: the server cannot be reached): the
 * game stays kept, to be sent again.
 */
export async function storeOfflineGame(id) {
  const { offline_id: offlineId, game } = entryOf(id);
  const undone = game.undone.filter((move) => move !== 'pass').join('');
  const stored = await api.createGame({
    black: game.black,
    white: game.white,
    ...(game.setup ? { setup: game.setup } : {}),
    ...(game.balanced_opening ? { balanced_opening_number: game.balanced_opening.number } : {}),
    ...(undone ? { undone } : {}),
    offline_id: offlineId,
    // A game of the server taken over here keeps its id: the server's copy goes on as it.
    ...(madeOffline(id) ? {} : { continues: id }),
  });
  saveSetting(PREFIX + id, { stored: stored.id, at: Date.now() });
  forgetOldStored();
  return stored;
}
