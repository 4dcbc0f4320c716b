// The online panel beside the board: which colour this page plays (or that it watches),
// the connection, the spectators, and the requests to the referee (resign after a
// confirmation, abort, claim a win, offer a draw, ask to take back, rematch, the links),
// with the opponent's draw offer or takeback request to accept or decline. The rematch
// offer is also shown on the game-over card's rematch button.

import { t, colorName } from './i18n.js';

const $ = (selector) => document.querySelector(selector);
const otherSeat = (seat) => (seat === 'host' ? 'guest' : 'host');
const LINK_TEXT = {
  connecting: 'onlineConnecting', reconnecting: 'onlineReconnecting', closed: 'onlineClosed', offline: 'onlineOffline',
};

export class OnlinePanel {
  /** request(message): sends it to the referee; showLinks(): opens the links dialog; redraw(): draws the game again. */
  constructor({ request, showLinks, redraw }) {
    this.confirmingResign = false;
    this.listeners = new AbortController();
    const on = (selector, handler) =>
      $(selector).addEventListener('click', handler, { signal: this.listeners.signal });
    on('#online-resign', () => {
      this.confirmingResign = true;
      redraw();
      $('#online-resign-no').focus();
    });
    on('#online-resign-yes', () => {
      this.confirmingResign = false;
      request({ type: 'resign' });
    });
    on('#online-resign-no', () => {
      this.confirmingResign = false;
      redraw();
      $('#online-resign').focus();
    });
    on('#online-abort', () => request({ type: 'abort' }));
    on('#online-claim', () => request({ type: 'claim_win' }));
    on('#online-rematch', () => request({ type: 'rematch' }));
    on('#online-draw', () => request({ type: 'offer_draw' }));
    on('#online-takeback', () => request({ type: 'ask_takeback' }));
    on('#online-draw-accept', () => request({ type: 'answer_draw', accept: true }));
    on('#online-draw-decline', () => request({ type: 'answer_draw', accept: false }));
    on('#online-takeback-accept', () => request({ type: 'answer_takeback', accept: true }));
    on('#online-takeback-decline', () => request({ type: 'answer_takeback', accept: false }));
    on('#online-links', () => showLinks());
  }

  /** The game ended or a new round began: a resignation being confirmed no longer applies. */
  dropConfirmation() {
    this.confirmingResign = false;
  }

  /** Unbinds the buttons, hides the panel and gives the game-over card's rematch button back to local play. */
  close() {
    this.listeners.abort();
    $('#online-panel').hidden = true;
    const rematch = $('#rematch');
    rematch.hidden = false;
    rematch.disabled = false;
    rematch.textContent = t('rematch');
  }

  /**
   * link: the connection; state: the newest state drawn, or null; mine: this page's
   * colour, or null when watching; seat: its seat; present: {host, guest}; claimInMs: how
   * long until the server accepts a claim of the win (null while the opponent is here);
   * spectators: how many watch; ready: a request may be sent now; notice: {key, vars} of
   * an answer to a proposal or a takeback, or null; listed: this page created the game on
   * the open table.
   */
  draw({ link, state, mine, seat, present, claimInMs, spectators, ready, notice, listed }) {
    $('#online-panel').hidden = false;
    $('#online-link').textContent = LINK_TEXT[link] ? t(LINK_TEXT[link]) : '';

    const role = $('#online-role');
    role.replaceChildren();
    if (mine) {
      const disc = document.createElement('span');
      disc.className = `player-disc small is-${mine}`;
      disc.setAttribute('aria-hidden', 'true');
      role.append(disc, t('youPlay', { color: colorName(mine, { lower: true }) }));
    } else if (state) {
      role.append(t('watching'));
    }
    $('#online-watchers').textContent = spectators > 0 ? t('spectators', { n: spectators }) : '';

    const live = Boolean(mine) && !state.over;
    const show = (selector, visible) => {
      const button = $(selector);
      button.hidden = !visible;
      button.disabled = !ready;
    };
    show('#online-resign', live && !this.confirmingResign);
    $('#online-resign-confirm').hidden = !(live && this.confirmingResign);
    $('#online-resign-yes').disabled = !ready;
    show('#online-abort', live && state.can_abort);
    // Before both have moved, aborting is the way out of a game the opponent left (or never
    // joined); after that a win may be claimed once the opponent has been away the server's
    // abandon time: until then the button counts down, disabled.
    const claim = $('#online-claim');
    show('#online-claim', live && !state.can_abort && !present[otherSeat(seat)]);
    const waiting = claimInMs !== null && claimInMs > 0;
    if (waiting) claim.disabled = true;
    claim.textContent = waiting ? t('claimWinIn', { s: Math.ceil(claimInMs / 1000) }) : t('claimWin');

    this.drawProposals({ state, mine, live, ready });

    const offeredBy = state?.rematch_offered_by ?? null;
    const rematchText = offeredBy === null ? 'rematchOffer' : offeredBy === mine ? 'rematchWaiting' : 'rematchAccept';
    // A game aborted before the opponent ever came (never moved, not here) has nobody to
    // play again; the server refuses it as well.
    const nobodyCame = state?.end?.reason === 'aborted' && !state.guest_came && !present.guest;
    const rematchable = mine && state.over && !nobodyCame;
    for (const selector of ['#online-rematch', '#rematch']) {
      const button = $(selector);
      button.hidden = !rematchable;
      button.textContent = t(rematchText);
      button.disabled = !ready || offeredBy === mine;
    }
    const note = $('#online-note');
    const waitingForJoiner = live && listed && !state.guest_came && !present.guest;
    if (mine && state.over && nobodyCame) note.textContent = t('onlineNobodyCame');
    else if (rematchable && offeredBy !== null && offeredBy !== mine) note.textContent = t('rematchOffered');
    else if (waitingForJoiner) note.textContent = t('onlineListedWaiting');
    else note.textContent = notice && !state.over ? t(notice.key, notice.vars) : '';
  }

  /**
   * While the game is on (live: this page plays it): once both sides have moved, offer a
   * draw and ask to take back, as far as the server would accept now; and the opponent's
   * offer or request to answer.
   */
  drawProposals({ state, mine, live, ready }) {
    const opponent = mine === 'black' ? 'white' : 'black';
    const proposals = [
      { name: 'draw', by: state?.draw_offered_by, may: state?.can_offer_draw, ask: 'offerDraw', sent: 'drawOfferSent' },
      {
        name: 'takeback', by: state?.takeback_asked_by, may: state?.can_ask_takeback,
        ask: 'askTakeback', sent: 'takebackAskSent',
      },
    ];
    for (const { name, by, may, ask, sent } of proposals) {
      const button = $(`#online-${name}`);
      button.hidden = !live || state.can_abort;
      button.disabled = !ready || !may?.[mine];
      button.textContent = t(by === mine ? sent : ask);
      $(`#online-${name}-answer`).hidden = !(live && by === opponent);
      for (const answer of ['accept', 'decline']) $(`#online-${name}-${answer}`).disabled = !ready;
    }
  }
}
