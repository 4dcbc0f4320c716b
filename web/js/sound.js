// Short sounds for a move, a pass and the end of a game, made in the page with the Web
// Audio API, so there are no files to load. Off unless the player turns them on. Browsers
// let a page start audio only after a user gesture, so the AudioContext is made (or
// resumed) on a click or key press while the sounds are on, never before: until then a
// sound is simply not played. Like the animation, one setting for the whole page.

// Each sound is a few notes (hertz, seconds after the start, seconds long): one soft note
// for a move, a falling pair for a pass, a rising chord for the end.
const NOTES = {
  move: [{ hz: 520, at: 0, length: 0.07 }],
  pass: [
    { hz: 440, at: 0, length: 0.09 },
    { hz: 330, at: 0.11, length: 0.12 },
  ],
  end: [
    { hz: 523, at: 0, length: 0.14 },
    { hz: 659, at: 0.12, length: 0.14 },
    { hz: 784, at: 0.24, length: 0.3 },
  ],
};

// Quiet enough to sit under speech or music; each note fades in and out so it never clicks.
const VOLUME = 0.15;
const FADE_IN = 0.005;

let on = false;
let context = null;

/**
 * Turns the sounds on or off. `byGesture`: the player did it just now (a click or key press
 * on the switch), so the audio may start at once.
 */
export function setSoundOn(wanted, { byGesture = false } = {}) {
  on = wanted;
  if (on && byGesture) wakeAudio();
}

/** Lets the page's first gestures (and later ones, if the browser suspended it) start the audio. */
export function wakeAudioOnGestures() {
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, () => on && wakeAudio(), { capture: true });
  }
}

function wakeAudio() {
  context ??= new AudioContext();
  if (context.state === 'suspended') context.resume();
}

/** Plays 'move', 'pass' or 'end' when the sounds are on and a gesture has allowed audio. */
export function playSound(name) {
  if (!on || context === null) return;
  const start = context.currentTime;
  for (const note of NOTES[name]) {
    const oscillator = context.createOscillator();
    oscillator.type = 'triangle';
    oscillator.frequency.value = note.hz;
    const gain = context.createGain();
    const from = start + note.at;
    const to = from + note.length;
    gain.gain.setValueAtTime(0, from);
    gain.gain.linearRampToValueAtTime(VOLUME, from + FADE_IN);
    gain.gain.exponentialRampToValueAtTime(0.0001, to);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(from);
    oscillator.stop(to);
  }
}
