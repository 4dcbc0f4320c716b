// Square names and board strings as the API writes them: squares a1..h8 (letter = column
// from the left, digit = row from the top) and boards of 64 characters from a1 row by row.

export const FILES = 'abcdefgh';
export const SIZE = 8;

/** The standard start position, black to move; every online game starts from it. */
export const STANDARD_START = '---------------------------OX------XO--------------------------- X';

/** 'd3' for column 3, row 2 (both from 0). */
function squareName(column, row) {
  return FILES[column] + String(row + 1);
}

/** Every square name in board-string order: a1, b1, ..., h1, a2, ..., h8. */
export const SQUARES = Array.from({ length: SIZE * SIZE }, (_, index) =>
  squareName(index % SIZE, Math.floor(index / SIZE)),
);

/** The other side's colour. */
export function opposite(color) {
  return color === 'black' ? 'white' : 'black';
}

const DISC_OF_CHAR = { X: 'black', '*': 'black', O: 'white' };

/** A board string to a map from square name to 'black' | 'white' (empty squares absent). */
export function parseBoard(board) {
  const discs = new Map();
  SQUARES.forEach((square, index) => {
    const disc = DISC_OF_CHAR[board[index]];
    if (disc) discs.set(square, disc);
  });
  return discs;
}

/** Discs and the side to move as a board string of the API: 64 characters, a space, X or O. */
export function boardText(discs, toMove) {
  const squares = SQUARES.map((square) => ({ black: 'X', white: 'O' })[discs.get(square)] ?? '-');
  return `${squares.join('')} ${toMove === 'white' ? 'O' : 'X'}`;
}

/**
 * The discs after one ply of the server's answer: the move's square and every square it
 * flipped take the mover's colour. This only replays what the server reported, so the
 * board can be shown ply by ply; it never judges whether a move is legal.
 */
export function discsAfterPly(discs, ply) {
  const next = new Map(discs);
  if (ply.move === 'pass') return next;
  next.set(ply.move, ply.color);
  for (const square of ply.flipped) next.set(square, ply.color);
  return next;
}
