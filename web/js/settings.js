// The player's preferences, kept in localStorage so they survive a reload.
// Storage can be missing or refuse writes (private windows, full quota); the page then
// simply forgets, it never fails.

import { DEFAULT_ANIMATION } from './pace.js';
import { DEFAULT_THEME } from './theme.js';
import { storedDeepenLimit } from './deepening.js';

const PREFIX = 'reversi.';

export function loadSetting(name, fallback = null) {
  try {
    const raw = localStorage.getItem(PREFIX + name);
    return raw === null ? fallback : JSON.parse(raw);
  } catch {
    return fallback;
  }
}

/** Whether the value was stored: storage may be missing or full. */
export function saveSetting(name, value) {
  try {
    localStorage.setItem(PREFIX + name, JSON.stringify(value));
    return true;
  } catch {
    return false; // not remembered; the page still works
  }
}

/** The names of the stored settings that start with `prefix` (without the page's own prefix). */
export function settingNames(prefix) {
  const names = [];
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(PREFIX + prefix)) names.push(key.slice(PREFIX.length));
    }
  } catch {
    // No storage: nothing stored.
  }
  return names;
}

export function forgetSetting(name) {
  try {
    localStorage.removeItem(PREFIX + name);
  } catch {
    // Nothing to forget.
  }
}

/**
 * Seconds the page waits before showing the computer's move, so a person can follow it.
 * With brisk animations 0.3 s is enough to see one move land before the next.
 */
export const PAUSE_CHOICES = [0, 0.3, 0.6, 1, 2];
const DEFAULT_PAUSE = 0.3;

/**
 * The page's switches as last chosen here: hint scores, the graph, the computer's pause, the
 * animation, the board seen from white's side, the colours, and the sounds (off until
 * the player turns them on: a page that starts making noise surprises).
 */
export function loadPreferences() {
  return {
    hints: loadSetting('hints', false),
    deepen: loadSetting('deepen', false),
    deepenLimit: storedDeepenLimit(loadSetting('deepenLimit')),
    graph: loadSetting('graph', true),
    pause: loadSetting('pause', DEFAULT_PAUSE),
    animation: loadSetting('animation', DEFAULT_ANIMATION),
    flipped: loadSetting('flipped', false),
    theme: loadSetting('theme', DEFAULT_THEME),
    sound: loadSetting('sound', false),
  };
}
