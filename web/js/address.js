// The page's address: it names the game shown (?game=ID, or ?online=GAME for online play),
// can ask for a new game (?black=&white=&setup=), and lets a shared link or a test choose
// settings (?pause=, ?lang=). Each local game the page starts gets its own history entry.

import { HUMAN } from './players.js';
import { onlinePath } from './online-seats.js';

/** ?pause= (seconds, 0 to 10) and ?lang=, each only when the address has a usable one. */
export function settingsInAddress(params) {
  const settings = {};
  if (params.has('pause')) {
    const pause = Number(params.get('pause'));
    if (Number.isFinite(pause) && pause >= 0 && pause <= 10) settings.pause = pause;
  }
  if (params.has('lang')) settings.lang = params.get('lang');
  return settings;
}

/** The game {black, white, setup?} the address asks to start, or null when it asks for none. */
export function setupInAddress(params) {
  if (!(params.has('black') || params.has('white') || params.has('setup'))) return null;
  const setup = { black: params.get('black') ?? HUMAN, white: params.get('white') ?? HUMAN };
  if (params.has('setup')) setup.setup = params.get('setup');
  return setup;
}

/** Names the local game `id` in the address: a new history entry, or in place of this one. */
export function showGameInAddress(id, { replace }) {
  const url = new URL(location.href);
  url.search = `?game=${encodeURIComponent(id)}`;
  if (replace) history.replaceState({ game: id }, '', url);
  else history.pushState({ game: id }, '', url);
}

/** Names the local game `id` in the address, in place of this entry, unless it does already. */
export function nameGameInAddress(id) {
  if (new URLSearchParams(location.search).get('game') !== id) showGameInAddress(id, { replace: true });
}

/** Names the online game `id` in a new history entry; its seat secret stays out of it. */
export function showOnlineInAddress(id) {
  history.pushState({ online: id }, '', onlinePath(id));
}
