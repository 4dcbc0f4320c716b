// What the page asks of the Web Audio API, counted: the AudioContexts it makes and the
// oscillators it starts (each note of a sound is one oscillator: a move is 1, a pass 2, the
// end of a game 3). The real API still runs underneath.

/** Counts from the first script on, for every page of `target` (a page or a browser context). */
export async function countAudio(target) {
  await target.addInitScript(() => {
    const counts = { contexts: 0, oscillators: 0 };
    window.audioCounts = counts;
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(...args) {
        super(...args);
        counts.contexts += 1;
      }
    };
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args) {
      counts.oscillators += 1;
      return start.apply(this, args);
    };
  });
}

/** {contexts, oscillators} so far in `page`. */
export function audioCounts(page) {
  return page.evaluate(() => ({ ...window.audioCounts }));
}

export const SOUND_NOTES = { move: 1, pass: 2, end: 3 };
