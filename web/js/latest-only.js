// One request at a time for an aid of the engine (hints, analysis). Asked again while one
// runs, it keeps only the newest wish and runs it when the running one ends, so a quick
// player or a computer game never piles searches up on the server. Answers to anything but
// the newest wish are dropped.

export class LatestOnly {
  constructor() {
    this.newest = null;
    this.running = false;
    this.pending = null;
  }

  /** Asks fetch() for `key`; onAnswer(result) runs only if key is still the newest wish. */
  ask(key, fetch, onAnswer, onError = () => {}) {
    this.newest = key;
    const job = { key, fetch, onAnswer, onError };
    if (this.running) this.pending = job;
    else this.run(job);
  }

  /** Drops every wish (another game was opened). */
  forget() {
    this.newest = null;
    this.pending = null;
  }

  async run(job) {
    this.running = true;
    try {
      const result = await job.fetch();
      if (job.key === this.newest) job.onAnswer(result);
    } catch (error) {
      if (job.key === this.newest) job.onError(error);
    }
    this.running = false;
    const next = this.pending;
    this.pending = null;
    if (next && next.key === this.newest) this.run(next);
  }
}
