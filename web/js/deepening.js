// The analysis board: the hints of the position shown, searched deeper and deeper by the
// engine in the browser, each answer replacing the scores on the board, until the position
// changes, the switch goes off, the scores are proven, or the time or the depth chosen is
// reached. The searches run in the engine's worker, in slices, so the page never waits on
// one.

import { browserDeepen } from './browser-engine.js';

// Each slice searches twice as long as the last, up to the longest: a deeper depth costs
// several times the one before, and the worker answers nothing else during a slice.
const FIRST_SLICE_MS = 250;
const LONGEST_SLICE_MS = 2000;

/**
 * How far the analysis board may search a position: for a time ("10s"), to a depth in
 * plies ("depth20", where a serious player wants scores that compare with another
 * program's), or until proven.
 */
export const DEEPEN_LIMITS = ['10s', '60s', 'depth16', 'depth20', 'depth24', 'proven'];
export const DEFAULT_DEEPEN_LIMIT = '60s';

/** A limit's bounds: {ms, depth}, Infinity and 0 where it sets none. */
export function limitOf(name) {
  const seconds = /^(\d+)s$/.exec(name);
  if (seconds) return { ms: Number(seconds[1]) * 1000, depth: 0 };
  const depth = /^depth(\d+)$/.exec(name);
  if (depth) return { ms: Infinity, depth: Number(depth[1]) };
  return { ms: Infinity, depth: 0 };
}

/**
 * The limit of a stored setting: one of DEEPEN_LIMITS, or the seconds that pages before
 * the depths stored (0: until proven).
 */
export function storedDeepenLimit(stored) {
  if (DEEPEN_LIMITS.includes(stored)) return stored;
  if (stored === 0) return 'proven';
  if (DEEPEN_LIMITS.includes(`${stored}s`)) return `${stored}s`;
  return DEFAULT_DEEPEN_LIMIT;
}

export class Deepening {
  /** onAnswer(): a deeper answer came, or the search ended: redraw. */
  constructor({ onAnswer }) {
    this.onAnswer = onAnswer;
    this.run = null; // {key, answer, ended, elapsedMs}
  }

  /**
   * The run for the position `key`: {answer (null until one), ended, reachedDepth,
   * elapsedMs}; or null.
   */
  of(key) {
    return this.run?.key === key ? this.run : null;
  }

  /** Deepens the position of `game` (`key`) within the limit named `limit`, unless it already is. */
  follow(key, game, limit) {
    if (this.run?.key === key && this.run.limit === limit) return;
    this.stop();
    const { ms, depth } = limitOf(limit);
    const run = { key, limit, ms, depth, answer: null, ended: false, reachedDepth: false, elapsedMs: 0, stopped: false };
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
      const left = run.ms - (performance.now() - started);
      if (run.stopped || left <= 0) break;
      const answer = await browserDeepen(game, Math.min(slice, left), run.depth);
      run.elapsedMs = performance.now() - started;
      if (run.stopped || !answer || answer.error) break;
      // A solve cut short scores only some moves: the last whole answer stays.
      if (answer.complete) run.answer = answer;
      if (answer.complete && answer.exact) break;
      if (answer.complete && run.depth > 0 && answer.depth >= run.depth) {
        run.reachedDepth = true;
        break;
      }
      this.onAnswer();
    }
    run.ended = true;
    if (!run.stopped) this.onAnswer();
  }
}
