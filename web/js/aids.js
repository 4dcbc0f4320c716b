// The engine's aids beside a local game: hint scores on the board, the evaluation graph up
// to the cursor, and the review of a finished game (its wanting moves marked in the move
// list and the graph, and listed in the review panel). They are asked for while the page
// waits for a person and never block play.

import { api } from './api.js';
import { browserAnalysis, browserHints, startBrowserEngine } from './browser-engine.js';
import { Deepening } from './deepening.js';
import { drawGraph, graphStart, clearGraph } from './graph.js';
import { drawAnalysis, qualityMarks } from './analysis.js';
import { LatestOnly } from './latest-only.js';
import { personToMove } from './players.js';
import { reportError } from './messages.js';
import { t } from './i18n.js';

const $ = (selector) => document.querySelector(selector);

// Every ply recorded in the game, played or taken back: two answers with the same list
// are the same game line, whatever the cursor.
const recordedLine = (game) => [...game.plies.map((ply) => ply.move), ...game.undone].join(' ');
const positionKey = (game) => `${game.id} ${game.ply} ${game.board}`;

// The browser's engine answers when it is ready, the server otherwise, in the same shape.
const hintsOf = async (game) => (await browserHints(game)) ?? api.hints(game.id);
// An analysis no longer wanted (`signal` aborted) is not asked of the server either.
const analysisOf = async (game, signal) =>
  (await browserAnalysis(game, signal)) ?? (signal.aborted ? null : api.analysis(game.id));

// The hints' answer as the board draws it: Map square -> {score, line, book}, best first.
const hintsMap = (answer) =>
  new Map(answer.moves.map(({ move, score, line, book }) => [move, { score, line, book }]));

// "Depth 14, searching deeper…", "Proven", "Depth 18: the time chosen is up".
function deepeningText(state) {
  if (!state) return '';
  if (state.exact) return t('deepeningExact');
  if (state.depth === null) return state.ended ? '' : t('deepeningStarting');
  if (state.reachedDepth) return t('deepeningReached', { depth: state.depth });
  return t(state.ended ? 'deepeningStopped' : 'deepeningDepth', { depth: state.depth });
}

export class Aids {
  /**
   * settings: the page's switches (hints, graph); shownGame(): the game on the board now;
   * onAnswer(): an aid came for it and may be drawn.
   */
  constructor({ settings, shownGame, onAnswer }) {
    this.settings = settings;
    this.shownGame = shownGame;
    this.onAnswer = onAnswer;
    this.hints = null; // {key, moves: Map square -> {score, line, book}}
    this.analysis = null; // {key, data}: up to the cursor, for the graph
    this.hintRequests = new LatestOnly();
    this.deepening = new Deepening({ onAnswer });
    this.analysisRequests = new LatestOnly();
    // {id, line, data}: the whole finished game. Kept when another game is opened, so
    // coming back to the same line shows it again without asking.
    this.review = null;
  }

  /** Another game is opened: drops the aids of this one and any answer still to come. */
  forget() {
    this.hints = null;
    this.analysis = null;
    this.hintRequests.forget();
    this.analysisRequests.forget();
    this.deepening.stop();
    clearGraph($('#graph'));
  }

  /**
   * Hints for the game's position: Map square -> {score, line}, best first, empty when off
   * or not known yet.
   */
  hintsFor(game) {
    if (!this.settings.hints) return new Map();
    const deeper = this.deepening.of(positionKey(game))?.answer;
    if (this.settings.deepen && deeper) return hintsMap(deeper);
    return this.hints?.key === positionKey(game) ? this.hints.moves : new Map();
  }

  /** The analysis board's state for the game's position: {depth, exact, ended, reachedDepth}, or null. */
  deepeningOf(game) {
    if (!(this.settings.hints && this.settings.deepen)) return null;
    const run = this.deepening.of(positionKey(game));
    if (!run) return null;
    return {
      depth: run.answer?.depth ?? null,
      exact: run.answer?.exact ?? false,
      ended: run.ended,
      reachedDepth: run.reachedDepth,
    };
  }

  /** The analysis of the whole finished game, if the board still shows that game line. */
  reviewOf(game) {
    if (this.review?.id === game.id && this.review.line === recordedLine(game)) return this.review;
    return null;
  }

  /** Draws the graph and review panels at the ply shown; onSelect(ply) shows that ply. */
  draw(game, review, { busy, shownPly, onSelect }) {
    $('#deepening').textContent = deepeningText(this.deepeningOf(game));
    this.drawGraphPanel(game, review, { shownPly, onSelect: busy ? null : onSelect });
    this.drawReviewPanel(game, review, { busy, shownPly, onSelect });
  }

  drawGraphPanel(game, review, { shownPly, onSelect }) {
    const panel = $('#graph-panel');
    panel.hidden = !this.settings.graph;
    if (panel.hidden) return;
    const data = review?.data ?? (this.analysis?.key === positionKey(game) ? this.analysis.data : null);
    const graph = $('#graph');
    if (data) {
      const marks = review ? qualityMarks(review.data) : new Map();
      drawGraph(graph, data.evaluations, { start: graphStart(game, data), currentPly: shownPly, marks, onSelect });
      graph.removeAttribute('aria-busy');
    } else if (game.ply === graphStart(game).ply) {
      drawGraph(graph, [], { currentPly: game.ply });
    } else if (!graph.firstChild || graph.firstChild.nodeType === Node.TEXT_NODE) {
      clearGraph(graph, t('graphLoading'));
    } else {
      // The last graph stays, dimmed, until the new one comes.
      graph.setAttribute('aria-busy', 'true');
    }
  }

  drawReviewPanel(game, review, { busy, shownPly, onSelect }) {
    const panel = $('#analysis-panel');
    panel.hidden = !(game.over || review);
    if (panel.hidden) return;
    if (review) {
      drawAnalysis($('#analysis'), game, review.data, { disabled: busy, shownPly, onSelect });
    } else {
      $('#analysis').innerHTML = '<p class="muted"></p>';
      $('#analysis p').textContent = t('analysisLoading');
    }
  }

  /**
   * Asks for hints and analysis of the game's position, each once per position and one
   * request at a time (a deep analysis can take a while; a newer position stops it in the
   * browser's engine). An answer counts only for the position it was asked for.
   */
  fetch(game) {
    const key = positionKey(game);
    const current = (answer) => answer.ply === game.ply && positionKey(this.shownGame()) === key;
    const wantsHints = this.settings.hints && personToMove(game) && this.hints?.key !== key;
    const review = this.reviewOf(game);
    const wantsAnalysis = !review && this.analysis?.key !== key &&
      (game.over || (this.settings.graph && game.ply > graphStart(game).ply));
    if (wantsHints || wantsAnalysis) startBrowserEngine();
    const wantsDeeper = this.settings.hints && this.settings.deepen && personToMove(game) && !game.over;
    if (wantsDeeper) this.deepening.follow(key, game, this.settings.deepenLimit);
    else this.deepening.stop();
    if (wantsHints) {
      this.hints = { key, moves: new Map() };
      this.hintRequests.ask(key, () => hintsOf(game), (answer) => {
        if (!current(answer)) return;
        this.hints = { key, moves: hintsMap(answer) };
        this.onAnswer();
      });
    }
    if (wantsAnalysis) {
      this.analysis = { key, data: null };
      this.analysisRequests.ask(
        key,
        (signal) => analysisOf(game, signal),
        (data) => {
          if (!current(data)) return;
          this.analysis = { key, data };
          if (game.over) this.review = { id: game.id, line: recordedLine(game), data };
          this.onAnswer();
        },
        (error) => {
          if (this.analysis?.key === key) this.analysis = null;
          if (error.status !== 409) reportError(error);
        },
      );
    }
  }
}
