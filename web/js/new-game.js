// The "New game" dialog: two people, a person against the computer (colour and opponent),
// computer against computer, or a game online. It answers the players {black, white,
// balanced_opening?} for POST /api/games, {online: {color, clock, listed}} for an online
// game, or {join: ID} for a game of the open table joined from its list; "Set up a
// position" answers {editor: CHOICE}, the same choice, to be played from a position set up
// first (where a balanced opening has no place).

import { opponentDetails, opponentGroup, opponentLine } from './opponent-words.js';
import { HUMAN, modeOf } from './players.js';
import { OpenTable } from './open-table.js';

export class NewGameDialog {
  /** opponents: the list from GET /api/opponents; fallback: its `default`. */
  constructor(dialog, { opponents, fallback }) {
    this.dialog = dialog;
    this.form = dialog.querySelector('form');
    this.opponents = opponents;
    this.fallback = fallback;
    this.form.addEventListener('change', () => this.showFieldsForMode());
    this.form.querySelector('#new-game-cancel').addEventListener('click', () => this.dialog.close('cancel'));
    this.form.querySelector('#new-game-editor').addEventListener('click', () => this.dialog.close('editor'));
    this.joining = null; // the open table's game whose join button closed the dialog
    this.openTable = new OpenTable(this.form.querySelector('[data-open-table]'), {
      onJoin: (id) => {
        this.joining = id;
        this.dialog.close('join');
      },
    });
    this.dialog.addEventListener('close', () => this.openTable.hide());
  }

  /**
   * Opens the dialog preset to `setup` (or to `mode` when given: 'online' while playing
   * online) and the last online choices; resolves with the choice, or null.
   */
  open(setup, { mode = modeOf(setup), online = {} } = {}) {
    const computerSide = setup.black === HUMAN ? 'white' : 'black';
    this.drawOpponentCards(mode === 'computer' ? setup[computerSide] : this.fallback);
    this.fillSelect('black', mode === 'watch' ? setup.black : this.fallback);
    this.fillSelect('white', mode === 'watch' ? setup.white : this.fallback);
    this.form.elements.mode.value = mode;
    this.form.elements.color.value = mode === 'computer' && setup.white === HUMAN ? 'white' : 'black';
    this.form.elements.balancedOpening.checked = Boolean(setup.balanced_opening);
    this.presetOnline(online, { colorToo: mode === 'online' });
    this.showFieldsForMode();

    return new Promise((resolve) => {
      this.dialog.addEventListener(
        'close',
        () => {
          const action = this.dialog.returnValue;
          if (action === 'start') resolve(this.chosen());
          else if (action === 'join') resolve({ join: this.joining });
          else resolve(action === 'editor' ? { editor: this.chosen() } : null);
        },
        { once: true },
      );
      this.dialog.returnValue = '';
      this.dialog.showModal();
      this.followOpenTable();
      this.form.querySelector('input[name="mode"]:checked')?.focus();
      // The opponent last played may be far down the list: it is shown, not left below.
      this.form.querySelector('.opponent-card:has(input:checked)')?.scrollIntoView({ block: 'nearest' });
    });
  }

  chosen() {
    const fields = this.form.elements;
    if (fields.mode.value === 'online') {
      return { online: { color: fields.color.value, clock: fields.clock.value, listed: fields.listed.checked } };
    }
    const players = this.chosenPlayers();
    return fields.balancedOpening.checked ? { ...players, balanced_opening: true } : players;
  }

  chosenPlayers() {
    const fields = this.form.elements;
    switch (fields.mode.value) {
      case 'two':
        return { black: HUMAN, white: HUMAN };
      case 'watch':
        return { black: fields.blackComputer.value, white: fields.whiteComputer.value };
      default: {
        const opponent = fields.opponent.value || this.fallback;
        return fields.color.value === 'white'
          ? { black: opponent, white: HUMAN }
          : { black: HUMAN, white: opponent };
      }
    }
  }

  // The clock, whether the game was listed (and, for an online game, the colour) chosen
  // last time, if still offered.
  presetOnline({ color, clock, listed = false }, { colorToo }) {
    const fields = this.form.elements;
    const offered = (group, value) => [...group].some((input) => input.value === value);
    if (colorToo && offered(fields.color, color)) fields.color.value = color;
    fields.clock.value = offered(fields.clock, clock) ? clock : 'none';
    fields.listed.checked = listed;
  }

  // The open table is asked for only while it is shown.
  followOpenTable() {
    if (this.dialog.open && this.form.elements.mode.value === 'online') this.openTable.show();
    else this.openTable.hide();
  }

  showFieldsForMode() {
    const mode = this.form.elements.mode.value;
    this.followOpenTable();
    // data-mode lists the modes a field belongs to: "computer online".
    for (const section of this.form.querySelectorAll('[data-mode]')) {
      section.hidden = !section.dataset.mode.split(' ').includes(mode);
    }
    // A listed game gives no link to send.
    if (this.form.elements.listed.checked) this.form.querySelector('[data-links-note]').hidden = true;
    // "Random" is for online games only; the computer's opponent needs a colour.
    if (mode !== 'online' && this.form.elements.color.value === 'random') this.form.elements.color.value = 'black';
    for (const color of ['black', 'white']) {
      const select = this.form.elements[`${color}Computer`];
      const chosen = this.opponents.find((opponent) => opponent.name === select.value);
      const description = this.form.querySelector(`[data-description="${color}"]`);
      description.replaceChildren(...(chosen ? describe(chosen) : []));
    }
  }

  // Every opponent as a card: whom it suits, how it plays, and for the one chosen its
  // measured strength and search.
  drawOpponentCards(selected) {
    const list = this.form.querySelector('[data-picker="opponent"]');
    list.replaceChildren();
    for (const opponent of this.opponents) {
      const card = document.createElement('label');
      card.className = 'opponent-card';
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'opponent';
      input.value = opponent.name;
      input.checked = opponent.name === selected;
      const name = document.createElement('span');
      name.className = 'opponent-name';
      name.textContent = opponent.name;
      const strength = document.createElement('span');
      strength.className = 'opponent-strength';
      strength.textContent = opponentGroup(opponent);
      const description = document.createElement('span');
      description.className = 'opponent-description';
      description.append(...describe(opponent));
      card.append(input, name, strength, description);
      list.append(card);
    }
  }

  fillSelect(color, selected) {
    const select = this.form.elements[`${color}Computer`];
    select.replaceChildren();
    for (const opponent of this.opponents) {
      const option = document.createElement('option');
      option.value = opponent.name;
      option.textContent = `${opponent.name} — ${opponentGroup(opponent)}`;
      option.selected = opponent.name === selected;
      select.append(option);
    }
  }
}

// The plain sentence, then the details for the serious player on a line of their own.
function describe(opponent) {
  const line = document.createElement('span');
  line.className = 'opponent-line';
  line.textContent = opponentLine(opponent);
  const details = opponentDetails(opponent);
  if (!details) return [line];
  const more = document.createElement('span');
  more.className = 'opponent-details';
  more.textContent = details;
  return [line, more];
}
