// What the page tells the player outside the board: the status line (a polite live region),
// the moves for screen readers (a log), the pass banner over the board, the error area
// (failed requests too), and the game-over announcement.
// Each has space reserved in the layout, so showing one never moves anything else.

import { ApiError } from './api.js';
import { t, hasText, colorName, resultText } from './i18n.js';
import { passBannerMs } from './pace.js';

const $ = (selector) => document.querySelector(selector);


// Moves kept in the screen readers' log: enough for a burst (a catch-up after reconnecting
// plays several), few enough that the hidden region never grows with the game.
const MOVE_LOG_LENGTH = 8;

/**
 * Tells screen readers, once, the move just played: "White played d6, 3 discs turned". The
 * log is a live region of its own (role=log reads what is added), so the move is not lost
 * when the status line changes right after it. Passes are read from the status line.
 */
export function speakMove(ply) {
  const log = $('#move-log');
  const entry = document.createElement('p');
  const flipped = ply.flipped.length;
  entry.textContent = t(flipped === 1 ? 'playedOne' : 'playedMany', {
    color: colorName(ply.color),
    move: ply.move,
    n: flipped,
  });
  log.append(entry);
  while (log.childElementCount > MOVE_LOG_LENGTH) log.firstElementChild.remove();
}

export function setStatus(text) {
  const status = $('#status');
  if (status.textContent !== text) status.textContent = text;
}

let bannerTimer = null;

/**
 * Shows text in the banner over the board (and the status line) for ms, then hides it;
 * `color` adds a disc of the colour it is about.
 */
export function announce(text, ms, color = null) {
  const banner = $('#announcement');
  banner.replaceChildren();
  if (color) {
    const disc = document.createElement('span');
    disc.className = `player-disc small is-${color}`;
    disc.setAttribute('aria-hidden', 'true');
    banner.append(disc);
  }
  banner.append(text);
  banner.classList.add('visible');
  setStatus(text);
  clearTimeout(bannerTimer);
  return new Promise((resolve) => {
    bannerTimer = setTimeout(() => {
      hideAnnouncement();
      resolve();
    }, ms);
  });
}

/** "White passes" over the board, as long as the animation setting says (pace.js). */
export function announcePass(color) {
  return announce(t('passes', { color: colorName(color) }), passBannerMs(), color);
}

export function hideAnnouncement() {
  clearTimeout(bannerTimer);
  $('#announcement').classList.remove('visible');
}

export function showError(text) {
  $('#error-text').textContent = text;
  $('#error').classList.add('visible');
}

/** Shows a failed request in the error area, in words that say what went wrong. */
/**
 * What went wrong, in the page's language where the server gave the reason (a bad move in
 * a transcript, an unknown player), else the server's message.
 */
export function failureText(error) {
  const reason = error?.reason;
  const key = reason && `reason_${reason.code}`;
  if (!key || !hasText(key)) return error.message;
  const facts = { ...reason };
  if (reason.field === 'black' || reason.field === 'white') facts.color = colorName(reason.field, { lower: true });
  const text = t(key, facts);
  return reason.move ? t('reasonAtMove', { move: reason.move, token: reason.token }) + text : text;
}

export function reportError(error) {
  if (!(error instanceof ApiError)) {
    console.error(error);
    showError(t('errorServer', { message: error.message }));
  } else if (error.status === 0) {
    showError(t('errorNetwork', { detail: error.message }));
  } else if (error.status === 409) {
    showError(t('errorOutOfSync'));
  } else {
    showError(t('errorServer', { message: failureText(error) }));
  }
}

export function clearError() {
  $('#error-text').textContent = '';
  $('#error').classList.remove('visible');
}

/**
 * The announcement over the board when the game ends: both counts and the winner. `text`
 * replaces the usual sentence when the game ended otherwise than on the board (resigned,
 * on time, online).
 */
export function showGameOver(result, text = resultText(result)) {
  const overlay = $('#game-over');
  const wasHidden = overlay.hidden;
  $('#game-over-result').textContent = text;
  $('#game-over-black').textContent = String(result.black);
  $('#game-over-white').textContent = String(result.white);
  overlay.dataset.winner = result.winner;
  overlay.hidden = false;
  // Keyboard users land on the first choice, but only when it first appears.
  if (wasHidden) overlay.querySelector('.game-over-buttons button:not([hidden])')?.focus({ preventScroll: true });
}

export function hideGameOver() {
  $('#game-over').hidden = true;
}

// One timer per note, so two notes beside two controls each fade on their own.
const noteTimers = new WeakMap();

/** A short note beside a control ("Copied"), in a slot that keeps its space. */
export function flashNote(element, key, ms = 2000) {
  element.textContent = t(key);
  clearTimeout(noteTimers.get(element));
  noteTimers.set(
    element,
    setTimeout(() => {
      element.textContent = '';
    }, ms),
  );
}
