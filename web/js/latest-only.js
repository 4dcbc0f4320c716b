// One request at a time for an aid of the engine (hints, analysis). Asked again while one
// runs, it keeps only the newest wish and runs it when the running one ends, so a quick
// player or a computer game never piles searches up on the server. Answers to anything but
// the newest wish are dropped, and the running request's signal aborts once it is not the
// newest, for a search that can stop early (the browser's engine).

export class LatestOnly {
  constructor() {
    this.newest = null;
    this.running = null; // {key, controller} of the request under way
    this.pending = null;
  }

  /**
   * Asks fetch(signal) for `key`; onAnswer(result) runs only if key is still the newest
   * wish.
   */
  ask(key, fetch, onAnswer, onError = () => {}) {
    this.newest = key;
    const job = { key, fetch, onAnswer, onError };
    if (!this.running) {
      this.run(job);
      return;
    }
    this.pending = job;
    if (this.running.key !== key) this.running.controller.abort();
  }

  /** Drops every wish (another game was opened). */
  forget() {
    this.newest = null;
    this.pending = null;
    this.running?.controller.abort();
  }

  async run(job) {
    const controller = new AbortController();
    this.running = { key: job.key, controller };
    try {
      const result = await job.fetch(controller.signal);
      if (job.key === this.newest) job.onAnswer(result);
    } catch (error) {
      if (job.key === this.newest) job.onError(error);
    }
    this.running = null;
    const next = this.pending;
    this.pending = null;
    if (next && next.key === this.newest) this.run(next);
  }
}
