// The move list: rows of black's and white's moves in standard notation (f5, d6, pass),
// numbered by ply as Othello players number their moves (1 to 60): in English each row by
// its first, in Japanese every ply (手). Each move is a button that shows the position after
// it; moves taken back (which redo can replay) are shown faded after the game's current one,
// and the moves of a balanced opening (drawn at random, the game's start) in italics. Once
// the game is analysed each move carries its score and its mark, as on lichess.

import { t, colorName, formatScore, numbersEveryPly } from './i18n.js';
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
 * Redraws the list. analysed: Map 0-based ply -> the analysis's entry for that move (GET
 * /analysis `moves`); shownPly: the ply on the board (marked as current); onSelect(to): a
 * move was chosen.
 */
export function drawMoveList(list, game, { analysed = new Map(), shownPly = game.ply, onSelect, disabled = false }) {
  const { firstColor, plies } = recordedPlies(game);
  const openingPlies = game.balanced_opening?.plies ?? 0;
  const everyPly = numbersEveryPly();
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
  rows.classList.toggle('every-ply', everyPly);
  // Scores and marks need the width of the list: its rows then make one column.
  rows.classList.toggle('analysed', analysed.size > 0);
  list.append(start, rows);

  // Rows pair black's ply with white's; when white moves first, row 1 opens with a gap.
  const cells = firstColor === 'white' && plies.length > 0 ? [null, ...plies] : plies;
  for (let index = 0; index < cells.length; index += 2) {
    const row = document.createElement('li');
    row.className = 'move-row';
    if (!everyPly) row.append(moveNumber(t('moveRowNumber', { n: (cells[index] ?? cells[index + 1]).number })));
    for (const ply of [cells[index], cells[index + 1]]) {
      if (!ply) {
        row.append(placeholder());
        continue;
      }
      const inOpening = ply.number <= openingPlies;
      row.append(moveButton(ply, analysed.get(ply.number - 1), { inOpening, everyPly }));
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

function moveNumber(text) {
  const number = document.createElement('span');
  number.className = 'move-number';
  number.setAttribute('aria-hidden', 'true');
  number.textContent = text;
  return number;
}

/**
 * A move's button: its number when every ply is numbered, the move, then once analysed the
 * quality mark and the score; the accessible name says it all in words ("3. Black c3,
 * score -6, Mistake, best was c5 (0)").
 */
function moveButton(ply, analysis, { inOpening, everyPly }) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `move move-${ply.color}`;
  if (ply.undone) button.classList.add('undone');
  button.dataset.ply = String(ply.number);
  const name = ply.move === 'pass' ? t('pass') : ply.move;
  if (everyPly) button.append(moveNumber(t('movePlyNumber', { n: ply.number })));
  const move = document.createElement('span');
  move.className = 'move-name';
  move.textContent = name;
  button.append(move);
  let named = t('analysisMove', { n: ply.number, color: colorName(ply.color), move: name });
  if (inOpening) {
    button.classList.add('move-opening');
    named += ` (${t('openingMove')})`;
  }
  const label = [named];
  if (analysis) label.push(...drawAnalysed(button, analysis));
  button.setAttribute('aria-label', label.join(t('labelSeparator')));
  return button;
}

// The quality mark and the score after the move's name, and where the best move was
// another, which it was (in the title); returns what they say, for the accessible name.
function drawAnalysed(button, analysis) {
  const said = [t('moveScore', { score: formatScore(analysis.score) })];
  const quality = analysis.quality !== 'best' ? analysis.quality : null;
  if (quality) {
    button.classList.add(`q-${quality}`);
    const mark = document.createElement('span');
    mark.className = 'quality-mark';
    mark.textContent = QUALITY_SYMBOL[quality];
    button.append(mark);
    said.push(t(quality));
  }
  const score = document.createElement('span');
  score.className = 'move-score';
  score.textContent = formatScore(analysis.score);
  button.append(score);
  if (analysis.score < analysis.best_score) {
    const best = t('moveBestWas', { best: analysis.best, bestScore: formatScore(analysis.best_score) });
    button.classList.add('not-best');
    button.title = best;
    said.push(best);
  }
  return said;
}

/** The legend of the marks and scores, shown once the moves are analysed. */
export function drawMoveLegend(legend, shown) {
  legend.hidden = !shown;
  if (!shown) return;
  const qualities = Object.entries(QUALITY_SYMBOL).map(([quality, symbol]) => {
    const item = document.createElement('span');
    item.className = `q-${quality}`;
    const mark = document.createElement('span');
    mark.className = 'quality-mark';
    mark.textContent = symbol;
    item.append(mark, ` ${t(quality)}`);
    return item;
  });
  const texts = [t('moveLegendScore'), t('moveLegendOther')].map((text) => {
    const item = document.createElement('span');
    item.textContent = text;
    return item;
  });
  legend.replaceChildren(...qualities, ...texts);
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
