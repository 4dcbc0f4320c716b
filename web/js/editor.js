// The position editor: a dialog with a board of its own where any position is set up
// square by square (painting black, white or empty), the side to move chosen, the board
// cleared or reset to the start. Each change is checked by the server (POST /api/positions)
// so the rules stay its own, or by the engine in the browser when there is no server to
// ask (offline, or a static site): a side to move with no legal move, or a position where
// neither side can move, is said plainly and cannot be played. It answers the game to
// start, {black, white, setup}, which the page starts as it starts a pasted position.

import { api, ApiError } from './api.js';
import { browserPosition, startBrowserEngine } from './browser-engine.js';
import { BoardView, EMPTY_STATE } from './board.js';
import { LatestOnly } from './latest-only.js';
import { t, colorName, applyStaticTexts } from './i18n.js';
import { HUMAN, modeOf } from './players.js';
import { STANDARD_START, parseBoard, boardText, opposite } from './squares.js';

/** The players as the "same players" choice names them: "You (black) against level-3". */
function playersText(players) {
  if (modeOf(players) === 'watch') return t('editorComputers', players);
  const person = players.black === HUMAN ? 'black' : 'white';
  return t('editorVsComputer', { color: colorName(person, { lower: true }), name: players[opposite(person)] });
}

/** What `mine` legal moves for `color` to move, and `theirs` for the other side, mean. */
function verdictText(color, mine, theirs) {
  const names = { color: colorName(color), other: colorName(opposite(color), { lower: true }) };
  if (mine > 0) return t(mine === 1 ? 'editorMovesOne' : 'editorMovesMany', { ...names, n: mine });
  return t(theirs > 0 ? 'editorNoMoveSide' : 'editorNoMoves', names);
}

/** The server's facts about `setup`; the browser engine's when the server cannot be reached. */
async function describePosition(setup) {
  try {
    return await api.position(setup);
  } catch (error) {
    if (error.status !== 0 || !(await startBrowserEngine())) throw error;
    const answer = await browserPosition(setup);
    if (!answer) throw error;
    if (answer.error) throw new ApiError(400, answer.error);
    return answer;
  }
}

export class PositionEditor {
  constructor(dialog) {
    this.dialog = dialog;
    this.form = dialog.querySelector('form');
    this.stage = dialog.querySelector('.editor-stage');
    this.check = dialog.querySelector('#editor-check');
    this.switchSide = dialog.querySelector('#editor-switch');
    this.discs = new Map();
    this.board = null; // the BoardView, made for each opening and dropped at its close
    this.checks = new LatestOnly();
    // Whether the position on the board, as last checked, can be played.
    this.playable = false;
    this.form.addEventListener('change', (event) => {
      if (event.target.name === 'toMove') this.changed();
    });
    dialog.querySelector('#editor-clear').addEventListener('click', () => this.setPosition(new Map(), this.toMove));
    dialog
      .querySelector('#editor-start-position')
      .addEventListener('click', () => this.setPosition(parseBoard(STANDARD_START), 'black'));
    this.switchSide.addEventListener('click', () => {
      this.form.elements.toMove.value = opposite(this.toMove);
      this.changed();
    });
    dialog.querySelector('#editor-cancel').addEventListener('click', () => this.dialog.close('cancel'));
    dialog.querySelector('#editor-analyse').addEventListener('click', () => this.dialog.close('analyse'));
  }

  get toMove() {
    return this.form.elements.toMove.value;
  }

  /**
   * Opens the editor on `discs` (Map square -> colour) with `toMove` to move, the board
   * turned as the page's (`flipped`); `players` {black, white} are offered as "the same
   * players". Resolves with {setup: {black, white, setup}, analyse}, or null when cancelled.
   * Analysing is a game for two people, so that the hints score either side's moves.
   */
  open({ discs, toMove, players, flipped }) {
    const grid = document.createElement('div');
    grid.id = 'editor-board';
    grid.className = 'board';
    grid.setAttribute('role', 'group');
    grid.dataset.i18nLabel = 'editorBoardLabel';
    this.stage.replaceChildren(grid);
    applyStaticTexts(this.stage);
    this.board = new BoardView(grid, {
      onPlay: (square) => this.paint(square),
      lineCaption: null,
      frame: this.dialog.querySelector('.board-frame'),
    });
    this.board.setFlipped(flipped);

    const twoPeople = modeOf(players) === 'two';
    const same = this.form.querySelector('[data-players="same"]');
    same.hidden = twoPeople;
    same.querySelector('span').textContent = twoPeople ? '' : playersText(players);
    this.form.elements.players.value = twoPeople ? 'two' : 'same';
    this.form.elements.paint.value = 'black';
    this.form.elements.toMove.value = toMove;
    this.setPosition(discs, toMove);

    return new Promise((resolve) => {
      this.dialog.addEventListener(
        'close',
        () => {
          const action = this.dialog.returnValue;
          const chosen = this.playable && (action === 'play' || action === 'analyse');
          resolve(chosen ? this.chosen(players, action === 'analyse') : null);
          this.checks.forget();
          this.stage.replaceChildren();
          this.board = null;
        },
        { once: true },
      );
      this.dialog.returnValue = '';
      const start = this.board.focusSquare;
      // Opening gives the focus to the first square in the page's order (a1); the arrows
      // start from the square the board offers instead.
      this.dialog.showModal();
      this.board.focus(start);
    });
  }

  chosen(players, analyse) {
    const setup = boardText(this.discs, this.toMove);
    const together = analyse || this.form.elements.players.value === 'two';
    const seats = together ? { black: HUMAN, white: HUMAN } : { black: players.black, white: players.white };
    return { setup: { ...seats, setup }, analyse };
  }

  setPosition(discs, toMove) {
    this.discs = new Map(discs);
    this.form.elements.toMove.value = toMove;
    this.changed();
  }

  // A click on a square puts the chosen colour there; on a disc of that colour it empties
  // the square, so one colour chosen is enough to add and take away.
  paint(square) {
    const paint = this.form.elements.paint.value;
    if (paint === 'empty' || this.discs.get(square) === paint) this.discs.delete(square);
    else this.discs.set(square, paint);
    this.changed();
  }

  changed() {
    this.board.render({ ...EMPTY_STATE, discs: this.discs, toMove: this.toMove });
    this.showVerdict(null);
    const setup = boardText(this.discs, this.toMove);
    this.checks.ask(
      setup,
      () => describePosition(setup),
      (answer) => this.showVerdict(answer),
      (error) => this.showFailure(error),
    );
  }

  /** What the server's answer means for the player; null while it is awaited. */
  showVerdict(answer) {
    const color = this.toMove;
    const other = opposite(color);
    const mine = answer?.legal[color].length ?? 0;
    const theirs = answer?.legal[other].length ?? 0;
    this.playable = mine > 0;
    this.check.textContent = answer ? verdictText(color, mine, theirs) : t('editorChecking');
    this.check.classList.toggle('problem', Boolean(answer) && mine === 0);
    this.switchSide.hidden = !(answer && mine === 0 && theirs > 0);
    this.switchSide.textContent = t('editorSwitchSide', { other: colorName(other, { lower: true }) });
    this.enableStart();
  }

  showFailure(error) {
    this.playable = false;
    this.check.textContent = t('editorCheckFailed', { message: error.message });
    this.check.classList.add('problem');
    this.switchSide.hidden = true;
    this.enableStart();
  }

  enableStart() {
    this.dialog.querySelector('#editor-play').disabled = !this.playable;
    this.dialog.querySelector('#editor-analyse').disabled = !this.playable;
  }
}
