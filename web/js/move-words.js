// The engine's facts about a move put into words in the current language: why the computer
// chose its move (the game's computer_move) and what a person's move cost (an entry of the
// review). The server and the page's engine send only the facts.

import { t, formatLine, formatScore } from './i18n.js';

/** A key's singular text for one, its plural otherwise: English needs both. */
function counted(key, n, vars = {}) {
  return t(n === 1 ? `${key}One` : key, { n, ...vars });
}

function expectation(score) {
  if (score > 0) return counted('reasonWin', score);
  if (score < 0) return counted('reasonLose', -score);
  return t('reasonDraw');
}

/**
 * "It takes the corner h1. It expects to win by 28 discs (proven). Expected line: h1 h2 …"
 * from {move, reason}: the corner, then the expected score and its line, or else the
 * squares it opens, or else the discs it flips. '' for none.
 */
export function decisionText(computerMove) {
  if (!computerMove) return '';
  const { move, reason } = computerMove;
  const sentences = [];
  if (reason.takesCorner) sentences.push(t('reasonCorner', { move }));
  if (reason.expectedScore !== null && reason.expectedScore !== undefined) {
    const kind = reason.exact ? 'reasonProven' : reason.fromBook ? 'reasonFromBook' : 'reasonEstimate';
    sentences.push(expectation(reason.expectedScore) + t(kind));
    if (reason.expectedLine.length > 1) sentences.push(t('reasonLine', { line: formatLine(reason.expectedLine) }));
  } else if (reason.openness !== null && reason.openness !== undefined) {
    sentences.push(counted('reasonQuiet', reason.openness));
  } else {
    sentences.push(counted('reasonFlips', reason.flipped));
  }
  return sentences.join(t('sentenceGap'));
}

/** "b1 (-4) loses 22 discs against the best move g8 (+18) (proven)." from a review entry. */
export function lossText(entry) {
  const kind = t(entry.exact ? 'lossProven' : 'lossEstimated');
  const score = formatScore(entry.score);
  if (entry.score >= entry.best_score) return t('lossBest', { move: entry.move, kind, score });
  return counted('loss', entry.best_score - entry.score, {
    move: entry.move,
    score,
    best: entry.best,
    bestScore: formatScore(entry.best_score),
    kind,
  });
}
