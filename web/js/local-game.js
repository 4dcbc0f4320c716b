// A game on this page against its referee (local-referee.js: the server, or the engine in
// this browser while the server cannot be reached): loads or creates it, sends the
// player's actions, shows each answer (animating new plies and announcing passes), and asks
// the computer to move when it is its turn. The referee decides every rule; the page only
// shows what it answers.

import { ApiError } from './api.js';
import { stateAfterPly } from './board.js';
import { analysedMoves } from './analysis.js';
import { Aids } from './aids.js';
import { startBrowserEngine } from './browser-engine.js';
import { referee } from './local-referee.js';
import { setupAt } from './look-back.js';
import { drawLocalGame } from './local-view.js';
import { isComputer, personToMove, rematchSetup } from './players.js';
import { parseBoard, discsAfterPly } from './squares.js';
import { drawCounts } from './scoreboard.js';
import { nameGameInAddress, showGameInAddress } from './address.js';
import { playSound } from './sound.js';
import { t } from './i18n.js';
import {
  setStatus, hideAnnouncement, showError, clearError, showGameOver, hideGameOver, reportError,
  speakMove, announcePass,
} from './messages.js';

// The game-over card, once closed, stays closed for that game at that ply.
const overlayKeyOf = (game) => `${game.id} ${game.ply}`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export class LocalGame {
  /**
   * board: the page's BoardView; settings: the page's switches (hints, graph, pause);
   * players: the Players; onOpen(): runs before another local game is opened (the page
   * leaves online play); onShown(game): runs when a game other than the one on the board
   * is shown (the page turns the board to the person's side).
   */
  constructor({ board, settings, players, onOpen, onShown }) {
    this.board = board;
    this.settings = settings;
    this.players = players;
    this.onOpen = onOpen;
    this.onShown = onShown;
    this.game = null;
    // Bumped whenever another game is loaded, so answers about the old one are dropped.
    this.generation = 0;
    // A request or an animation is under way: the board and history controls wait.
    this.busy = false;
    this.animating = false;
    this.thinking = false;
    // A new game has been asked for and the server has not answered yet.
    this.creating = false;
    this.gameOverClosedFor = null;
    // The ply of the earlier position the player looks at (from the move list), or null
    // for the game's own position. Looking never changes the game.
    this.lookingAt = null;
    this.aids = new Aids({
      settings,
      shownGame: () => this.game,
      onAnswer: () => {
        if (!this.busy) this.render();
      },
    });
  }

  /** What Copy transcript copies: the transcript, after the start position when the game was set up. */
  get setupText() {
    return this.game?.setup ?? '';
  }

  // ----- loading and creating games -----

  /** Shows the game `id`; `review`: a finished game opens on its review, without the game-over card. */
  async load(id, { review = false } = {}) {
    const generation = this.begin();
    setStatus(t('loading'));
    try {
      const game = await referee.getGame(id);
      if (generation !== this.generation) return;
      if (review && game.over) this.gameOverClosedFor = overlayKeyOf(game);
      await this.show(game, { animate: false });
    } catch (error) {
      if (generation !== this.generation) return;
      if (error instanceof ApiError && error.status === 404) {
        await this.create(this.players.lastSetup(), { replaceUrl: true });
        showError(t('errorNotFound', { id }));
        return;
      }
      // With no network a game of the server cannot be opened, but one can be played here.
      if (error instanceof ApiError && error.status === 0) {
        await this.create(this.players.lastSetup(), { replaceUrl: true });
        if (this.game && referee.isOffline(this.game.id)) showError(t('errorOfflineLoad', { id }));
        return;
      }
      reportError(error);
      return;
    }
    await this.advance(generation);
  }

  /**
   * Starts a game {black, white, setup?}. Throws the ApiError when `rethrow` is set (the
   * paste box shows it beside itself); otherwise shows it in the error area. The current
   * game stays as it was when the server refuses.
   */
  async create(setup, { replaceUrl = false, rethrow = false } = {}) {
    this.creating = true;
    this.render();
    let game;
    try {
      game = await referee.createGame(setup);
    } catch (error) {
      this.creating = false;
      this.render();
      if (rethrow) throw error;
      reportError(error);
      return;
    }
    this.creating = false;
    const generation = this.begin();
    this.players.remember(game);
    showGameInAddress(game.id, { replace: replaceUrl });
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
      playSound('pass');
      await announcePass(pass.color);
      if (generation !== this.generation) return;
    }
    await this.advance(generation);
  }

  /**
   * Asks the referee for the game on the board again, between the player's actions: one
   * played offline comes back as the server's copy once the server has stored it.
   */
  async refresh() {
    const game = this.game;
    if (this.busy || this.creating || !game || !referee.isOffline(game.id)) return;
    const generation = this.generation;
    this.busy = true;
    let answer = null;
    try {
      answer = await referee.getGame(game.id);
    } catch (error) {
      if (generation === this.generation) reportError(error);
    }
    if (generation !== this.generation) return;
    this.busy = false;
    if (answer) await this.show(answer, { animate: false });
    else this.render();
  }

  /** Another game is opened: returns its generation. */
  begin() {
    this.onOpen();
    return this.reset();
  }

  /** The page shows an online game instead: drops this one. */
  close() {
    this.reset();
    this.game = null;
    document.querySelector('#offline-note').hidden = true;
  }

  // Forgets everything about the game shown (its answers still to come are dropped).
  reset() {
    this.generation += 1;
    this.busy = false;
    this.animating = false;
    this.thinking = false;
    this.lookingAt = null;
    this.aids.forget();
    this.gameOverClosedFor = null;
    hideAnnouncement();
    hideGameOver();
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
    if (previous?.id !== game.id) this.onShown(game);
    // A game played offline goes on, once the server has stored it, under the server's id.
    nameGameInAddress(game.id);
    // Loaded while the person looks at the board: until it is ready the server searches.
    if (isComputer(game, 'black') || isComputer(game, 'white')) startBrowserEngine();
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
          playSound('pass');
          await announcePass(ply.color);
        } else {
          drawCounts(discs);
          speakMove(ply);
          playSound('move');
          await this.board.animatePly(ply, stateAfterPly(discs, ply));
        }
        if (generation !== this.generation) return;
      }
      this.animating = false;
      if (game.over) playSound('end');
    }
    this.game = game;
    this.render();
  }

  /** Redraws everything from this.game (not the board while a move is animating). */
  render() {
    const game = this.game;
    if (!game) return;
    const review = this.aids.reviewOf(game);
    document.querySelector('#offline-note').hidden = !referee.isOffline(game.id);
    const onSelect = (ply) => this.select(ply);
    drawLocalGame(game, {
      board: this.board,
      busy: this.busy,
      animating: this.animating,
      thinking: this.thinking,
      creating: this.creating,
      lookingAt: this.lookingAt,
      hints: this.aids.hintsFor(game),
      analysed: review ? analysedMoves(review.data) : new Map(),
      onSelect,
    });
    this.aids.draw(game, review, { busy: this.busy, shownPly: this.lookingAt ?? game.ply, onSelect });

    const overlayWanted = game.over && !this.busy && this.lookingAt === null;
    if (overlayWanted && this.gameOverClosedFor !== overlayKeyOf(game)) showGameOver(game.result);
    else hideGameOver();

    // The aids are asked for while the page waits for a person, never during play.
    if (!this.busy) this.aids.fetch(game);
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
        answer = await referee.computerMove(game);
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
    this.lookingAt = null;
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

  /** Shows an error; on 409 catches up with the game the server sent. True if caught up. */
  async recoverFrom(error) {
    reportError(error);
    if (error instanceof ApiError && error.status === 409 && error.game) {
      await this.show(error.game, { animate: false });
      return true;
    }
    return false;
  }

  // ----- the player's actions -----

  play(square) {
    const game = this.game;
    if (this.busy || this.creating || this.lookingAt !== null) return;
    if (!game || !personToMove(game) || !game.legal.includes(square)) return;
    this.act((g) => referee.move(g, square), { animate: true });
  }

  undo() {
    return this.act((g) => referee.undo(g), { animate: false });
  }

  redo() {
    return this.act((g) => referee.redo(g), { animate: true });
  }

  /**
   * A move chosen in the move list or the review. A played one (or the start) is only
   * looked at; a taken-back one is replayed up to it, as redo would.
   */
  select(to) {
    const game = this.game;
    if (this.busy || !game) return;
    if (to > game.ply) {
      this.act((g) => referee.cursor(g, to), { animate: false });
      return;
    }
    this.lookingAt = to === game.ply ? null : to;
    this.render();
  }

  /** The ply on the board: the one looked at, or the game's own. */
  get shownPly() {
    return this.lookingAt ?? this.game?.ply ?? 0;
  }

  /**
   * Looks at the position after `ply` plies, kept between the start and the game's own
   * position: stepping through the game only looks, it never replays taken-back moves.
   */
  lookAt(ply) {
    const game = this.game;
    if (this.busy || this.creating || !game) return;
    const to = Math.max(0, Math.min(game.ply, ply));
    const lookingAt = to === game.ply ? null : to;
    if (lookingAt === this.lookingAt) return;
    this.lookingAt = lookingAt;
    this.render();
  }

  /** Back from an earlier position to the game's own. */
  returnToGame() {
    this.lookingAt = null;
    this.render();
  }

  /** A new game from the position looked at, with the same players; this one is kept. */
  playOnFromHere() {
    if (this.lookingAt === null || this.busy) return;
    this.create(setupAt(this.game, this.lookingAt));
  }

  continueHere() {
    if (this.busy || !this.game) return;
    this.advance(this.generation, { force: true });
  }

  rematch() {
    return this.create(rematchSetup(this.game));
  }

  closeOverlay() {
    this.gameOverClosedFor = overlayKeyOf(this.game);
    hideGameOver();
    this.board.focus();
  }
}
