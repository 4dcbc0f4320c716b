// The dialog with an online game's links, each with a copy button: the opponent's seat link
// (only the game's creator has it) and the spectator link. They are shown as full addresses
// because they are meant to be sent to someone on another device.

import { t, colorName } from './i18n.js';
import { copyText } from './clipboard.js';
import { flashNote, showError } from './messages.js';

export class LinksDialog {
  constructor(dialog) {
    this.dialog = dialog;
    for (const button of dialog.querySelectorAll('[data-copy]')) {
      button.addEventListener('click', () => this.copy(button.dataset.copy));
    }
    // A click in a link selects all of it, ready to copy by hand.
    for (const input of dialog.querySelectorAll('input[readonly]')) {
      input.addEventListener('focus', () => input.select());
    }
  }

  /**
   * links: {opponent?, spectator} as the server's paths; opponentColor: the colour the
   * opponent's link plays; holdsSeat: this browser plays in the game.
   */
  open({ links, opponentColor, holdsSeat }) {
    const full = (path) => new URL(path, location.origin).href;
    const opponent = this.dialog.querySelector('[data-link="opponent"]');
    opponent.hidden = !links.opponent;
    if (links.opponent) {
      this.field('opponent').value = full(links.opponent);
      this.dialog.querySelector('[data-intro="opponent"]').textContent = t('linksIntro', {
        color: colorName(opponentColor, { lower: true }),
      });
    }
    this.field('spectator').value = full(links.spectator);
    this.dialog.querySelector('[data-keep]').hidden = !holdsSeat;
    for (const note of this.dialog.querySelectorAll('[data-copied]')) note.textContent = '';
    if (!this.dialog.open) this.dialog.showModal();
    this.dialog.querySelector(`[data-copy="${links.opponent ? 'opponent' : 'spectator'}"]`).focus();
  }

  field(name) {
    return this.dialog.querySelector(`[data-field="${name}"]`);
  }

  async copy(name) {
    const text = this.field(name).value;
    if (await copyText(text)) flashNote(this.dialog.querySelector(`[data-copied="${name}"]`), 'copied');
    else showError(t('copyLinkFailed', { text }));
  }
}
