// Drawing a local game as the server answered it: the board at the cursor, the player
// cards and counts, the status line, the history buttons, the move list and the engine's
// explanation, and body[data-phase] for the tests. The engine's aids draw their own panels.

import { lastMoveMarks } from './board.js';
import { positionAt } from './look-back.js';
import { drawMoveList, drawMoveLegend } from './move-list.js';
import { drawPlySlider } from './ply-slider.js';
import { parseBoard } from './squares.js';
import { HUMAN, modeOf, personToMove } from './players.js';
import { drawCounts, drawPlayerCard } from './scoreboard.js';
import { setStatus } from './messages.js';
import { t, colorName, localized, resultText } from './i18n.js';
import { decisionText } from './move-words.js';

const $ = (selector) => document.querySelector(selector);

/**
 * view: {board (the BoardView), busy, animating (the board, counts and status follow the
 * animation instead), thinking, creating, lookingAt (the earlier ply shown instead of the
 * game's position, or null), hints (Map square -> {score, line}), analysed (Map 0-based ply
 * -> the analysis of that move, from the finished game's review), onSelect(ply) (a move in
 * the list was chosen)}.
 */
export function drawLocalGame(game, view) {
  const looking = view.lookingAt !== null;
  if (looking) {
    const earlier = positionAt(game, view.lookingAt);
    view.board.render({ ...earlier, legal: new Set(), hints: new Map() });
    drawCounts(earlier.discs);
    setStatus(t('lookingAt', { n: view.lookingAt }));
  } else if (!view.animating) {
    view.board.render(boardState(game, view));
    drawCounts(parseBoard(game.board));
    setStatus(statusText(game, view));
  }
  $('#look-back').hidden = !looking;
  drawPlayers(game);
  $('#board').classList.toggle('waiting', view.busy);
  document.body.dataset.phase = phase(game, view);

  $('#undo').disabled = view.busy || !game.can_undo;
  $('#redo').disabled = view.busy || !game.can_redo;
  // Shown when the computer is to move but not asked: inside the record, or after an error.
  $('#continue').hidden = phase(game, view) !== 'computer';

  const shownPly = looking ? view.lookingAt : game.ply;
  drawMoveList($('#move-list'), game, {
    analysed: view.analysed,
    shownPly,
    disabled: view.busy,
    onSelect: view.onSelect,
  });
  drawMoveLegend($('#move-legend'), view.analysed.size > 0);
  drawPlySlider($('#ply-slider'), game, { shownPly, disabled: view.busy });
  drawExplanation(game);
  drawOpening(game);
}

/** The board's state for the game at its cursor. */
function boardState(game, { busy, hints }) {
  const showMoves = personToMove(game) && !busy;
  return {
    discs: parseBoard(game.board),
    legal: showMoves ? new Set(game.legal) : new Set(),
    toMove: game.to_move,
    ...lastMoveMarks(game.plies),
    hints: showMoves ? hints : new Map(),
  };
}

/**
 * What the page is waiting for, on <body data-phase>: `busy` (a request, an animation or
 * the computer), `review` (the player looks at an earlier position), `move` (a person may
 * move), `computer` (the computer is to move but the page waits for "Continue from here")
 * or `over`. The browser tests wait on it.
 */
function phase(game, { busy, creating, lookingAt }) {
  if (busy || creating) return 'busy';
  if (lookingAt !== null) return 'review';
  if (game.over) return 'over';
  return personToMove(game) ? 'move' : 'computer';
}

function statusText(game, { thinking }) {
  if (game.over) return resultText(game.result);
  const color = colorName(game.to_move);
  const player = game[game.to_move];
  if (thinking) return t('thinking', { color, name: player });
  if (player !== HUMAN) return t('waitingForComputer', { color, name: player });
  return modeOf(game) === 'computer' ? t('yourMove', { color }) : t('toMove', { color });
}

function drawPlayers(game) {
  for (const color of ['black', 'white']) {
    const player = game[color];
    drawPlayerCard(color, {
      who: player !== HUMAN ? player : modeOf(game) === 'computer' ? t('you') : '',
      toMove: !game.over && game.to_move === color,
      winner: game.over && game.result?.winner === color,
    });
  }
}

/**
 * The balanced opening the game began with, if any, and the named opening the moves up to
 * the cursor follow (the server names it), if any.
 */
function drawOpening(game) {
  const balanced = game.balanced_opening;
  $('#balanced-opening').hidden = !balanced;
  $('#balanced-opening').textContent = balanced ? t('balancedOpeningPlayed', balanced) : '';
  const name = localized(game.opening);
  $('#opening').hidden = !name;
  $('#opening').textContent = name ? t('opening', { name }) : '';
}

function drawExplanation(game) {
  const panel = $('#explanation-panel');
  panel.hidden = modeOf(game) === 'two';
  const text = decisionText(game.computer_move);
  $('#explanation').textContent = text || t('explanationNone');
  $('#explanation').classList.toggle('muted', !text);
}
