// The lesson's positions, black (the learner) to move in each: the board as the API writes
// it, and for each turn the moves the learner may make with the discs each turns over.
// White passes between two turns. They are the rules' answers, written out so that the
// lesson needs no referee; lesson.spec.js checks each against the server's.

export const LESSON_STEPS = [
  {
    id: 'place',
    board: '---------------------------OX------XO---------------------------',
    turns: [{ d3: ['d4'], c4: ['d4'], f5: ['e5'], e6: ['e5'] }],
  },
  {
    // c4 catches d4 and e4 along the row and d5 on the diagonal; every other move one disc.
    id: 'flip',
    board: '----------------------X----OOX-----OX------OX-------------------',
    turns: [{ c3: ['d4'], e3: ['e4'], c4: ['d4', 'e4', 'd5'], c5: ['d5'], c6: ['d6'], c7: ['d6'] }],
    only: 'c4',
  },
  {
    // Either move leaves White without one, and Black then plays the other.
    id: 'pass',
    board: '----------O-----XX------XXXXO-----------------------------------',
    turns: [{ d1: ['c2'], f4: ['e4'] }, { d1: ['c2'], f4: ['e4'] }],
  },
  {
    // One empty square: White leads 38 to 25, and Black's last move wins 34 to 30.
    id: 'end',
    board: 'OOOOOOXOXXXOOOOOXXXOXOXOXOXOXXXOXOOOXXOOXOXOXOXOXXOOOXOOXOOOO-OO',
    turns: [{ f8: ['b4', 'c5', 'd6', 'e7', 'b8', 'c8', 'd8', 'e8'] }],
  },
];
