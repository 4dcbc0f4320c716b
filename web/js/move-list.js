// The move list: rows of black's and white's moves in standard notation (f5, d6, pass),
// numbered by ply as Othello players number their moves (1 to 60, 手 in Japanese), the
// row by its first. Each move is a button that shows the position after it; moves taken back (which
// redo can replay) are shown faded after the game's current one, and the moves of a
// balanced opening (drawn at random, the game's start) in italics.

import { t, colorName } from './i18n.js';
import { opposite } from './squares.js';

// Marks players write after moves the analysis found wanting.
export const QUALITY_SYMBOL = { inaccuracy: '?!', mistake: '?', blunder: '??' };

function firstColorOf(game) {
  return game.start.trim().endsWith('O') ? 'white' : 'black';
}

/**
 * Every recorded ply, played and undone, as {color, move, number (1-based ply), undone}.
 * `undone` holds only moves; their colours alternate on from the last played ply (passes
 * are plies too, so the alternation is exact).
 */
function recordedPlies(game) {
  const firstColor = firstColorOf(game);
  const plies = game.plies.map((ply, index) => ({ ...ply, number: index + 1, undone: false }));
  let color = plies.length ? opposite(plies.at(-1).color) : firstColor;
  for (const move of game.undone) {
    plies.push({ color, move, number: plies.length + 1, undone: true });
    color = opposite(color);
  }
  return { firstColor, plies };
}

/**
 * Redraws the list. marks: Map 0-based ply -> quality; shownPly: the ply on the board (marked
 * as current); onSelect(to): a move was chosen.
 */
export function drawMoveList(list, game, { marks = new Map(), shownPly = game.ply, onSelect, disabled = false }) {
  const { firstColor, plies } = recordedPlies(game);
  const openingPlies = game.balanced_opening?.plies ?? 0;
  // Redrawing drops the focused button: the focus moves on to the current move instead.
  const hadFocus = list.contains(document.activeElement);
  list.replaceChildren();

  const start = document.createElement('button');
  start.type = 'button';
  start.className = 'move move-start';
  start.textContent = t('start');
  start.dataset.ply = '0';
  const rows = document.createElement('ol');
  rows.className = 'move-rows';
  list.append(start, rows);

  // Rows pair black's ply with white's; when white moves first, row 1 opens with a gap.
  const cells = firstColor === 'white' && plies.length > 0 ? [null, ...plies] : plies;
  for (let index = 0; index < cells.length; index += 2) {
    const row = document.createElement('li');
    row.className = 'move-row';
    const number = document.createElement('span');
    number.className = 'move-number';
    number.setAttribute('aria-hidden', 'true');
    number.textContent = t('moveRowNumber', { n: (cells[index] ?? cells[index + 1]).number });
    row.append(number);
    for (const ply of [cells[index], cells[index + 1]]) {
      row.append(ply ? moveButton(ply, marks.get(ply.number - 1), ply.number <= openingPlies) : placeholder());
    }
    rows.append(row);
  }

  for (const button of list.querySelectorAll('button.move')) {
    const to = Number(button.dataset.ply);
    if (to === shownPly) button.setAttribute('aria-current', 'step');
    button.disabled = disabled;
    button.addEventListener('click', () => onSelect(to));
  }
  keepCurrentInView(list);
  if (hadFocus) list.querySelector('[aria-current="step"]')?.focus();
}

function moveButton(ply, quality, inOpening) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `move move-${ply.color}`;
  if (ply.undone) button.classList.add('undone');
  button.dataset.ply = String(ply.number);
  const name = ply.move === 'pass' ? t('pass') : ply.move;
  button.textContent = name;
  let label = `${ply.number}. ${colorName(ply.color)} ${name}`;
  if (inOpening) {
    button.classList.add('move-opening');
    label += ` (${t('openingMove')})`;
  }
  if (quality) {
    button.classList.add(`q-${quality}`);
    const mark = document.createElement('span');
    mark.className = 'quality-mark';
    mark.textContent = QUALITY_SYMBOL[quality];
    button.append(mark);
    label += ` (${t(quality)})`;
  }
  button.setAttribute('aria-label', label);
  return button;
}

function placeholder() {
  const gap = document.createElement('span');
  gap.className = 'move move-gap';
  gap.textContent = '…';
  return gap;
}

// Scrolls the list itself (never the page) so the current move stays visible.
function keepCurrentInView(list) {
  const current = list.querySelector('[aria-current="step"]');
  if (!current) return;
  const top = current.offsetTop - list.offsetTop;
  if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight) {
    list.scrollTop = top - list.clientHeight / 2;
  }
}
