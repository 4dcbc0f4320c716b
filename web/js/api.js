// The HTTP API of `reversi serve` (docs/api.md). The server decides everything about the
// rules; this module only carries requests and turns failures into ApiError.

import { playerToken } from './browser-token.js';
import { staticSite } from './site-mode.js';

/** A request the server refused (status >= 400) or could not be reached (status 0). */
export class ApiError extends Error {
  constructor(status, message, game = null, reason = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    // On 409 the server sends the game as it really is, so the page can catch up.
    this.game = game;
    // What is wrong as a code and its facts, for the page to say in its language.
    this.reason = reason;
  }
}

// The header that names this browser to the server: the games it starts are listed for it.
const PLAYER_HEADER = 'Reversi-Player';

// Run when a request reaches the server after one could not (offline-sync.js).
const serverBackListeners = [];
let unreachable = false;

/** Calls `listener` each time a request reaches the server after one could not. */
export function onServerBack(listener) {
  serverBackListeners.push(listener);
}

/** `raw`: a body sent as it is (a file), not as JSON. */
async function request(method, path, body, { asPlayer = false, raw = false } = {}) {
  // A static site's host has no API: every request is one that cannot reach a server.
  if (staticSite) throw new ApiError(0, 'this copy of the page has no server');
  const options = { method, headers: { Accept: 'application/json' } };
  if (asPlayer) options.headers[PLAYER_HEADER] = playerToken();
  if (raw) {
    options.headers['Content-Type'] = 'application/octet-stream';
    options.body = body;
  } else if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, options);
  } catch (error) {
    unreachable = true;
    throw new ApiError(0, error.message);
  }
  if (unreachable) {
    unreachable = false;
    for (const listener of serverBackListeners) listener();
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    // A body that is not JSON (a proxy's error page, say) is reported by its status.
  }
  if (!response.ok) {
    throw new ApiError(response.status, data?.error ?? `HTTP ${response.status}`, data?.game ?? null, data?.reason ?? null);
  }
  return data;
}

const game = (id) => `api/games/${encodeURIComponent(id)}`;

export const api = {
  opponents: () => request('GET', 'api/opponents'),
  /**
   * setup: {black, white, setup?, offline_id?, continues?} (offline_id: a game played
   * offline, stored once; continues: the server's game it was taken over from).
   */
  createGame: (setup) => request('POST', 'api/games', setup, { asPlayer: true }),
  /** A page of the games started in this browser, newest first; `before`: the last page's `next`. */
  listGames: ({ limit, before } = {}) => {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (before) query.set('before', before);
    const text = query.toString();
    return request('GET', `api/games${text ? `?${text}` : ''}`, undefined, { asPlayer: true });
  },
  /**
   * The games of a GGF, transcript or WTHOR file, into this browser's list: all or none,
   * or with `skipBad` those that read. `name` labels the server's errors and tells WTHOR by
   * its .wtb; answers {ids, already_stored, skipped}.
   */
  importGames: (file, name, skipBad = false) => {
    const query = new URLSearchParams();
    if (name) query.set('name', name);
    if (skipBad) query.set('skip_bad', '1');
    const text = query.toString();
    return request('POST', `api/games/import${text ? `?${text}` : ''}`, file, { asPlayer: true, raw: true });
  },
  /** The ended rounds of the online matches whose seats this browser keeps, into its list. */
  addOnlineGames: (seats) => request('POST', 'api/games/online', { seats }, { asPlayer: true }),
  /** Where the game is saved from as a file: format 'ggf' or 'transcript'. */
  exportPath: (id, format) => `${game(id)}/export?format=${format}`,
  /** Both sides' legal moves in a position (64 squares and the side to move), before a game. */
  position: (setup) => request('POST', 'api/positions', { setup }),
  getGame: (id) => request('GET', game(id)),
  move: (id, ply, move) => request('POST', `${game(id)}/moves`, { move, ply }),
  /** found: the move and reason the engine in this browser chose; without it the server searches. */
  computerMove: (id, ply, found = null) =>
    request('POST', `${game(id)}/computer-move`, found ? { ply, move: found.move, reason: found.reason } : { ply }),
  undo: (id, ply) => request('POST', `${game(id)}/undo`, { ply }),
  redo: (id, ply) => request('POST', `${game(id)}/redo`, { ply }),
  cursor: (id, ply, to) => request('POST', `${game(id)}/cursor`, { ply, to }),
  hints: (id) => request('GET', `${game(id)}/hints`),
  analysis: (id) => request('GET', `${game(id)}/analysis`),
  /** settings: {color, clock, public} (docs/protocol.md); answers {game, seat, color, public, links}. */
  createOnline: (settings) => request('POST', 'api/online', settings),
  /** The open table: {games: [{game, host_color, clock, created}]}, newest first. */
  openGames: () => request('GET', 'api/online/open'),
  /** Takes the guest's seat of a public game, if nobody has: answers {game, seat, color}. */
  joinOnline: (id) => request('POST', `api/online/${encodeURIComponent(id)}/join`, {}),
};
