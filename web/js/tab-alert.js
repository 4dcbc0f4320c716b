// The tab's title calls the player back to an online game while the page is hidden (another
// tab or window in front): "● Your move — Reversi" when the opponent has moved, "● Game
// over — Reversi" when the game ended. The usual title returns as soon as the page is
// seen again.

import { t } from './i18n.js';

let titleAlert = null; // the i18n key of the alert in the title, or null for the usual title

/** Shows the alert `key` in the title, only while the page is hidden. */
export function alertInTitle(key) {
  if (!document.hidden) return;
  titleAlert = key;
  drawTitle();
}

/** Puts the usual title back whenever the page becomes visible. */
export function clearTitleAlertWhenSeen() {
  document.addEventListener('visibilitychange', () => {
    if (document.hidden || titleAlert === null) return;
    titleAlert = null;
    drawTitle();
  });
}

// The title in the page's language, with the alert while there is one.
function drawTitle() {
  document.title = titleAlert === null ? t('title') : t(titleAlert);
}
