// "Your games": the games started in this browser (GET /api/games), newest first, a page at
// a time, with the games imported here and the online games played here. Each says when
// it began, who played black and white, how it ended or whose turn it is, and its moves;
// its button opens it, to review a finished game or continue one that is not, and its
// links save it as GGF or as a transcript (the server writes the files). A file of games
// is imported from the dialog's foot.
//
// Online games come in when the dialog opens: the page presents the seats it keeps
// (online-seats.js), and the server copies the rounds of those matches that have ended
// into this browser's list once (POST /api/games/online), to be reviewed as local games.

import { api } from './api.js';
import { t, language, resultText, colorName, endText } from './i18n.js';
import { HUMAN, modeOf } from './players.js';
import { STANDARD_START, opposite } from './squares.js';
import { heldSeats, forgetSeat } from './online-seats.js';

const PAGE_SIZE = 20;
// The server's limit on a request's body, and so on a file imported.
const MAX_IMPORT_BYTES = 64 * 1024;
// The server's limit on the seats presented at once.
const MAX_SEATS = 200;

/** Who played: "You", a computer by name, both people at one board, you online, or as a file named them. */
function playersText(game) {
  if (game.online) return t('gamesOnline', { color: colorName(game.online.color, { lower: true }) });
  if (game.imported) {
    const named = (name) => name || t('gamesUnnamed');
    return t('gamesImportedPlayers', { black: named(game.imported.black), white: named(game.imported.white) });
  }
  if (modeOf(game) === 'two') return t('gamesTwoPlayers');
  const who = (color) => (game[color] === HUMAN ? t('gamesYou') : game[color]);
  return t('gamesPlayers', { black: who('black'), white: who('white') });
}

/** How the game ended, or whose turn it is; an online round may have ended before its last move. */
function endingText(game) {
  if (game.over) return resultText(game.result);
  const online = game.online;
  if (online) return endText({ reason: online.ending, winner: online.winner, color: opposite(online.winner) });
  return t('gamesUnfinished', { color: colorName(game.to_move, { lower: true }) });
}

function stateText(game) {
  const moves = t(game.moves === 1 ? 'gamesMove' : 'gamesMoves', { n: game.moves });
  const state = endingText(game);
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

/** The files a game can be saved as: a transcript only says games from the start. */
function exportFormats(game) {
  return game.start === STANDARD_START && game.moves > 0 ? ['ggf', 'transcript'] : ['ggf'];
}

// The server takes a file's name in printable ASCII (it labels its errors); another is
// left out, and the page's own message names the file.
const plainName = (name) => (/^[ -~]{1,200}$/.test(name) && !name.includes('/') ? name : undefined);

// What an import did: the games added, those the list held already, those set aside.
function importedNotice(file, { ids, already_stored: already, skipped }) {
  const more = [];
  if (already > 0 && (ids.length > 0 || skipped.length > 0)) {
    more.push({ key: already === 1 ? 'gamesImportAlreadyOne' : 'gamesImportAlready', vars: { n: already } });
  }
  if (skipped.length > 0) {
    more.push({ key: skipped.length === 1 ? 'gamesImportSkippedOne' : 'gamesImportSkipped', vars: { n: skipped.length } });
  }
  if (ids.length === 0 && already > 0 && skipped.length === 0) return { key: 'gamesImportedNone', vars: { file } };
  return { key: ids.length === 1 ? 'gamesImportedOne' : 'gamesImported', vars: { n: ids.length, file }, more };
}

export class GamesDialog {
  /** onOpen(id, {review}): the player chose a game. */
  constructor(dialog, { onOpen }) {
    this.dialog = dialog;
    this.onOpen = onOpen;
    this.list = dialog.querySelector('#games-list');
    this.more = dialog.querySelector('#games-more');
    this.state = dialog.querySelector('#games-state');
    this.notice = dialog.querySelector('#games-notice');
    this.fileInput = dialog.querySelector('#games-import-file');
    this.skipBad = dialog.querySelector('#games-skip-bad');
    this.skippedList = dialog.querySelector('#games-skipped');
    this.games = [];
    this.next = null;
    this.loading = false;
    // What the notice says: {key, vars, error, more: [{key, vars}]}, drawn again in another
    // language; or null.
    this.noticeText = null;
    // Counts the openings: a page that comes after the dialog was opened anew is dropped.
    this.openings = 0;
    this.more.addEventListener('click', () => this.loadPage({ focusFirstNew: true }));
    dialog.querySelector('#games-close').addEventListener('click', () => this.dialog.close());
    dialog.querySelector('#games-import').addEventListener('click', () => this.fileInput.click());
    this.fileInput.addEventListener('change', () => this.importFile(this.fileInput.files[0]));
  }

  /** Opens the dialog on the newest games, the online games ended since last time among them. */
  async open() {
    this.setNotice(null);
    this.startOver();
    this.dialog.showModal();
    this.loading = true; // until the online games are in and the first page is asked for
    this.dialog.setAttribute('aria-busy', 'true');
    this.draw();
    const opening = this.openings;
    await this.addOnlineGames(opening);
    if (opening !== this.openings) return;
    this.loading = false;
    await this.loadPage({ focusFirstNew: true });
  }

  /** The list from its first page again; a page still to come is dropped. */
  startOver() {
    this.openings += 1;
    this.games = [];
    this.next = null;
    this.loading = false;
    this.draw();
  }

  // Seats of matches the server no longer has (removed as old) are forgotten: they will
  // never have games to add.
  async addOnlineGames(opening) {
    const seats = heldSeats().slice(0, MAX_SEATS);
    if (seats.length === 0) return;
    try {
      const { unknown } = await api.addOnlineGames(seats);
      for (const game of unknown) forgetSeat(game);
    } catch (error) {
      if (opening === this.openings) this.setNotice({ key: 'gamesOnlineError', vars: { message: error.message }, error: true });
    }
  }

  /**
   * Sends a chosen file to the server, which takes all its games or none (or, with the box
   * ticked, those that read), and shows the list again.
   */
  async importFile(file) {
    if (!file) return;
    this.fileInput.value = ''; // the same file may be chosen again after a fix
    this.showSkipped([]);
    if (file.size > MAX_IMPORT_BYTES) {
      this.setNotice({ key: 'gamesImportTooBig', vars: { file: file.name }, error: true });
      return;
    }
    this.setNotice({ key: 'gamesImporting', vars: { file: file.name } });
    let answer;
    try {
      answer = await api.importGames(file, plainName(file.name), this.skipBad.checked);
    } catch (error) {
      this.setNotice({ key: 'gamesImportError', vars: { file: file.name, message: error.message }, error: true });
      return;
    }
    this.setNotice(importedNotice(file.name, answer));
    this.showSkipped(answer.skipped);
    this.startOver();
    await this.loadPage({ focusFirstNew: false });
  }

  // The games set aside, each where the file has it and why (the server's words).
  showSkipped(skipped) {
    this.skippedList.replaceChildren(
      ...skipped.map(({ game, reason }) => {
        const item = document.createElement('li');
        item.textContent = `${game}: ${reason}`;
        return item;
      }),
    );
    this.skippedList.hidden = skipped.length === 0;
  }

  setNotice(notice) {
    this.noticeText = notice;
    this.drawNotice();
  }

  drawNotice() {
    const notice = this.noticeText;
    const parts = notice ? [notice, ...(notice.more ?? [])] : [];
    // Each further part brings its own separator: languages end their sentences differently.
    this.notice.textContent = parts.map(({ key, vars }) => t(key, vars)).join('');
    this.notice.classList.toggle('failed', Boolean(notice?.error));
  }

  /** The language changed: the texts are drawn again (the games are not asked for again). */
  relabel() {
    if (!this.dialog.open) return;
    this.draw();
    this.drawNotice();
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
    // An online round has ended even when its moves have not (a resignation, a flag).
    const ended = game.over || Boolean(game.online);
    open.textContent = t(ended ? 'gamesReview' : 'gamesContinue');
    // A screen reader hears which game the button opens, not "Continue" twenty times.
    open.setAttribute('aria-describedby', about.id);
    open.addEventListener('click', () => {
      this.dialog.close();
      this.onOpen(game.id, { review: ended });
    });
    actions.append(open);
    for (const format of exportFormats(game)) {
      // The server's file, saved under the name it gives (Content-Disposition).
      const link = document.createElement('a');
      link.className = 'button small game-export';
      link.href = api.exportPath(game.id, format);
      link.download = '';
      link.dataset.format = format;
      link.textContent = t(format === 'ggf' ? 'gamesExportGgf' : 'gamesExportTranscript');
      link.setAttribute('aria-describedby', about.id);
      actions.append(link);
    }
    item.append(about, actions);
    return item;
  }
}
