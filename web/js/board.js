// The 8x8 board: 64 buttons with coordinates, discs that flip, marks for the legal moves,
// the last move and the discs it flipped, hint scores and lines, and arrow-key navigation;
// seen from black's side or, turned half round, from white's. It shows what it is told;
// choosing and checking moves is the server's job.

import { SQUARES, SIZE, FILES, opposite } from './squares.js';
import { t, colorName, formatScore, formatLine } from './i18n.js';
import { motionScale } from './pace.js';

// Timings of the move animation at its slowest (ms), scaled by the animation setting
// (pace.js). The disc drops in, then the flipped discs turn over one ring after another
// outward from it, so the eye can follow the capture.
const DROP_MS = 180;
const FLIP_MS = 360;
const RING_STAGGER_MS = 70;

function distance(a, b) {
  const dx = Math.abs(FILES.indexOf(a[0]) - FILES.indexOf(b[0]));
  const dy = Math.abs(Number(a.slice(1)) - Number(b.slice(1)));
  return Math.max(dx, dy);
}

/**
 * What the board shows:
 *   discs   Map square -> 'black' | 'white'
 *   legal   Set of squares a person may play now (empty when the computer is to move)
 *   toMove  'black' | 'white' | null, tints the legal-move dots
 *   last    the square of the last move, or null
 *   flipped Set of squares the last move flipped
 *   hints   Map square -> {score, line} for the side to move, best first (empty when hints
 *           are off): the score, and the line the engine expects, the move first
 */
export const EMPTY_STATE = {
  discs: new Map(),
  legal: new Set(),
  toMove: null,
  last: null,
  flipped: new Set(),
  hints: new Map(),
};

/** The state to show once `ply` has been played out, before anybody may move again. */
export function stateAfterPly(discs, ply) {
  return { discs, legal: new Set(), toMove: null, last: ply.move, flipped: new Set(ply.flipped), hints: new Map() };
}

/** The marks of the last move among `plies` (passes skipped): {last, flipped}. */
export function lastMoveMarks(plies) {
  const lastMove = plies.findLast((ply) => ply.move !== 'pass');
  return { last: lastMove?.move ?? null, flipped: new Set(lastMove?.flipped ?? []) };
}

/** Who plays ply `ply` (0: the move itself) of a line from a position with `toMove` to move. */
const colorOfPly = (toMove, ply) => (ply % 2 === 0 ? toMove : opposite(toMove));

export class BoardView {
  /**
   * onPlay(square): a square was chosen. lineCaption: the element that writes out the
   * line of the hinted move pointed at or focused, else of the best move (null for a board
   * that never shows hints, such as the position editor's). frame: the
   * element around the board with its coordinate strips (.coords-columns, .coords-rows).
   */
  constructor(element, { onPlay, lineCaption, frame }) {
    this.element = element;
    this.onPlay = onPlay;
    this.lineCaption = lineCaption;
    this.frame = frame;
    this.flipped = false;
    this.state = EMPTY_STATE;
    this.squares = new Map();
    this.timers = [];
    this.finishAnimation = null;
    this.focusSquare = 'd3';
    // The square under the pointer or with the focus, whose hint line is numbered on the
    // board; null when there is none.
    this.previewed = null;
    this.build();
  }

  build() {
    const fragment = document.createDocumentFragment();
    for (const square of SQUARES) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'square';
      button.dataset.square = square;
      button.tabIndex = -1;
      button.innerHTML =
        '<span class="disc" aria-hidden="true"><span class="disc-turn"><span class="face face-black">' +
        '</span><span class="face face-white"></span></span></span>' +
        '<span class="hint" aria-hidden="true"></span><span class="book-mark" aria-hidden="true"></span>' +
        '<span class="line-step" aria-hidden="true"></span>';
      button.addEventListener('click', () => this.onPlay(square));
      button.addEventListener('focus', () => {
        this.setFocusSquare(square);
        this.preview(square);
      });
      // Pointing or focusing shows a move's line; a phone has neither for long (a tap
      // plays), so the caption shows the best move's line the rest of the time.
      button.addEventListener('pointerenter', () => this.preview(square));
      button.addEventListener('pointerleave', () => this.endPreview(square));
      button.addEventListener('blur', () => this.endPreview(square));
      fragment.append(button);
      this.squares.set(square, button);
    }
    this.element.append(fragment);
    this.applyPace();
    this.element.addEventListener('keydown', (event) => this.onKey(event));
    this.setFocusSquare(this.focusSquare);
  }

  /**
   * Shows the board from white's side (h8 at the top left, the coordinates relabelled) or
   * from black's. The stylesheet turns the board; the squares keep their names and their
   * order for screen readers, and the arrow keys follow what the eye sees.
   */
  setFlipped(flipped) {
    this.flipped = flipped;
    this.frame.classList.toggle('flipped', flipped);
    const columns = [...FILES];
    const rows = Array.from({ length: SIZE }, (_, row) => String(row + 1));
    if (flipped) {
      columns.reverse();
      rows.reverse();
    }
    this.frame.querySelectorAll('.coords-columns span').forEach((span, index) => (span.textContent = columns[index]));
    this.frame.querySelectorAll('.coords-rows span').forEach((span, index) => (span.textContent = rows[index]));
  }

  /** Times the stylesheet's flip and drop as the timers here do, after the setting changed. */
  applyPace() {
    const scale = motionScale();
    this.element.style.setProperty('--flip-ms', `${FLIP_MS * scale}ms`);
    this.element.style.setProperty('--drop-ms', `${DROP_MS * scale}ms`);
  }

  /** Shows a state at once, stopping any animation still running. */
  render(state) {
    this.cancelAnimation();
    this.element.classList.add('instant');
    this.paint(state);
    // Read layout so the style without transitions applies before they come back.
    void this.element.offsetWidth;
    this.element.classList.remove('instant');
  }

  /** Rewrites the accessible names and the line caption, e.g. after the language changed. */
  relabel() {
    for (const [square, button] of this.squares) {
      button.setAttribute('aria-label', this.label(square, this.state));
    }
    this.paintLine();
  }

  /**
   * Plays one ply of the server's answer: the disc drops onto ply.move, then the flipped
   * discs turn over. `after` is the state to show once done. Resolves when the animation
   * has finished (at once for a pass), so the next turn never starts under it.
   */
  animatePly(ply, after) {
    this.cancelAnimation();
    if (ply.move === 'pass') {
      this.render(after);
      return Promise.resolve();
    }
    const motion = motionScale();
    const placed = this.disc(ply.move);
    // The new disc appears in its colour without turning over from anything.
    this.element.classList.add('instant');
    this.setDiscColor(placed, ply.color);
    void this.element.offsetWidth;
    this.element.classList.remove('instant');
    placed.classList.add('dropping');

    let longest = DROP_MS * motion;
    for (const square of ply.flipped) {
      const delay = (DROP_MS + (distance(ply.move, square) - 1) * RING_STAGGER_MS) * motion;
      longest = Math.max(longest, delay + FLIP_MS * motion);
      const disc = this.disc(square);
      disc.firstElementChild.style.transitionDelay = `${delay}ms`;
      this.setDiscColor(disc, ply.color);
    }
    // Marks of the previous move go while the new one lands; dots and hints stay hidden.
    this.paintMarks({ ...after, legal: new Set(), hints: new Map() });

    return new Promise((resolve) => {
      this.finishAnimation = () => {
        this.finishAnimation = null;
        placed.classList.remove('dropping');
        for (const square of ply.flipped) this.disc(square).firstElementChild.style.transitionDelay = '';
        resolve();
      };
      this.timers.push(
        setTimeout(() => {
          const finish = this.finishAnimation;
          this.timers = [];
          finish?.();
          this.paint(after);
        }, longest),
      );
    });
  }

  cancelAnimation() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.finishAnimation?.();
  }

  disc(square) {
    return this.squares.get(square).firstElementChild;
  }

  setDiscColor(disc, color) {
    disc.classList.toggle('is-black', color === 'black');
    disc.classList.toggle('is-white', color === 'white');
  }

  paint(state) {
    this.state = state;
    for (const [square, button] of this.squares) {
      this.setDiscColor(button.firstElementChild, state.discs.get(square) ?? null);
    }
    this.paintMarks(state);
  }

  /** Everything but the discs: dots, highlights, hint scores and lines, and the accessible names. */
  paintMarks(state) {
    this.state = state;
    this.element.dataset.toMove = state.toMove ?? '';
    const scores = [...state.hints.values()].map((hint) => hint.score);
    const best = scores.length ? Math.max(...scores) : null;
    for (const [square, button] of this.squares) {
      const legal = state.legal.has(square);
      button.classList.toggle('legal', legal);
      button.classList.toggle('last', state.last === square);
      button.classList.toggle('flipped', state.flipped.has(square));
      const hint = state.hints.get(square);
      const score = hint?.score;
      button.querySelector('.hint').textContent = score === undefined ? '' : formatScore(score);
      button.querySelector('.book-mark').textContent = hint?.book ? t('bookMark') : '';
      button.classList.toggle('best', score !== undefined && score === best);
      button.setAttribute('aria-label', this.label(square, state));
    }
    this.paintLine();
  }

  preview(square) {
    this.previewed = square;
    this.paintLine();
  }

  endPreview(square) {
    if (this.previewed === square) this.preview(null);
  }

  /**
   * The line of the previewed hinted move numbered on the board (1 on the move itself, each
   * number on a disc of the colour that plays there, passes counted), and the caption: that
   * line, or the best move's when no hinted move is previewed.
   */
  paintLine() {
    const { hints, toMove } = this.state;
    const previewed = hints.has(this.previewed) ? this.previewed : null;
    const steps = new Map((previewed ? hints.get(previewed).line : []).map((move, ply) => [move, ply]));
    for (const [square, button] of this.squares) {
      const step = button.querySelector('.line-step');
      const ply = steps.get(square);
      const color = ply === undefined ? null : colorOfPly(toMove, ply);
      step.textContent = ply === undefined ? '' : String(ply + 1);
      step.classList.toggle('is-black', color === 'black');
      step.classList.toggle('is-white', color === 'white');
    }
    this.paintCaption(previewed);
  }

  paintCaption(previewed) {
    if (!this.lineCaption) return;
    // The server lists the hints best first.
    const shown = previewed ?? this.state.hints.keys().next().value;
    if (shown === undefined) {
      this.lineCaption.replaceChildren();
      return;
    }
    const { score, line, book } = this.state.hints.get(shown);
    const label = document.createElement('span');
    label.className = 'hint-line-label';
    label.textContent =
      (previewed
        ? t('hintLineOf', { move: shown, score: formatScore(score) })
        : t('hintLineBest', { score: formatScore(score) })) + (book ? t('hintBook') : '');
    const moves = document.createElement('span');
    moves.className = 'hint-line-moves';
    moves.textContent = formatLine(line);
    this.lineCaption.replaceChildren(label, moves);
  }

  /** "d3 empty, legal move", "d4 white, last move": the coordinate first, then the contents. */
  label(square, state) {
    const disc = state.discs.get(square);
    let text;
    if (disc) text = t('squareDisc', { square, color: colorName(disc, { lower: true }) });
    else text = t(state.legal.has(square) ? 'squareLegal' : 'squareEmpty', { square });
    if (state.last === square) text += t('squareLast');
    const hint = state.hints.get(square);
    if (hint) text += t('squareHint', { score: formatScore(hint.score), line: formatLine(hint.line) });
    if (hint?.book) text += t('squareBook');
    return text;
  }

  /** Moves keyboard focus to the board: to `square`, or to the square last focused there. */
  focus(square = this.focusSquare) {
    this.setFocusSquare(square);
    this.squares.get(square).focus();
  }

  // One square is in the tab order; the arrow keys move within the board.
  setFocusSquare(square) {
    this.squares.get(this.focusSquare).tabIndex = -1;
    this.focusSquare = square;
    this.squares.get(square).tabIndex = 0;
  }

  onKey(event) {
    const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    // On a flipped board the right arrow goes towards a, and Home to the h column.
    const sign = this.flipped ? -1 : 1;
    const [first, last] = this.flipped ? [SIZE - 1, 0] : [0, SIZE - 1];
    let target;
    const column = FILES.indexOf(this.focusSquare[0]);
    const row = Number(this.focusSquare.slice(1)) - 1;
    if (steps[event.key]) {
      const [dx, dy] = steps[event.key];
      const x = Math.min(SIZE - 1, Math.max(0, column + sign * dx));
      const y = Math.min(SIZE - 1, Math.max(0, row + sign * dy));
      target = FILES[x] + (y + 1);
    } else if (event.key === 'Home') {
      target = FILES[first] + (row + 1);
    } else if (event.key === 'End') {
      target = FILES[last] + (row + 1);
    } else {
      return;
    }
    event.preventDefault();
    this.setFocusSquare(target);
    this.squares.get(target).focus();
  }
}
