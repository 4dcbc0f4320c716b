// The lesson of the rules for a first-timer, on the page's own board: placing a disc that
// catches, flipping in several lines, a pass, the end and who won, each done by the learner
// (lesson-steps.js has the positions), then a first game against the easiest opponent.
// It asks nothing of the server, so it works offline as the page does. The page offers it
// once on a first visit (offerLesson) and from the top bar at any time.

import { stateAfterPly } from './board.js';
import { LESSON_STEPS } from './lesson-steps.js';
import { parseBoard, discsAfterPly } from './squares.js';
import { drawCounts, drawPlayerCard } from './scoreboard.js';
import { setStatus, speakMove, announcePass, hideAnnouncement, hideGameOver } from './messages.js';
import { playSound } from './sound.js';
import { t, colorName, resultText } from './i18n.js';

const $ = (selector) => document.querySelector(selector);

// The text keys of each step: its title and what the learner is asked to do.
const STEP_KEYS = {
  place: { title: 'lessonPlaceTitle', text: 'lessonPlaceText', done: 'lessonPlaceDone' },
  flip: { title: 'lessonFlipTitle', text: 'lessonFlipText', done: 'lessonFlipDone' },
  pass: { title: 'lessonPassTitle', text: 'lessonPassText', again: 'lessonPassAgain', done: 'lessonPassDone' },
  end: { title: 'lessonEndTitle', text: 'lessonEndText', question: 'lessonEndQuestion' },
};

const countOf = (discs, color) => [...discs.values()].filter((disc) => disc === color).length;

export class Lesson {
  /**
   * board: the page's BoardView; firstOpponent: the easiest opponent (from GET
   * /api/opponents) or null; onLeave({ play }): the learner left, `play` when they asked
   * for the first game.
   */
  constructor({ board, firstOpponent, onLeave }) {
    this.board = board;
    this.firstOpponent = firstOpponent;
    this.onLeave = onLeave;
    this.index = 0;
    this.turn = 0;
    this.discs = new Map();
    this.state = 'move'; // 'move', 'busy', 'done' (Next), 'question' (who won), 'finish'
    this.feedback = { key: null, vars: {} };
    this.onKey = (event) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) this.leave();
    };
    this.buttons = {
      next: () => this.showStep(this.index + 1),
      play: () => this.leave({ play: true }),
      leave: () => this.leave(),
      black: () => this.answer('black'),
      white: () => this.answer('white'),
    };
  }

  start() {
    document.body.classList.add('in-lesson');
    hideGameOver();
    hideAnnouncement();
    $('#lesson').hidden = false;
    $('#lesson').dataset.state = 'lesson';
    $('#lesson').setAttribute('aria-labelledby', 'lesson-title');
    $('#board').setAttribute('aria-describedby', 'lesson-text');
    this.board.setFlipped(false);
    document.addEventListener('keydown', this.onKey);
    for (const [name, action] of Object.entries(this.buttons)) {
      $(`#lesson-${name}`).onclick = action;
    }
    this.showStep(0);
  }

  get step() {
    return LESSON_STEPS[this.index];
  }

  /** The moves the learner may make now: square -> the discs it turns over. */
  get moves() {
    const turn = this.step.turns[this.turn];
    return new Map(Object.entries(turn).filter(([square]) => !this.discs.has(square)));
  }

  showStep(index) {
    this.index = index;
    if (index >= LESSON_STEPS.length) {
      this.state = 'finish';
      this.feedback = { key: null, vars: {} };
      this.render();
      $('#lesson-play').focus();
      return;
    }
    this.turn = 0;
    this.discs = parseBoard(this.step.board);
    this.state = 'move';
    this.feedback = { key: null, vars: {} };
    this.render();
    this.board.render(this.boardState());
    this.board.focus();
  }

  boardState(ply = null) {
    const waiting = this.state === 'move';
    return {
      discs: this.discs,
      legal: waiting ? new Set(this.moves.keys()) : new Set(),
      toMove: waiting ? 'black' : null,
      last: ply?.move ?? null,
      flipped: new Set(ply?.flipped ?? []),
      hints: new Map(),
    };
  }

  /** A square chosen on the board. */
  async play(square) {
    if (this.state !== 'move') return;
    const flipped = this.moves.get(square);
    const only = this.step.only;
    if (this.discs.has(square)) this.tell('lessonTaken', { square });
    else if (!flipped) this.tell('lessonNoCatch', { square });
    else if (only && square !== only) this.tell('lessonFlipFewer', { square, n: flipped.length });
    if (!flipped || (only && square !== only)) return;

    const ply = { move: square, color: 'black', flipped };
    this.state = 'busy';
    this.feedback = { key: null, vars: {} };
    this.discs = discsAfterPly(this.discs, ply);
    this.render();
    speakMove(ply);
    playSound('move');
    await this.board.animatePly(ply, stateAfterPly(this.discs, ply));
    if (this.turn + 1 < this.step.turns.length) {
      playSound('pass');
      await announcePass('white');
      this.turn += 1;
      this.state = 'move';
      this.feedback = { key: STEP_KEYS[this.step.id].again, vars: {} };
      this.render();
      this.board.render(this.boardState(ply));
      return;
    }
    this.board.render(this.boardState(ply));
    if (this.step.id === 'end') {
      playSound('end');
      this.state = 'question';
      this.feedback = { key: null, vars: {} };
      this.render();
      $('#lesson-black').focus();
      return;
    }
    this.state = 'done';
    this.feedback = { key: STEP_KEYS[this.step.id].done, vars: { squares: flipped.join(' ') } };
    this.render();
    $('#lesson-next').focus();
  }

  /** The learner's answer to "who won?". */
  answer(color) {
    if (this.state !== 'question') return;
    const vars = { black: countOf(this.discs, 'black'), white: countOf(this.discs, 'white') };
    const winner = vars.black > vars.white ? 'black' : 'white';
    if (color !== winner) {
      this.tell('lessonEndWrong', vars);
      return;
    }
    this.state = 'done';
    this.feedback = { key: 'lessonEndRight', vars };
    this.render();
    $('#lesson-next').focus();
  }

  // Says what was wrong with the learner's choice; the board waits for another.
  tell(key, vars) {
    this.feedback = { key, vars, wrong: true };
    this.render();
  }

  /** Draws the panel, the counts, the player cards and the status line in the page's language. */
  render() {
    const finished = this.state === 'finish';
    const keys = finished ? null : STEP_KEYS[this.step.id];
    $('#lesson-progress').textContent = finished
      ? ''
      : t('lessonProgress', { n: this.index + 1, total: LESSON_STEPS.length });
    $('#lesson-title').textContent = t(finished ? 'lessonFinishTitle' : keys.title);
    const over = !finished && keys.question && (this.state === 'question' || this.state === 'done');
    $('#lesson-text').textContent = finished ? this.finishText() : t(over ? keys.question : keys.text);
    const { key, vars } = this.feedback;
    $('#lesson-feedback').textContent = key ? t(key, vars) : '';
    $('#lesson-feedback').classList.toggle('wrong', Boolean(this.feedback.wrong));
    $('#lesson-answers').hidden = this.state !== 'question';
    $('#lesson-next').hidden = this.state !== 'done';
    $('#lesson-next').textContent = t(this.index + 1 < LESSON_STEPS.length ? 'lessonNext' : 'lessonToFinish');
    $('#lesson-play').hidden = !finished || !this.firstOpponent;
    $('#lesson-leave').textContent = t(finished ? 'lessonClose' : 'lessonLeave');
    $('#lesson-black').textContent = t('black');
    $('#lesson-white').textContent = t('white');
    document.body.dataset.phase = `lesson-${this.state}`;
    if (finished) return;
    drawCounts(this.discs);
    drawPlayerCard('black', { who: t('you'), toMove: this.state === 'move', winner: false });
    drawPlayerCard('white', { who: '', toMove: false, winner: false });
    // The status line says whose move it is, as in a game, and the result once answered;
    // the lesson's own words are read from its panel.
    if (over && this.state === 'done') {
      const black = countOf(this.discs, 'black');
      const white = countOf(this.discs, 'white');
      drawPlayerCard('black', { who: t('you'), toMove: false, winner: true });
      setStatus(resultText({ black, white, winner: 'black' }));
    } else if (over) {
      setStatus(t('gameOver'));
    } else if (this.state === 'move') {
      setStatus(t('yourMove', { color: colorName('black') }));
    } else if (this.state === 'done') {
      setStatus('');
    }
  }

  finishText() {
    if (!this.firstOpponent) return t('lessonFinishText');
    return t('lessonFinishPlay', { name: this.firstOpponent.name });
  }

  /** Ends the lesson; `play`: the learner asked for the first game. */
  leave({ play = false } = {}) {
    this.stop();
    this.onLeave({ play });
  }

  // Gives the board and the page back.
  stop() {
    document.removeEventListener('keydown', this.onKey);
    this.board.cancelAnimation();
    hideAnnouncement();
    document.body.classList.remove('in-lesson');
    $('#board').removeAttribute('aria-describedby');
    $('#lesson').hidden = true;
  }
}

/**
 * On a first visit, the lesson offered in its panel, once: the choice is remembered
 * whatever the visitor does. onStart(): they asked for it.
 */
export function offerLesson({ onStart, onDismiss }) {
  const panel = $('#lesson');
  panel.hidden = false;
  panel.dataset.state = 'offer';
  panel.setAttribute('aria-labelledby', 'lesson-offer-title');
  $('#lesson-start').onclick = onStart;
  $('#lesson-dismiss').onclick = () => {
    panel.hidden = true;
    onDismiss();
  };
}
