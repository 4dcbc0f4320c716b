// The two player cards above the board: each colour's disc count, who plays it, whose turn
// it is and who won. Local and online games fill them alike.

const $ = (selector) => document.querySelector(selector);

export function drawCounts(discs) {
  let black = 0;
  for (const color of discs.values()) if (color === 'black') black += 1;
  $('#black-count').textContent = String(black);
  $('#white-count').textContent = String(discs.size - black);
}

/** One colour's card: `who` under the colour's name, and the to-move and winner marks. Returns the card. */
export function drawPlayerCard(color, { who, toMove, winner }) {
  const card = $(`#${color}-player`);
  card.querySelector('.player-who').textContent = who;
  card.classList.toggle('to-move', toMove);
  card.classList.toggle('winner', winner);
  return card;
}
