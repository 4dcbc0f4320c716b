// "Your games": the games started in this browser (GET /api/games), newest first, a page at
// a time. Each says when it began, who played black and white, how it ended or whose turn
// it is, and its moves; its button opens it, to review a finished game or continue one
// that is not. Each row has room for more actions and the foot of the dialog for more
// buttons (exporting and importing game files).

import { api } from './api.js';
import { t, language, resultText, colorName } from './i18n.js';
import { HUMAN, modeOf } from './players.js';
import { STANDARD_START } from './squares.js';

const PAGE_SIZE = 20;

/** Who played: "You", a computer by name, or both people at one board. */
function playersText(game) {
  if (modeOf(game) === 'two') return t('gamesTwoPlayers');
  const who = (color) => (game[color] === HUMAN ? t('gamesYou') : game[color]);
  return t('gamesPlayers', { black: who('black'), white: who('white') });
}

function stateText(game) {
  const moves = t(game.moves === 1 ? 'gamesMove' : 'gamesMoves', { n: game.moves });
  const state = game.over
    ? resultText(game.result)
    : t('gamesUnfinished', { color: colorName(game.to_move, { lower: true }) });
  const start = game.start === STANDARD_START ? '' : ` · ${t('gamesFromPosition')}`;
  return `${state} · ${moves}${start}`;
}

function dateText(iso) {
  const format = new Intl.DateTimeFormat(language() === 'ja' ? 'ja-JP' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return format.format(new Date(iso));
}

export class GamesDialog {
  /** onOpen(id, {review}): the player chose a game. */
  constructor(dialog, { onOpen }) {
    this.dialog = dialog;
    this.onOpen = onOpen;
    this.list = dialog.querySelector('#games-list');
    this.more = dialog.querySelector('#games-more');
    this.state = dialog.querySelector('#games-state');
    this.games = [];
    this.next = null;
    this.loading = false;
    // Counts the openings: a page that comes after the dialog was opened anew is dropped.
    this.openings = 0;
    this.more.addEventListener('click', () => this.loadPage({ focusFirstNew: true }));
    dialog.querySelector('#games-close').addEventListener('click', () => this.dialog.close());
  }

  /** Opens the dialog on the newest games. */
  async open() {
    this.openings += 1;
    this.games = [];
    this.next = null;
    this.loading = false;
    this.draw();
    this.dialog.showModal();
    await this.loadPage({ focusFirstNew: true });
  }

  /** The language changed: the texts are drawn again (the games are not asked for again). */
  relabel() {
    if (this.dialog.open) this.draw();
  }

  async loadPage({ focusFirstNew }) {
    if (this.loading) return;
    this.loading = true;
    this.dialog.setAttribute('aria-busy', 'true');
    const firstNew = this.games.length;
    const opening = this.openings;
    this.state.textContent = t('loading');
    try {
      const page = await api.listGames({ limit: PAGE_SIZE, before: this.next ?? undefined });
      if (opening !== this.openings) return;
      this.games.push(...page.games);
      this.next = page.next;
    } catch (error) {
      if (opening !== this.openings) return;
      this.finishLoading();
      this.state.textContent = t('gamesError', { message: error.message });
      return;
    }
    this.finishLoading();
    if (focusFirstNew && this.dialog.open) {
      // The first game shown by this page, or the close button when there is none.
      const opens = this.list.querySelectorAll('.game-open');
      (opens[firstNew] ?? this.dialog.querySelector('#games-close')).focus();
    }
  }

  finishLoading() {
    this.loading = false;
    this.dialog.setAttribute('aria-busy', 'false');
    this.draw();
  }

  draw() {
    this.list.replaceChildren(...this.games.map((game, index) => this.entry(game, index)));
    this.list.hidden = this.games.length === 0;
    this.state.textContent = this.loading ? t('loading') : this.games.length === 0 ? t('gamesEmpty') : '';
    this.more.hidden = this.next === null || this.loading;
  }

  entry(game, index) {
    const item = document.createElement('li');
    item.className = 'game-entry';
    const about = document.createElement('div');
    about.className = 'game-about';
    about.id = `game-entry-${index}`;
    const players = document.createElement('span');
    players.className = 'game-players';
    players.textContent = playersText(game);
    const state = document.createElement('span');
    state.className = 'game-state';
    state.textContent = stateText(game);
    const date = document.createElement('time');
    date.className = 'game-date';
    date.dateTime = game.created;
    date.textContent = dateText(game.created);
    about.append(players, state, date);

    const actions = document.createElement('div');
    actions.className = 'game-actions';
    const open = document.createElement('button');
    open.type = 'button';
    open.className = `button small game-open${game.over ? '' : ' primary'}`;
    open.textContent = t(game.over ? 'gamesReview' : 'gamesContinue');
    // A screen reader hears which game the button opens, not "Continue" twenty times.
    open.setAttribute('aria-describedby', about.id);
    open.addEventListener('click', () => {
      this.dialog.close();
      this.onOpen(game.id, { review: game.over });
    });
    actions.append(open);
    item.append(about, actions);
    return item;
  }
}
