// The analysis board: the hints of the position shown, searched deeper and deeper by the
// engine in the browser, each answer replacing the scores on the board, until the position
// changes, the switch goes off, the scores are proven or the time chosen runs out. The
// searches run in the engine's worker, in slices, so the page never waits on one.

import { browserDeepen } from './browser-engine.js';

// Each slice searches twice as long as the last, up to the longest: a deeper depth costs
// several times the one before, and the worker answers nothing else during a slice.
const FIRST_SLICE_MS = 250;
const LONGEST_SLICE_MS = 2000;

/** How long the analysis board may search a position, in seconds; 0: until proven. */
export const DEEPEN_LIMITS = [10, 60, 0];
export const DEFAULT_DEEPEN_LIMIT = 60;

/** A limit's milliseconds. */
export const limitMs = (seconds) => (seconds > 0 ? seconds * 1000 : Infinity);

export class Deepening {
  /** onAnswer(): a deeper answer came, or the search ended: redraw. */
  constructor({ onAnswer }) {
    this.onAnswer = onAnswer;
    this.run = null; // {key, answer, ended, elapsedMs}
  }

  /** The run for the position `key`: {answer (null until one), ended, elapsedMs}; or null. */
  of(key) {
    return this.run?.key === key ? this.run : null;
  }

  /** Deepens the position of `game` (`key`), unless it already is; stops after `limitMs`. */
  follow(key, game, limitMs) {
    if (this.run?.key === key && this.run.limitMs === limitMs) return;
    this.stop();
    const run = { key, limitMs, answer: null, ended: false, elapsedMs: 0, stopped: false };
    this.run = run;
    this.deepen(run, game);
  }

  stop() {
    if (this.run) this.run.stopped = true;
    this.run = null;
  }

  async deepen(run, game) {
    const started = performance.now();
    for (let slice = FIRST_SLICE_MS; ; slice = Math.min(slice * 2, LONGEST_SLICE_MS)) {
      const left = run.limitMs - (performance.now() - started);
      if (run.stopped || left <= 0) break;
      const answer = await browserDeepen(game, Math.min(slice, left));
      run.elapsedMs = performance.now() - started;
      if (run.stopped || !answer || answer.error) break;
      // A solve cut short scores only some moves: the last whole answer stays.
      if (answer.complete) run.answer = answer;
      if (answer.complete && answer.exact) break;
      this.onAnswer();
    }
    run.ended = true;
    if (!run.stopped) this.onAnswer();
  }
}
