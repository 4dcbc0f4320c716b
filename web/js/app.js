// The controller: loads or creates the game named by the URL, sends the player's actions
// to the server, shows each answer (animating new plies and announcing passes), and asks
// the computer to move when it is its turn. The server decides every rule; the page only
// shows what it answers. An online game (?online=GAME) is handed to OnlineGame, which uses
// the same board and messages.

import { api, ApiError } from './api.js';
import { BoardView } from './board.js';
import { drawGraph } from './graph.js';
import { drawMoveList } from './move-list.js';
import { drawAnalysis, qualityMarks } from './analysis.js';
import { NewGameDialog, HUMAN, modeOf } from './new-game.js';
import { parseBoard, discsAfterPly } from './squares.js';
import { LatestOnly } from './latest-only.js';
import { t, setLanguage, language, applyStaticTexts, colorName, localized, resultText } from './i18n.js';
import { loadSetting, saveSetting, PAUSE_CHOICES, DEFAULT_PAUSE } from './settings.js';
import {
  setStatus, announce, hideAnnouncement, showError, clearError, showGameOver, hideGameOver, flashNote,
  PASS_BANNER_MS,
} from './messages.js';
import { copyText } from './clipboard.js';
import { OnlineGame } from './online-game.js';
import { createOnlineMatch } from './online-setup.js';
import { LinksDialog } from './online-links.js';
import { storedSeat, takeSeatFromAddress, onlinePath } from './online-seats.js';

const STANDARD_START = '---------------------------OX------XO--------------------------- X';
const FALLBACK_OPPONENT = 'level-3';

const $ = (selector) => document.querySelector(selector);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

const isComputer = (game, color) => color !== null && game[color] !== HUMAN;
const personToMove = (game) => !game.over && game.to_move !== null && game[game.to_move] === HUMAN;
// Every ply recorded in the game, played or taken back: two answers with the same list
// are the same game line, whatever the cursor.
const recordedLine = (game) => [...game.plies.map((ply) => ply.move), ...game.undone].join(' ');
const positionKey = (game) => `${game.id} ${game.ply} ${game.board}`;

class App {
  constructor() {
    this.game = null;
    // Bumped whenever another game is loaded, so answers about the old one are dropped.
    this.generation = 0;
    // A request or an animation is under way: the board and history controls wait.
    this.busy = false;
    this.animating = false;
    this.thinking = false;
    // A new game has been asked for and the server has not answered yet.
    this.creating = false;
    this.hints = null; // {key, moves: Map}
    this.analysis = null; // {key, data}: up to the cursor, for the graph
    this.hintRequests = new LatestOnly();
    this.analysisRequests = new LatestOnly();
    this.review = null; // {id, line, data}: the whole finished game
    this.gameOverClosedFor = null;
    this.opponents = [];
    this.defaultOpponent = FALLBACK_OPPONENT;
    this.settings = {
      hints: loadSetting('hints', false),
      graph: loadSetting('graph', true),
      pause: loadSetting('pause', DEFAULT_PAUSE),
    };
    this.board = new BoardView($('#board'), { onPlay: (square) => this.play(square) });
    this.online = null; // the OnlineGame while the page shows one
    this.linksDialog = new LinksDialog($('#online-links-dialog'));
  }

  // ----- start-up and URLs -----

  async start() {
    applyStaticTexts();
    this.bindControls();
    const params = new URLSearchParams(location.search);
    this.applyUrlSettings(params);
    this.drawSettings();

    try {
      const answer = await api.opponents();
      this.opponents = answer.opponents;
      this.defaultOpponent = answer.default ?? FALLBACK_OPPONENT;
    } catch (error) {
      this.reportError(error);
    }
    this.dialog = new NewGameDialog($('#new-game-dialog'), {
      opponents: this.opponents,
      fallback: this.defaultOpponent,
    });
    await this.openFromUrl(params);
  }

  // ?pause=0 and ?lang=en let a shared link or a test choose them; both are remembered.
  applyUrlSettings(params) {
    if (params.has('pause')) {
      const pause = Number(params.get('pause'));
      if (Number.isFinite(pause) && pause >= 0 && pause <= 10) this.setPause(pause);
    }
    if (params.has('lang')) this.switchLanguage(params.get('lang'));
  }

  async openFromUrl(params = new URLSearchParams(location.search)) {
    if (params.get('online')) {
      this.openOnline(takeSeatFromAddress(params));
    } else if (params.has('game')) {
      await this.loadGame(params.get('game'));
    } else if (params.has('black') || params.has('white') || params.has('setup')) {
      const setup = { black: params.get('black') ?? HUMAN, white: params.get('white') ?? HUMAN };
      if (params.has('setup')) setup.setup = params.get('setup');
      await this.newGame(setup, { replaceUrl: true });
    } else {
      await this.newGame(this.lastSetup(), { replaceUrl: true });
    }
  }

  /** The set-up of the last game started here, if its players still exist; else you vs the default. */
  lastSetup() {
    const saved = loadSetting('setup');
    const known = (player) =>
      player === HUMAN || this.opponents.some((opponent) => opponent.name === player);
    if (saved && known(saved.black) && known(saved.white)) return { black: saved.black, white: saved.white };
    return { black: HUMAN, white: this.defaultOpponent };
  }

  setUrl(id, { replace }) {
    const url = new URL(location.href);
    url.search = `?game=${encodeURIComponent(id)}`;
    if (replace) history.replaceState({ game: id }, '', url);
    else history.pushState({ game: id }, '', url);
  }

  // ----- loading and creating games -----

  async loadGame(id) {
    const generation = this.beginGame();
    setStatus(t('loading'));
    try {
      const game = await api.getGame(id);
      if (generation !== this.generation) return;
      await this.show(game, { animate: false });
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof ApiError && error.status === 404) {
        await this.newGame(this.lastSetup(), { replaceUrl: true });
        showError(t('errorNotFound', { id }));
        return;
      }
      this.reportError(error);
      return;
    }
    await this.advance(generation);
  }

  /**
   * Starts a game {black, white, setup?}. Throws the ApiError when `rethrow` is set (the
   * paste box shows it beside itself); otherwise shows it in the error area. The current
   * game stays as it was when the server refuses.
   */
  async newGame(setup, { replaceUrl = false, rethrow = false } = {}) {
    // If the server refuses, the current game carries on as it was.
    this.creating = true;
    this.render();
    let game;
    try {
      game = await api.createGame(setup);
    } catch (error) {
      this.creating = false;
      this.render();
      if (rethrow) throw error;
      this.reportError(error);
      return;
    }
    this.creating = false;
    const generation = this.beginGame();
    saveSetting('setup', { black: game.black, white: game.white });
    this.setUrl(game.id, { replace: replaceUrl });
    clearError();
    // A set-up can end in a forced pass (a position where the side to move cannot move):
    // show the start, then the plies, so that pass is announced too.
    const trailingPasses = [];
    for (let index = game.plies.length - 1; index >= 0 && game.plies[index].move === 'pass'; index--) {
      trailingPasses.unshift(game.plies[index]);
    }
    // Busy while the passes are announced, so no legal-move dots show under the banner.
    this.busy = trailingPasses.length > 0;
    await this.show(game, { animate: false });
    for (const pass of trailingPasses) {
      await announce(t('passes', { color: colorName(pass.color) }), PASS_BANNER_MS, pass.color);
      if (generation !== this.generation) return;
    }
    await this.advance(generation);
  }

  beginGame() {
    this.leaveOnline();
    this.generation += 1;
    this.busy = false;
    this.animating = false;
    this.thinking = false;
    this.hints = null;
    this.analysis = null;
    this.hintRequests.forget();
    this.analysisRequests.forget();
    this.gameOverClosedFor = null;
    hideAnnouncement();
    hideGameOver();
    $('#graph').replaceChildren();
    return this.generation;
  }

  // ----- showing answers -----

  /**
   * Shows a game the server answered. When it continues the game on the board (same id,
   * the plies shown before are a prefix of its plies), the new plies are played one by one:
   * each move animated, each pass announced. Resolves when all of that has finished.
   */
  async show(game, { animate }) {
    const previous = this.game;
    const generation = this.generation;
    const continues =
      animate &&
      previous?.id === game.id &&
      game.ply > previous.ply &&
      previous.plies.every((ply, index) => ply.move === game.plies[index]?.move);

    if (continues) {
      let discs = parseBoard(previous.board);
      // The panels (move list, explanation) show the answer at once; the board, the counts
      // and the status line follow the plies as they are played out.
      this.animating = true;
      this.game = game;
      this.render();
      for (const ply of game.plies.slice(previous.ply)) {
        discs = discsAfterPly(discs, ply);
        if (ply.move === 'pass') {
          await announce(t('passes', { color: colorName(ply.color) }), PASS_BANNER_MS, ply.color);
        } else {
          this.drawCounts(discs);
          await this.board.animatePly(ply, {
            discs,
            legal: new Set(),
            toMove: null,
            last: ply.move,
            flipped: new Set(ply.flipped),
            hints: new Map(),
          });
        }
        if (generation !== this.generation) return;
      }
      this.animating = false;
    }
    this.game = game;
    this.render();
  }

  /** The board's state for the game at its cursor. */
  boardState(game) {
    const lastMove = game.plies.findLast((ply) => ply.move !== 'pass');
    const showMoves = personToMove(game) && !this.busy;
    const hints = this.settings.hints && this.hints?.key === positionKey(game) ? this.hints.moves : new Map();
    return {
      discs: parseBoard(game.board),
      legal: showMoves ? new Set(game.legal) : new Set(),
      toMove: game.to_move,
      last: lastMove?.move ?? null,
      flipped: new Set(lastMove?.flipped ?? []),
      hints: showMoves ? hints : new Map(),
    };
  }

  /** Redraws everything from this.game (not the board while a move is animating). */
  render() {
    const game = this.game;
    if (!game) return;
    if (!this.animating) {
      this.board.render(this.boardState(game));
      this.drawCounts(parseBoard(game.board));
      setStatus(this.statusText(game));
    }
    this.drawPlayers(game);
    $('#board').classList.toggle('waiting', this.busy);
    document.body.dataset.phase = this.phase(game);

    $('#undo').disabled = this.busy || !game.can_undo;
    $('#redo').disabled = this.busy || !game.can_redo;
    // Shown when the computer is to move but not asked: inside the record, or after an error.
    $('#continue').hidden = this.phase(game) !== 'computer';

    const review = this.currentReview();
    drawMoveList($('#move-list'), game, {
      marks: review ? qualityMarks(review.data) : new Map(),
      disabled: this.busy,
      onSelect: (to) => this.moveCursor(to),
    });
    this.drawExplanation(game);
    this.drawGraphPanel(review);
    this.drawReviewPanel(review);

    const overlayKey = `${game.id} ${game.ply}`;
    if (game.over && !this.busy && this.gameOverClosedFor !== overlayKey) showGameOver(game.result);
    else hideGameOver();

    if (!this.busy) this.fetchAids();
  }

  /**
   * What the page is waiting for, on <body data-phase>: `busy` (a request, an animation or
   * the computer), `move` (a person may move), `computer` (the computer is to move but the
   * page waits for "Continue from here") or `over`. The browser tests wait on it.
   */
  phase(game) {
    if (this.busy || this.creating) return 'busy';
    if (game.over) return 'over';
    return personToMove(game) ? 'move' : 'computer';
  }

  statusText(game) {
    if (game.over) return resultText(game.result);
    const color = colorName(game.to_move);
    const player = game[game.to_move];
    if (this.thinking) return t('thinking', { color, name: player });
    if (player !== HUMAN) return t('waitingForComputer', { color, name: player });
    return modeOf(game) === 'computer' ? t('yourMove', { color }) : t('toMove', { color });
  }

  drawCounts(discs) {
    let black = 0;
    for (const color of discs.values()) if (color === 'black') black += 1;
    $('#black-count').textContent = String(black);
    $('#white-count').textContent = String(discs.size - black);
  }

  drawPlayers(game) {
    for (const color of ['black', 'white']) {
      const card = $(`#${color}-player`);
      const player = game[color];
      const name =
        player !== HUMAN ? player : modeOf(game) === 'computer' ? t('you') : '';
      card.querySelector('.player-who').textContent = name;
      card.classList.toggle('to-move', !game.over && game.to_move === color);
      card.classList.toggle('winner', game.over && game.result?.winner === color);
    }
  }

  drawExplanation(game) {
    const panel = $('#explanation-panel');
    panel.hidden = modeOf(game) === 'two';
    const text = localized(game.explanation);
    $('#explanation').textContent = text || t('explanationNone');
    $('#explanation').classList.toggle('muted', !text);
  }

  // ----- the engine's aids: hints, graph, review -----

  /** The analysis of the whole finished game, if the board still shows that game line. */
  currentReview() {
    const game = this.game;
    if (this.review?.id === game.id && this.review.line === recordedLine(game)) return this.review;
    return null;
  }

  drawGraphPanel(review) {
    const game = this.game;
    const panel = $('#graph-panel');
    panel.hidden = !this.settings.graph;
    if (panel.hidden) return;
    const data = review?.data ?? (this.analysis?.key === positionKey(game) ? this.analysis.data : null);
    const graph = $('#graph');
    if (data) {
      drawGraph(graph, data.evaluations, { currentPly: game.ply, marks: review ? qualityMarks(review.data) : new Map() });
      graph.removeAttribute('aria-busy');
    } else if (game.ply === 0) {
      drawGraph(graph, [], { currentPly: 0 });
    } else if (!graph.firstChild || graph.firstChild.nodeType === Node.TEXT_NODE) {
      graph.textContent = t('graphLoading');
    } else {
      // The last graph stays, dimmed, until the new one comes.
      graph.setAttribute('aria-busy', 'true');
    }
  }

  drawReviewPanel(review) {
    const panel = $('#analysis-panel');
    const game = this.game;
    panel.hidden = !(game.over || review);
    if (panel.hidden) return;
    if (review) {
      drawAnalysis($('#analysis'), game, review.data, {
        disabled: this.busy,
        onSelect: (ply) => this.moveCursor(ply),
      });
    } else {
      $('#analysis').innerHTML = '<p class="muted"></p>';
      $('#analysis p').textContent = t('analysisLoading');
    }
  }

  /**
   * Asks for hints and analysis when the page is waiting for a person; never blocks play.
   * Each is asked once per position, one request at a time (a deep analysis can take a
   * while), and an answer counts only for the position it was asked for.
   */
  fetchAids() {
    const game = this.game;
    const key = positionKey(game);
    const current = (answer) => answer.ply === game.ply && positionKey(this.game) === key;
    if (this.settings.hints && personToMove(game) && this.hints?.key !== key) {
      this.hints = { key, moves: new Map() };
      this.hintRequests.ask(key, () => api.hints(game.id), (answer) => {
        if (!current(answer)) return;
        this.hints = { key, moves: new Map(answer.moves.map((hint) => [hint.move, hint.score])) };
        if (!this.busy) this.render();
      });
    }
    const review = this.currentReview();
    const wantsAnalysis = !review && (game.over || (this.settings.graph && game.ply > 0));
    if (wantsAnalysis && this.analysis?.key !== key) {
      this.analysis = { key, data: null };
      this.analysisRequests.ask(
        key,
        () => api.analysis(game.id),
        (data) => {
          if (!current(data)) return;
          this.analysis = { key, data };
          if (game.over) this.review = { id: game.id, line: recordedLine(game), data };
          if (!this.busy) this.render();
        },
        (error) => {
          if (this.analysis?.key === key) this.analysis = null;
          if (error.status !== 409) this.reportError(error);
        },
      );
    }
  }

  // ----- turns -----

  /**
   * While the computer is to move at the end of the recorded game, asks it to move and shows
   * its move after the chosen pause. When moves were taken back (the cursor is inside the
   * record), it waits for "Continue from here", so looking at an old position never
   * overwrites the moves after it.
   */
  async advance(generation, { force = false } = {}) {
    while (generation === this.generation) {
      const game = this.game;
      if (!game || game.over || !isComputer(game, game.to_move)) break;
      if (game.undone.length > 0 && !force) break;
      force = false;
      this.busy = true;
      this.thinking = true;
      this.render();
      const asked = performance.now();
      let answer;
      try {
        answer = await api.computerMove(game.id, game.ply);
      } catch (error) {
        if (generation !== this.generation) return;
        this.thinking = false;
        const caughtUp = await this.recoverFrom(error);
        if (!caughtUp) break;
        continue;
      }
      if (generation !== this.generation) return;
      await sleep(this.settings.pause * 1000 - (performance.now() - asked));
      if (generation !== this.generation) return;
      this.thinking = false;
      await this.show(answer, { animate: true });
    }
    if (generation !== this.generation) return;
    this.busy = false;
    this.thinking = false;
    this.render();
  }

  /** Sends one of the player's actions and shows the answer, then lets the computer move. */
  async act(request, { animate }) {
    if (this.busy || !this.game) return;
    const generation = this.generation;
    this.busy = true;
    clearError();
    this.render();
    try {
      const game = await request(this.game);
      if (generation !== this.generation) return;
      await this.show(game, { animate });
    } catch (error) {
      if (generation !== this.generation) return;
      await this.recoverFrom(error);
    }
    if (generation !== this.generation) return;
    await this.advance(generation);
  }

  play(square) {
    if (this.online) {
      this.online.play(square);
      return;
    }
    const game = this.game;
    if (this.busy || this.creating || !game || !personToMove(game) || !game.legal.includes(square)) return;
    this.act((g) => api.move(g.id, g.ply, square), { animate: true });
  }

  undo() {
    this.act((g) => api.undo(g.id, g.ply), { animate: false });
  }

  redo() {
    this.act((g) => api.redo(g.id, g.ply), { animate: true });
  }

  moveCursor(to) {
    if (this.game && to === this.game.ply) return;
    this.act((g) => api.cursor(g.id, g.ply, to), { animate: false });
  }

  continueHere() {
    if (this.busy || !this.game) return;
    this.advance(this.generation, { force: true });
  }

  /** Shows an error; on 409 catches up with the game the server sent. True if caught up. */
  async recoverFrom(error) {
    this.reportError(error);
    if (error instanceof ApiError && error.status === 409 && error.game) {
      await this.show(error.game, { animate: false });
      return true;
    }
    return false;
  }

  reportError(error) {
    if (!(error instanceof ApiError)) {
      console.error(error);
      showError(t('errorServer', { message: error.message }));
    } else if (error.status === 0) {
      showError(t('errorNetwork', { detail: error.message }));
    } else if (error.status === 409) {
      showError(t('errorOutOfSync'));
    } else {
      showError(t('errorServer', { message: error.message }));
    }
  }

  // ----- controls -----

  bindControls() {
    $('#new-game').addEventListener('click', () => this.openNewGameDialog());
    $('#game-over-new').addEventListener('click', () => this.openNewGameDialog());
    $('#rematch').addEventListener('click', () => (this.online ? this.online.rematch() : this.rematch()));
    $('#game-over-close').addEventListener('click', () => {
      if (this.online) {
        this.online.closeOverlay();
        return;
      }
      this.gameOverClosedFor = `${this.game.id} ${this.game.ply}`;
      hideGameOver();
      this.board.focus();
    });
    $('#undo').addEventListener('click', () => this.undo());
    $('#redo').addEventListener('click', () => this.redo());
    $('#continue').addEventListener('click', () => this.continueHere());
    $('#copy').addEventListener('click', () => this.copyTranscript());
    $('#paste-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.startFromPaste();
    });
    $('#language').addEventListener('click', () => this.switchLanguage(language() === 'ja' ? 'en' : 'ja'));
    $('#error-dismiss').addEventListener('click', () => clearError());
    $('#hints').addEventListener('change', (event) => {
      this.settings.hints = event.target.checked;
      saveSetting('hints', this.settings.hints);
      this.render();
    });
    $('#graph-toggle').addEventListener('change', (event) => {
      this.settings.graph = event.target.checked;
      saveSetting('graph', this.settings.graph);
      this.render();
    });
    $('#pause').addEventListener('change', (event) => this.setPause(Number(event.target.value)));
    window.addEventListener('popstate', () => {
      const params = new URLSearchParams(location.search);
      const online = params.get('online');
      if (online) {
        if (online !== this.online?.id) this.openOnline(takeSeatFromAddress(params));
        return;
      }
      const id = params.get('game');
      if (id && (this.online || id !== this.game?.id)) this.loadGame(id);
    });
  }

  drawSettings() {
    $('#hints').checked = this.settings.hints;
    $('#graph-toggle').checked = this.settings.graph;
    const select = $('#pause');
    const choices = [...new Set([...PAUSE_CHOICES, this.settings.pause])].sort((a, b) => a - b);
    select.replaceChildren(
      ...choices.map((seconds) => {
        const option = document.createElement('option');
        option.value = String(seconds);
        option.textContent = t('seconds', { n: seconds });
        option.selected = seconds === this.settings.pause;
        return option;
      }),
    );
  }

  setPause(seconds) {
    this.settings.pause = seconds;
    saveSetting('pause', seconds);
  }

  switchLanguage(lang) {
    setLanguage(lang);
    this.drawSettings();
    this.board.relabel();
    if (this.online) this.online.render();
    else if (this.game) this.render();
  }

  async openNewGameDialog() {
    const current = this.game ?? this.lastSetup();
    const choice = await this.dialog.open(
      { black: current.black, white: current.white },
      { mode: this.online ? 'online' : undefined, online: loadSetting('onlineChoice', {}) },
    );
    if (choice?.online) await this.createOnline(choice.online);
    else if (choice) await this.newGame(choice);
  }

  // ----- online games -----

  /** Creates an online match, shows it, and shows the links to send. */
  async createOnline(choice) {
    saveSetting('onlineChoice', choice);
    let created;
    try {
      created = await createOnlineMatch(choice);
    } catch (error) {
      this.reportError(error);
      return;
    }
    clearError();
    // The creator's address has no secret in it: the seat is kept in this browser.
    history.pushState({ online: created.game }, '', onlinePath(created.game));
    this.openOnline(created.game);
    this.showLinks();
  }

  /** Shows the online game `id`, as the seat kept in this browser or as a spectator. */
  openOnline(id) {
    this.beginGame();
    this.game = null;
    this.online = new OnlineGame({
      id,
      secret: storedSeat(id)?.seat ?? null,
      board: this.board,
      onShowLinks: () => this.showLinks(),
    });
    this.online.start();
  }

  leaveOnline() {
    this.online?.stop();
    this.online = null;
  }

  showLinks() {
    const online = this.online;
    if (!online) return;
    const stored = storedSeat(online.id);
    const mine = online.myColor();
    this.linksDialog.open({
      // Only the creator holds the opponent's link; everybody may pass on the spectators'.
      links: { opponent: stored?.links?.opponent ?? null, spectator: onlinePath(online.id) },
      opponentColor: mine ? (mine === 'black' ? 'white' : 'black') : stored?.color === 'white' ? 'black' : 'white',
      holdsSeat: stored !== null,
    });
  }

  /** Play again: the same players from the same start position. */
  rematch() {
    const game = this.game;
    const setup = { black: game.black, white: game.white };
    if (game.start !== STANDARD_START) setup.setup = game.start;
    this.newGame(setup);
  }

  async copyTranscript() {
    const text = (this.online ? this.online.transcript : this.game?.transcript) ?? '';
    if (await copyText(text)) flashNote($('#copy-status'), 'copied');
    else showError(t('copyFailed', { text }));
  }

  async startFromPaste() {
    const input = $('#paste-input');
    const error = $('#paste-error');
    const text = input.value.trim();
    error.textContent = '';
    input.removeAttribute('aria-invalid');
    if (!text) {
      error.textContent = t('pasteEmpty');
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    const players = this.game ?? this.lastSetup();
    try {
      await this.newGame({ black: players.black, white: players.white, setup: text }, { rethrow: true });
      input.value = '';
    } catch (failure) {
      error.textContent =
        failure instanceof ApiError && failure.status === 0
          ? t('errorNetwork', { detail: failure.message })
          : failure.message;
      input.setAttribute('aria-invalid', 'true');
    }
  }
}

new App().start();
