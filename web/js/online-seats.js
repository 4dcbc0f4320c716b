// Which seat of which online game this browser holds. A seat's secret is the only proof
// that a player owns it, so it lives in localStorage (keyed by game id) and never stays in
// the address bar, where it would end up in the history, bookmarks and shared screenshots.

import { loadSetting, saveSetting, forgetSetting, settingNames } from './settings.js';

const PREFIX = 'online.';
const key = (game) => `${PREFIX}${game}`;

/**
 * {seat, color?, links?, listed?} stored for the game (colour, links and whether it is on
 * the open table only for its creator), or null.
 */
export function storedSeat(game) {
  const entry = loadSetting(key(game));
  return typeof entry?.seat === 'string' ? entry : null;
}

/** Every seat this browser keeps: [{game, seat}], for "Your games" to ask for their games. */
export function heldSeats() {
  return settingNames(PREFIX)
    .map((name) => name.slice(PREFIX.length))
    .filter((game) => storedSeat(game) !== null)
    .map((game) => ({ game, seat: storedSeat(game).seat }));
}

export function rememberSeat(game, entry) {
  saveSetting(key(game), entry);
}

export function forgetSeat(game) {
  forgetSetting(key(game));
}

/** The page's address for an online game: the same for both players and spectators. */
export function onlinePath(game) {
  return `/?online=${encodeURIComponent(game)}`;
}

/**
 * For /?online=GAME&seat=SECRET (the link sent to the opponent): keeps the secret and takes
 * it out of the address bar. Returns the game id.
 */
export function takeSeatFromAddress(params) {
  const game = params.get('online');
  const seat = params.get('seat');
  if (seat) {
    // A link names its seat outright, so it replaces whatever this browser held for the game.
    rememberSeat(game, { seat });
    history.replaceState({ online: game }, '', onlinePath(game));
  }
  return game;
}
