// Looking back at an earlier position of a local game, as on lichess: the move list (or the
// review) shows the board after any played move without touching the game, which the
// server keeps as it was. Playing on from there is an explicit choice that starts a new
// game at that position and leaves the original alone.

import { lastMoveMarks } from './board.js';
import { parseBoard, discsAfterPly, STANDARD_START } from './squares.js';

/** The discs, the side to move and the last-move marks after the first `ply` plies. */
export function positionAt(game, ply) {
  const played = game.plies.slice(0, ply);
  const discs = played.reduce(discsAfterPly, parseBoard(game.start));
  // Passes are plies too, so the next recorded ply's colour is the side to move.
  const toMove = game.plies[ply]?.color ?? game.to_move;
  return { discs, toMove, ...lastMoveMarks(played) };
}

/**
 * What POST /api/games needs to start a new game at that position: the moves up to it,
 * after the start position when the game did not begin at the standard start, so that the
 * new game keeps those moves.
 */
export function setupAt(game, ply) {
  const moves = game.plies
    .slice(0, ply)
    .filter((played) => played.move !== 'pass')
    .map((played) => played.move)
    .join('');
  const setup = game.start === STANDARD_START ? moves : `${game.start} ${moves}`.trim();
  return { black: game.black, white: game.white, setup };
}
