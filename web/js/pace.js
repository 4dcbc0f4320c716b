// How fast the page plays moves out: the player's animation setting (brisk, slow or off)
// and the system's wish for reduced motion, which turns the flips off whatever the setting.
// The board times its flips by it and the pass banner stays up by it, in local and online
// games alike. Like the language, one setting for the whole page.

export const ANIMATION_CHOICES = ['brisk', 'slow', 'off'];
export const DEFAULT_ANIMATION = 'brisk';

// The share of the full ("slow") flip each setting plays. Brisk keeps a move against the
// default computer under a second from click to the next turn, the flips still visible.
const SCALE = { brisk: 0.4, slow: 1, off: 0 };

// How long "White passes" stays over the board: long enough to read, shorter when brisk.
const PASS_BANNER_MS = { brisk: 1000, slow: 1500, off: 1000 };

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

let animation = DEFAULT_ANIMATION;

/** Sets the player's choice; an unknown one (an old stored value) falls back to the default. */
export function setAnimation(name) {
  animation = ANIMATION_CHOICES.includes(name) ? name : DEFAULT_ANIMATION;
}

export function currentAnimation() {
  return animation;
}

/** The factor for the board's animation times: 0 for no motion at all. */
export function motionScale() {
  return reducedMotion.matches ? 0 : SCALE[animation];
}

export function passBannerMs() {
  return PASS_BANNER_MS[animation];
}
