// When the games played offline (offline-games.js) go to the server: at the page's start,
// when the browser says it is online again, and when a request reaches the server after one
// could not. The game on the board goes with its referee (local-referee.js), between the
// player's actions, so that no move is played while it is being sent. The player is told,
// briefly, what was stored and what still waits.

import { onServerBack } from './api.js';
import { failureText } from './messages.js';
import { forgetDamagedOfflineGames, storeOfflineGame, waitingOfflineGames } from './offline-games.js';
import { staticSite } from './site-mode.js';
import { t } from './i18n.js';

// Long enough to be read once; the note is no alert, the game goes on.
const NOTE_MS = 8000;

let noteTimer = null;

function note(text) {
  const element = document.querySelector('#offline-saved');
  element.textContent = text;
  element.hidden = false;
  clearTimeout(noteTimer);
  noteTimer = setTimeout(() => {
    element.hidden = true;
  }, NOTE_MS);
}

const storedText = (count) => t(count === 1 ? 'offlineStoredOne' : 'offlineStored', { n: count });

function waitingText(count, error) {
  const waiting = t(count === 1 ? 'offlineWaitingOne' : 'offlineWaiting', { n: count });
  return error && error.status !== 0 ? `${waiting} ${failureText(error)}` : waiting;
}

/** Tells the player that `count` games played offline are stored on the server now. */
export function tellOfflineStored(count) {
  note(storedText(count));
}

/** Tells the player that the browser could not keep the game on the board (its storage is full). */
export function tellOfflineNotKept() {
  note(t('offlineNotKept'));
}

/** Tells the player that `count` games played offline still wait; `error`: why the server refused. */
export function tellOfflineWaiting(count, error = null) {
  note(waitingText(count, error));
}

const damagedText = (count) => t(count === 1 ? 'offlineDamagedOne' : 'offlineDamaged', { n: count });

let sending = null;

// Each waiting game but the one on the board, one at a time, until the server cannot be
// reached; the entries that cannot be read are let go, and the player told.
async function sendWaiting(shownId) {
  const damaged = forgetDamagedOfflineGames();
  let stored = 0;
  let failure = null;
  for (const id of waitingOfflineGames().filter((waiting) => waiting !== shownId())) {
    try {
      await storeOfflineGame(id);
      stored += 1;
    } catch (error) {
      failure = error;
      if (error.status === 0) break;
    }
  }
  const waiting = waitingOfflineGames().filter((id) => id !== shownId()).length;
  const told = [];
  if (stored > 0) told.push(storedText(stored));
  else if (waiting > 0) told.push(waitingText(waiting, failure));
  if (damaged > 0) told.push(damagedText(damaged));
  if (told.length > 0) note(told.join(' '));
}

/**
 * Sends the kept games now and whenever the server may be back. shownId(): the id of the
 * local game on the board (null for none); refreshShown(): lets that game go to the server.
 * With no server (the static site) the games stay in this browser; only the entries that
 * cannot be read are let go, as nothing else would ever free their room.
 */
export function sendOfflineGames({ shownId, refreshShown }) {
  if (staticSite) {
    const damaged = forgetDamagedOfflineGames();
    if (damaged > 0) note(damagedText(damaged));
    return;
  }
  const send = () => {
    refreshShown();
    sending ??= sendWaiting(shownId).finally(() => {
      sending = null;
    });
  };
  window.addEventListener('online', send);
  onServerBack(send);
  send();
}
