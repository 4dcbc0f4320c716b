// The open table in the new-game dialog: the public online games waiting for an opponent
// (GET /api/online/open), asked for again every few seconds while it is shown, each with a
// button that joins it. The games this browser created are left out: nobody plays
// themselves.

import { api } from './api.js';
import { t, colorName } from './i18n.js';
import { storedSeat } from './online-seats.js';
import { failureText } from './messages.js';

const REFRESH_MS = 5000;

/** "5+3" for a clock of 5 minutes and 3 seconds a move, or the dialog's word for none. */
function clockText(clock) {
  if (!clock) return t('clockNone');
  return `${clock.initial_ms / 60_000}+${clock.increment_ms / 1000}`;
}

function ageText(created) {
  const minutes = Math.floor((Date.now() - created) / 60_000);
  return minutes < 1 ? t('openTableJustNow') : t('openTableMinutesAgo', { n: minutes });
}

export class OpenTable {
  /** section: the dialog's open-table section; onJoin(id): a game's join button was pressed. */
  constructor(section, { onJoin }) {
    this.section = section;
    this.list = section.querySelector('[data-open-games]');
    this.note = section.querySelector('[data-open-note]');
    this.onJoin = onJoin;
    this.timer = null;
    this.shown = false;
  }

  /** Lists the games now and keeps the list fresh until hide(). */
  show() {
    if (this.shown) return;
    this.shown = true;
    this.refresh();
  }

  hide() {
    this.shown = false;
    clearTimeout(this.timer);
  }

  async refresh() {
    clearTimeout(this.timer);
    try {
      const { games } = await api.openGames();
      if (!this.shown) return;
      this.draw(games.filter((game) => storedSeat(game.game) === null));
    } catch (error) {
      if (!this.shown) return;
      this.note.textContent = t('openTableFailed', { message: failureText(error) });
    }
    this.timer = setTimeout(() => this.refresh(), REFRESH_MS);
  }

  draw(games) {
    // The button that has the focus is drawn again in its place, so that the refresh does
    // not throw a keyboard user out of the list.
    const focused = this.list.contains(document.activeElement) ? document.activeElement.dataset.join : null;
    this.note.textContent = games.length === 0 ? t('openTableEmpty') : '';
    this.list.replaceChildren(
      ...games.map((game) => {
        const yours = game.host_color === 'black' ? 'white' : 'black';
        const item = document.createElement('li');
        const text = document.createElement('span');
        text.textContent = t('openTableGame', {
          color: colorName(yours, { lower: true }),
          clock: clockText(game.clock),
          age: ageText(game.created),
        });
        const join = document.createElement('button');
        join.type = 'button';
        join.className = 'button small';
        join.dataset.join = game.game;
        join.textContent = t('openTableJoin');
        join.setAttribute('aria-label', `${t('openTableJoin')}: ${text.textContent}`);
        join.addEventListener('click', () => this.onJoin(game.game));
        item.append(text, join);
        return item;
      }),
    );
    if (focused) this.list.querySelector(`[data-join="${CSS.escape(focused)}"]`)?.focus();
  }
}
