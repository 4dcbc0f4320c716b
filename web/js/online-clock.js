// The two clocks of an online game. The server sends the time left with every state; the
// page counts the running clock down itself in between, so it moves smoothly without a
// message a second. The server alone decides when a flag falls.

const TICK_MS = 100;
// Under this, tenths of a second are shown: they matter when time is short.
const LOW_MS = 10_000;

/** "5:00", "0:42", and under ten seconds "0:09.3". */
function formatClock(ms) {
  const left = Math.max(0, ms);
  if (left < LOW_MS) {
    const tenths = Math.floor(left / 100);
    return `0:0${Math.floor(tenths / 10)}.${tenths % 10}`;
  }
  // Whole seconds round up, so a fresh 5-minute clock reads 5:00, not 4:59.
  const seconds = Math.ceil(left / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export class ClockView {
  /** elements: {black, white}, each shown only when the game has a clock. */
  constructor(elements) {
    this.elements = elements;
    this.clocks = null;
    this.receivedAt = 0;
    this.timer = null;
  }

  /** clocks: the state's `clocks` (null without a clock), as received at receivedAt. */
  show(clocks, receivedAt) {
    this.clocks = clocks;
    this.receivedAt = receivedAt;
    clearInterval(this.timer);
    this.timer = clocks?.running ? setInterval(() => this.paint(), TICK_MS) : null;
    this.paint();
  }

  stop() {
    this.show(null, 0);
  }

  left(color) {
    const clocks = this.clocks;
    const elapsed = clocks.running === color ? performance.now() - this.receivedAt : 0;
    return Math.max(0, clocks[color] - elapsed);
  }

  paint() {
    for (const [color, element] of Object.entries(this.elements)) {
      element.hidden = this.clocks === null;
      if (element.hidden) continue;
      const left = this.left(color);
      element.textContent = formatClock(left);
      element.classList.toggle('running', this.clocks.running === color);
      element.classList.toggle('low', left < LOW_MS);
    }
  }
}
