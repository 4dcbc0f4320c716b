// The evaluation graph: the score after each ply from black's side (GET /analysis
// `evaluations`), as a line around a zero line, black's lead shaded dark above it and
// white's lead light below it. A click on it looks at the position after that ply; from
// the keyboard it is a slider: the arrows point at a ply, Enter or Space looks at it.

import { t, formatScore } from './i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const WIDTH = 320;
const HEIGHT = 132;
const PAD_LEFT = 4;
const PAD_RIGHT = 4;
const MIDDLE = HEIGHT / 2;
// A full game has 60 moves plus a few passes; the axis grows if a game has more.
const MIN_PLIES = 60;
// The biggest lead a board has. The height grows with the square root of the lead, so a
// swing of 2 discs still shows beside a spike of 60 (a linear scale drew it 2 px high).
const MAX_LEAD = 64;

function node(name, attributes = {}, parent = null) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  parent?.append(element);
  return element;
}

/**
 * Where the line begins: the position the game's review starts from (after a balanced
 * opening, the opening's last ply; else the start), valued as the best move the analysis
 * found there, from black's side. Without that move (no analysis yet) it is taken as level.
 */
export function graphStart(game, analysis) {
  const ply = game.balanced_opening?.plies ?? 0;
  const first = analysis?.moves?.find((move) => move.ply === ply);
  if (!first) return { ply, black: 0 };
  return { ply, black: first.color === 'black' ? first.best_score : -first.best_score };
}

/**
 * Draws evaluations [{ply, black}] into container (replacing what was there), the line
 * from `start` ({ply, black}: graphStart()). currentPly: where the board is (a vertical
 * marker); marks: Map ply -> quality, shown as dots on the moves the analysis found
 * wanting; onSelect(ply): a click chose that ply.
 */
export function drawGraph(
  container,
  evaluations,
  { start = { ply: 0, black: 0 }, currentPly = null, marks = new Map(), onSelect = null } = {},
) {
  container.replaceChildren();
  const axisLabel = (text) => {
    const label = document.createElement('div');
    label.className = 'graph-axis';
    label.textContent = text;
    return label;
  };
  container.append(axisLabel(`▲ ${t('graphAxisBlack')}`));
  const svg = node('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: 'graph-svg',
    role: 'img',
  });
  const last = evaluations.at(-1);
  node('title', {}, svg).textContent = last
    ? `${t('graphTitle')}: ${formatScore(last.black)}`
    : t('graphTitle');

  const plies = Math.max(MIN_PLIES, ...evaluations.map((point) => point.ply));
  const x = (ply) => PAD_LEFT + (ply / plies) * (WIDTH - PAD_LEFT - PAD_RIGHT);
  const y = (score) =>
    MIDDLE - Math.sign(score) * Math.sqrt(Math.min(MAX_LEAD, Math.abs(score)) / MAX_LEAD) * (MIDDLE - 6);

  node('rect', { x: 0, y: 0, width: WIDTH, height: MIDDLE, class: 'graph-black-side' }, svg);
  node('rect', { x: 0, y: MIDDLE, width: WIDTH, height: MIDDLE, class: 'graph-white-side' }, svg);
  for (const ply of [20, 40]) {
    node('line', { x1: x(ply), x2: x(ply), y1: 0, y2: HEIGHT, class: 'graph-grid' }, svg);
  }
  node('line', { x1: 0, x2: WIDTH, y1: MIDDLE, y2: MIDDLE, class: 'graph-zero' }, svg);

  if (evaluations.length) {
    const points = [start, ...evaluations].map((p) => `${x(p.ply)},${y(p.black)}`);
    const area = `${x(start.ply)},${MIDDLE} ${points.join(' ')} ${x(last.ply)},${MIDDLE}`;
    const defs = node('defs', {}, svg);
    const above = node('clipPath', { id: 'graph-above' }, defs);
    node('rect', { x: 0, y: 0, width: WIDTH, height: MIDDLE }, above);
    const below = node('clipPath', { id: 'graph-below' }, defs);
    node('rect', { x: 0, y: MIDDLE, width: WIDTH, height: MIDDLE }, below);
    node('polygon', { points: area, class: 'graph-area-black', 'clip-path': 'url(#graph-above)' }, svg);
    node('polygon', { points: area, class: 'graph-area-white', 'clip-path': 'url(#graph-below)' }, svg);
    node('polyline', { points: points.join(' '), class: 'graph-line' }, svg);
    for (const point of evaluations) {
      const quality = marks.get(point.ply - 1);
      if (quality) node('circle', { cx: x(point.ply), cy: y(point.black), r: 3.2, class: `graph-mark q-${quality}` }, svg);
    }
  }
  if (currentPly !== null) {
    node('line', { x1: x(currentPly), x2: x(currentPly), y1: 0, y2: HEIGHT, class: 'graph-cursor' }, svg);
  }
  container.append(svg, axisLabel(`▼ ${t('graphAxisWhite')}`));

  const selectable = Boolean(onSelect && last);
  if (selectable) {
    svg.classList.add('selectable');
    // A click chooses without taking the focus, so the arrow keys go on stepping the board.
    svg.addEventListener('mousedown', (event) => event.preventDefault());
    svg.addEventListener('click', (event) => {
      const box = svg.getBoundingClientRect();
      const along = ((event.clientX - box.left) / box.width) * WIDTH;
      const ply = Math.round(((along - PAD_LEFT) / (WIDTH - PAD_LEFT - PAD_RIGHT)) * plies);
      onSelect(Math.max(start.ply, Math.min(last.ply, ply)));
    });
  }
  bindKeys(container, svg, {
    points: selectable ? [start, ...evaluations] : [],
    currentPly,
    onSelect,
    at: (point) => ({ x: x(point.ply), y: y(point.black) }),
  });
}

/**
 * Makes the graph a slider for the keyboard: ←/→ (and Home/End) point at another ply, shown
 * by a ring on the line while the graph has the focus, and Enter or Space looks at it.
 * Without points (nothing to choose) it leaves the tab order. The ply pointed at outlives a
 * redraw while the graph has the focus, so an answer coming in does not move it.
 */
function bindKeys(container, svg, { points, currentPly, onSelect, at }) {
  if (!points.length) {
    unbindKeys(container);
    return;
  }
  const focused = document.activeElement === container;
  const wanted = focused && container.dataset.pointed !== undefined ? Number(container.dataset.pointed) : currentPly;
  // The last point at or before the ply wanted (a pass has no point of its own).
  let index = Math.max(0, points.findLastIndex((point) => point.ply <= (wanted ?? Infinity)));
  container.tabIndex = 0;
  container.setAttribute('role', 'slider');
  container.setAttribute('aria-label', t('graphLabel'));
  container.setAttribute('aria-valuemin', String(points[0].ply));
  container.setAttribute('aria-valuemax', String(points.at(-1).ply));
  const ring = node('circle', { r: 5, class: 'graph-pointer' }, svg);

  const point = (to) => {
    index = Math.max(0, Math.min(points.length - 1, to));
    const { ply, black } = points[index];
    const { x, y } = at(points[index]);
    ring.setAttribute('cx', x);
    ring.setAttribute('cy', y);
    container.dataset.pointed = String(ply);
    container.setAttribute('aria-valuenow', String(ply));
    const score = formatScore(black);
    const text = ply === 0 ? t('graphPointStart', { score }) : t('graphPoint', { n: ply, score });
    container.setAttribute('aria-valuetext', text);
  };
  point(index);

  container.onkeydown = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const back = index - 1;
    const on = index + 1;
    const moves = { ArrowLeft: back, ArrowDown: back, ArrowRight: on, ArrowUp: on, Home: 0, End: points.length - 1 };
    if (event.key in moves) point(moves[event.key]);
    else if (event.key === 'Enter' || event.key === ' ') onSelect(points[index].ply);
    else return;
    event.preventDefault();
  };
}

function unbindKeys(container) {
  const slider = ['role', 'tabindex', 'aria-label', 'aria-valuemin', 'aria-valuemax', 'aria-valuenow', 'aria-valuetext'];
  for (const name of slider) container.removeAttribute(name);
  container.onkeydown = null;
  delete container.dataset.pointed;
}

/** Empties the graph, and then `text` (e.g. "Calculating…") in its place. */
export function clearGraph(container, text = '') {
  unbindKeys(container);
  container.textContent = text;
}
