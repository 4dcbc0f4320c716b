// Who plays a local game: a person (HUMAN) or a computer opponent by name. What that makes
// of a game, the opponents offered (the server's, or with no network those of the engine in
// this browser, the same), and the set-up a new game starts from.

import { api } from './api.js';
import { browserOpponents, startBrowserEngine } from './browser-engine.js';
import { loadSetting, saveSetting } from './settings.js';
import { STANDARD_START } from './squares.js';

export const HUMAN = 'human';

// The opponent offered until the server says which it recommends, or if it names none.
const FALLBACK_OPPONENT = 'level-1';

/** 'two' (two people), 'computer' (a person against it) or 'watch' (computer against computer). */
export function modeOf(setup) {
  const humans = [setup.black, setup.white].filter((player) => player === HUMAN).length;
  return humans === 2 ? 'two' : humans === 1 ? 'computer' : 'watch';
}

export const isComputer = (game, color) => color !== null && game[color] !== HUMAN;

/** The colour a person plays against the computer ('black' or 'white'); null for other games. */
export function personSide(game) {
  if (modeOf(game) !== 'computer') return null;
  return game.black === HUMAN ? 'black' : 'white';
}
export const personToMove = (game) => !game.over && game.to_move !== null && game[game.to_move] === HUMAN;

/**
 * Play again: the same players from the same start position; after a balanced opening,
 * another one drawn (the player chose openings at random, not this one).
 */
export function rematchSetup(game) {
  const setup = { black: game.black, white: game.white };
  if (game.balanced_opening) setup.balanced_opening = true;
  else if (game.start !== STANDARD_START) setup.setup = game.start;
  return setup;
}

/** The server's computer opponents, and the set-up last started in this browser. */
export class Players {
  constructor() {
    this.opponents = [];
    this.fallback = FALLBACK_OPPONENT;
  }

  /**
   * Asks the server for its opponents (GET /api/opponents), or the engine in this browser
   * when the server cannot be reached; throws the server's ApiError when neither answers.
   */
  async load() {
    let answer;
    try {
      answer = await api.opponents();
    } catch (error) {
      answer = error.status === 0 && (await startBrowserEngine()) ? await browserOpponents() : null;
      if (!answer) throw error;
    }
    this.opponents = answer.opponents;
    this.fallback = answer.default ?? FALLBACK_OPPONENT;
  }

  /**
   * The set-up of the last game started here (its players, and whether it began with a
   * balanced opening), if its players still exist; else you vs the default.
   */
  lastSetup() {
    const saved = loadSetting('setup');
    const known = (player) =>
      player === HUMAN || this.opponents.some((opponent) => opponent.name === player);
    if (!(saved && known(saved.black) && known(saved.white))) return { black: HUMAN, white: this.fallback };
    const setup = { black: saved.black, white: saved.white };
    if (saved.balanced_opening) setup.balanced_opening = true;
    return setup;
  }

  /** Remembers a new game's players and whether it began with a balanced opening, for the next visit. */
  remember(game) {
    saveSetting('setup', { black: game.black, white: game.white, balanced_opening: Boolean(game.balanced_opening) });
  }
}
