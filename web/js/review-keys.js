// Stepping through a game with the keyboard, as on lichess: ← and → look at the position one
// ply back or forward, Home and End at the start and at the game's own position. Keys meant
// for something else are left alone: typing in a field, a dialog, a modifier held (Alt+←
// is the browser's Back), and keys the board or the graph has used already.

const STEPS = {
  ArrowLeft: (ply) => ply - 1,
  ArrowRight: (ply) => ply + 1,
  Home: () => 0,
  End: () => Infinity,
};

/** Binds the keys; `target()` is what they step through ({shownPly, lookAt(ply)}) or null. */
export function bindReviewKeys(target) {
  document.addEventListener('keydown', (event) => {
    const step = STEPS[event.key];
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
    const game = target();
    if (!game) return;
    event.preventDefault();
    game.lookAt(step(game.shownPly));
  });
}

// A field the keys move the caret or the value in.
function isTyping(element) {
  if (!(element instanceof Element)) return false;
  return element.matches('input, textarea, select, [contenteditable]:not([contenteditable="false"])');
}
