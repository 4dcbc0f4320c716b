// The review after the game: where each side left the opening book, then each move the
// engine found wanting (GET /analysis, quality other than `best`) with what it cost in
// the current language, the
// refutation (the line expected after the move) and the best move's line. Clicking an
// entry shows the position before that move.

import { t, colorName, formatLine } from './i18n.js';
import { lossText } from './move-words.js';
import { QUALITY_SYMBOL } from './move-list.js';
import { opposite } from './squares.js';

/** Every analysed move, as Map 0-based ply -> the analysis's entry for it. */
export function analysedMoves(analysis) {
  return new Map((analysis?.moves ?? []).map((move) => [move.ply, move]));
}

/** The moves worth a mark, as Map 0-based ply -> quality. */
export function qualityMarks(analysis) {
  const marks = new Map();
  for (const move of analysis?.moves ?? []) {
    if (move.quality !== 'best') marks.set(move.ply, move.quality);
  }
  return marks;
}

export function drawAnalysis(container, game, analysis, { onSelect, shownPly, disabled = false }) {
  container.replaceChildren();
  const book = bookText(game, analysis);
  if (book) {
    const paragraph = document.createElement('p');
    paragraph.className = 'analysis-book';
    paragraph.textContent = book;
    container.append(paragraph);
  }
  const wanting = analysis.moves.filter((move) => move.quality !== 'best');
  if (!wanting.length) {
    const clean = document.createElement('p');
    clean.className = 'muted';
    clean.textContent = t('analysisClean');
    container.append(clean);
    return;
  }
  const list = document.createElement('ol');
  list.className = 'analysis-list';
  for (const move of wanting) {
    const item = document.createElement('li');
    item.className = `analysis-item q-${move.quality}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'analysis-move';
    button.disabled = disabled;
    button.addEventListener('click', () => onSelect(move.ply));

    const heading = document.createElement('span');
    heading.className = 'analysis-heading';
    heading.textContent = t('analysisMove', {
      n: move.ply + 1,
      color: colorName(move.color),
      move: move.move,
    });
    const badge = document.createElement('span');
    badge.className = 'quality-badge';
    badge.textContent = `${QUALITY_SYMBOL[move.quality]} ${t(move.quality)}`;
    const better = document.createElement('span');
    better.className = 'analysis-better';
    better.textContent = lossText(move);
    button.append(heading, badge, better, ...lineTexts(move));
    if (move.ply === shownPly) button.setAttribute('aria-current', 'step');
    item.append(button);
    list.append(item);
  }
  container.append(list);
}

/**
 * "Black left the opening book with 6. c4.", a sentence for each side that left it; every
 * move a book move: that; no book move at all: nothing.
 */
function bookText(game, analysis) {
  const left = analysis.left_book ?? [];
  if (left.length) {
    return left
      .map(({ ply, color, move }) => t('analysisLeftBook', { color: colorName(color), n: ply + 1, move }))
      .join(' ');
  }
  const moves = analysis.moves ?? [];
  return moves.length && moves.every((move) => move.book) ? t('analysisAllBook') : '';
}

/** "After c3, White answers d3 c4 f4" and "Best was c5: c5 f4 e3", for the lines the analysis has. */
function lineTexts(move) {
  const texts = [];
  // The move's own line: the move, then the opponent's answers.
  if (move.line?.length > 1) {
    const answers = formatLine(move.line.slice(1));
    texts.push(t('analysisRefutation', { move: move.move, color: colorName(opposite(move.color)), line: answers }));
  }
  if (move.best_line?.length) texts.push(t('analysisBestLine', { best: move.best, line: formatLine(move.best_line) }));
  return texts.map((text) => {
    const span = document.createElement('span');
    span.className = 'analysis-line';
    span.textContent = text;
    return span;
  });
}
