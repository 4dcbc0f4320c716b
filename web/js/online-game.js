// One online game as this page sees it (docs/protocol.md). The server referees; the page
// shows what it announces. Each event is played out as in local play (the disc drops and
// the flipped discs turn over, a pass is announced, the end is shown over the board) and
// then the state that came with it is drawn. Clicks and buttons become requests, and the
// server's answer is the next event or an error.

import { OnlineConnection } from './online.js';
import { ClockView } from './online-clock.js';
import { forgetSeat } from './online-seats.js';
import { OnlinePanel } from './online-panel.js';
import { EMPTY_STATE, stateAfterPly, lastMoveMarks } from './board.js';
import { drawMoveList } from './move-list.js';
import { parseBoard, discsAfterPly, STANDARD_START } from './squares.js';
import { drawCounts, drawPlayerCard } from './scoreboard.js';
import { t, colorName, endText } from './i18n.js';
import { playSound } from './sound.js';
import { alertInTitle } from './tab-alert.js';
import {
  setStatus, announce, hideAnnouncement, showError, clearError, showGameOver, hideGameOver, announcePass,
  speakMove,
} from './messages.js';

const REMATCH_BANNER_MS = 2000;
const COLORS = ['black', 'white'];

const $ = (selector) => document.querySelector(selector);

export class OnlineGame {
  /**
   * id: the match; secret: this browser's seat secret, or null to watch; board: the page's
   * BoardView (its clicks come back through play()); onShowLinks(): opens the links dialog.
   */
  /**
   * onGone(): the server has no such game; the page goes back to a local one. listed: this
   * browser created the game on the open table, where its opponent will come from.
   */
  constructor({ id, secret, listed = false, board, onShowLinks, onGone }) {
    this.id = id;
    this.secret = secret;
    this.listed = listed;
    this.board = board;
    this.onShowLinks = onShowLinks;
    this.onGone = onGone;
    this.seat = null; // 'host' | 'guest' | null (watching), as the welcome says
    this.state = null; // the state on the board
    this.stateReceivedAt = 0;
    this.latest = null; // the newest state received; ahead of `state` while moves play out
    this.lastSeq = 0; // the newest event received: `since` when reconnecting
    this.discs = new Map(); // the discs on the board, also between the events of one answer
    this.plies = []; // the plies that made `discs`: a takeback replays those it keeps
    // What the other side answered to a proposal, or a move taken back: {key, vars}, said
    // in the panel until the next move.
    this.notice = null;
    this.queue = Promise.resolve(); // events are played out one after another, in order
    this.animating = false;
    this.pending = null; // the type of the request sent and not yet answered
    this.present = { host: false, guest: false };
    // By seat: when this page learnt that nobody holds it (performance.now()), or null. A
    // win may be claimed once the opponent's seat has been away the server's abandon time
    // (from the welcome); counted from when this page heard of it, never earlier than the
    // server, which counts from the moment the seat was left.
    this.awaySince = { host: null, guest: null };
    this.abandonMs = 0;
    this.claimTimer = null; // redraws the claim countdown each second
    this.spectators = 0;
    this.link = 'connecting';
    this.overlayClosedFor = null; // the round whose game-over announcement was closed
    this.stopped = false;
    this.panel = new OnlinePanel({
      request: (message) => this.request(message),
      showLinks: () => this.onShowLinks(),
      redraw: () => this.render(),
    });
    this.clocks = new ClockView({ black: $('#black-clock'), white: $('#white-clock') });
    this.connection = new OnlineConnection({
      hello: () => {
        const hello = { type: 'hello', game: this.id, since: this.lastSeq };
        if (this.secret) hello.seat = this.secret;
        return hello;
      },
      onMessage: (message, receivedAt) => this.receive(message, receivedAt),
      onLink: (link, reason) => this.linkChanged(link, reason),
    });
  }

  start() {
    document.body.classList.add('online');
    hideAnnouncement();
    hideGameOver();
    $('#move-list').replaceChildren();
    this.board.render(EMPTY_STATE);
    drawCounts(new Map());
    this.connection.open();
    // Offline the panel says that online play needs the network; back online it connects
    // at once instead of waiting out its back-off.
    this.networkListeners = new AbortController();
    const { signal } = this.networkListeners;
    window.addEventListener('offline', () => this.render(), { signal });
    window.addEventListener('online', () => {
      if (this.link === 'reconnecting') this.connection.reconnect();
      this.render();
    }, { signal });
  }

  /** Leaves the game: closes the connection and gives the page back to local play. */
  stop() {
    this.stopped = true;
    this.networkListeners?.abort();
    this.connection.close();
    this.clocks.stop();
    clearTimeout(this.claimTimer);
    this.panel.close();
    hideAnnouncement();
    hideGameOver();
    $('#board').classList.remove('waiting');
    for (const color of COLORS) $(`#${color}-player`).classList.remove('away');
    document.body.classList.remove('online');
    delete document.body.dataset.online;
  }

  /** What Copy transcript copies: online games begin at the usual start. */
  get setupText() {
    return this.state?.transcript ?? '';
  }

  /** The colour this browser plays in the game on the board; null when watching. */
  myColor() {
    return this.seat && this.state ? this.state.colors[this.seat] : null;
  }

  // ----- the player's actions -----

  play(square) {
    if (this.phase() !== 'move' || !this.state.legal.includes(square)) return;
    this.request({ type: 'move', square });
  }

  rematch() {
    this.request({ type: 'rematch' });
  }

  closeOverlay() {
    this.overlayClosedFor = this.state?.round ?? null;
    hideGameOver();
    this.board.focus();
  }

  request(message) {
    if (this.pending) return;
    clearError();
    // Not connected: nothing is sent; the buttons are disabled until the welcome anyway.
    if (!this.connection.send(message)) return;
    this.pending = message.type;
    this.render();
  }

  // ----- what the server says -----

  receive(message, receivedAt) {
    if (this.stopped) return;
    switch (message.type) {
      case 'welcome':
        this.welcome(message, receivedAt);
        break;
      case 'event':
        this.event(message, receivedAt);
        break;
      case 'presence':
        this.presence(message);
        break;
      case 'error':
        this.pending = null;
        showError(t('errorRefused', { message: message.error }));
        this.render();
        break;
      default:
        break; // pong, and anything a newer server may add
    }
  }

  welcome(message, receivedAt) {
    this.seat = message.you.seat;
    this.abandonMs = message.abandon_ms;
    this.pending = null;
    const { state } = message;
    // The first welcome shows the game as it is; after a reconnection the events missed
    // in between are played out first, as if they had come live: with their sounds and, for
    // a hidden page, the title's call back. A connection that dropped while the tab was
    // hidden (a laptop asleep, a phone changing networks) is just when the opponent's move
    // would otherwise go unnoticed.
    if (this.latest) {
      for (const event of message.missed) {
        if (event.seq <= this.lastSeq) continue;
        this.lastSeq = event.seq;
        this.callBackIfHidden(event, state);
        this.enqueue(() => this.playEvent(event));
      }
    }
    this.lastSeq = Math.max(this.lastSeq, state.seq);
    this.latest = state;
    this.enqueue(() => this.showState(state, receivedAt));
  }

  event({ event, state }, receivedAt) {
    if (event.seq <= this.lastSeq) return; // already seen
    if (event.seq !== this.lastSeq + 1) {
      // Something went missing: a new connection catches up from the last event seen.
      this.connection.reconnect();
      return;
    }
    this.lastSeq = event.seq;
    this.latest = state;
    this.pending = null;
    this.noteAnswer(event, state);
    this.callBackIfHidden(event, state);
    this.enqueue(() => this.playEvent(event));
    // One request can cause several events (a move, the pass it forces, the end); each
    // comes with the state after all of them, drawn once the last has been played out.
    if (event.seq === state.seq) this.enqueue(() => this.showState(state, receivedAt));
  }

  /** Keeps what the panel says of an answer to a proposal, or of a takeback, until a move. */
  noteAnswer(event, state) {
    const mine = this.seat ? state.colors[this.seat] : null;
    const by = { color: colorName(event.color) };
    if (event.type === 'move' || event.type === 'rematch') this.notice = null;
    else if (event.type === 'takeback') this.notice = { key: 'takebackDone', vars: by };
    else if (event.type === 'draw_declined' && event.color !== mine) this.notice = { key: 'drawDeclined', vars: by };
    else if (event.type === 'takeback_declined' && event.color !== mine) {
      this.notice = { key: 'takebackDeclined', vars: by };
    }
  }

  /**
   * A player looking at another tab learns from the title that the opponent has moved and
   * it is their turn again, or that the game has ended. Done as the event arrives: a hidden
   * page's animations may wait until it is seen again. `state`: the game after the event,
   * or after the last of the events caught up at a reconnection.
   */
  callBackIfHidden(event, state) {
    const mine = this.seat ? state.colors[this.seat] : null;
    if (mine === null) return;
    if (event.type === 'end') alertInTitle('titleGameOver');
    else if (event.type === 'move' && event.color !== mine && !state.over && state.to_move === mine) {
      alertInTitle('titleYourMove');
    } else if ((event.type === 'draw_offer' || event.type === 'takeback_request') && event.color !== mine) {
      alertInTitle('titleAnswer');
    }
  }

  presence(message) {
    // Presence names colours; the seats behind them swap at a rematch, so keep it by seat,
    // read with the colours of the newest state.
    const colors = this.latest?.colors ?? { host: 'black', guest: 'white' };
    this.present = { host: Boolean(message[colors.host]), guest: Boolean(message[colors.guest]) };
    for (const seat of ['host', 'guest']) {
      if (this.present[seat]) this.awaySince[seat] = null;
      else this.awaySince[seat] ??= performance.now();
    }
    this.spectators = message.spectators ?? 0;
    this.render();
  }

  linkChanged(link, reason) {
    this.link = link;
    if (link !== 'open') this.pending = null;
    if (link === 'closed') {
      if (reason === 'wrong seat') {
        // The secret kept here is not this game's: forget it, so a reload watches.
        forgetSeat(this.id);
        showError(t('errorWrongSeat'));
      } else if (reason === 'no such game') {
        this.onGone();
        return;
      } else {
        showError(t('errorClosed', { reason }));
      }
    }
    this.render();
  }

  // ----- playing the events out -----

  enqueue(step) {
    this.queue = this.queue
      .then(() => (this.stopped ? undefined : step()))
      .catch((error) => console.error(error));
  }

  async playEvent(event) {
    if (event.type === 'move') {
      const ply = { color: event.color, move: event.square, flipped: event.flipped };
      this.plies.push(ply);
      this.discs = discsAfterPly(this.discs, ply);
      this.animating = true;
      this.render();
      drawCounts(this.discs);
      speakMove(ply);
      playSound('move');
      await this.board.animatePly(ply, stateAfterPly(this.discs, ply));
    } else if (event.type === 'pass') {
      this.plies.push({ color: event.color, move: 'pass', flipped: [] });
      this.animating = true;
      this.render();
      playSound('pass');
      await announcePass(event.color);
    } else if (event.type === 'rematch') {
      // A new board: moves that follow in the same catch-up start from it.
      this.plies = [];
      this.showDiscs(parseBoard(STANDARD_START));
      hideGameOver();
    } else if (event.type === 'takeback') {
      // The board as it was before the plies taken back, for the moves that follow it.
      this.plies = this.plies.slice(0, this.plies.length - event.plies);
      this.showDiscs(this.plies.reduce(discsAfterPly, parseBoard(STANDARD_START)));
    } else if (event.type === 'end') {
      playSound('end');
    }
    // Offers, requests and their refusals change only what the state shows.
  }

  // Discs set down at once, not played out.
  showDiscs(discs) {
    this.discs = discs;
    this.animating = true;
    this.board.render({ ...EMPTY_STATE, discs });
    drawCounts(discs);
  }

  showState(state, receivedAt) {
    const newRound = this.state !== null && state.round !== this.state.round;
    this.state = state;
    this.stateReceivedAt = receivedAt;
    this.discs = parseBoard(state.board);
    this.plies = [...state.plies];
    this.animating = false;
    if (state.over || newRound) this.panel.dropConfirmation();
    this.clocks.show(state.clocks, receivedAt);
    this.render();
    const mine = this.myColor();
    if (newRound && mine) {
      announce(t('rematchStarted', { color: colorName(mine, { lower: true }) }), REMATCH_BANNER_MS, mine).then(
        () => this.render(),
      );
    }
  }

  // ----- drawing -----

  /**
   * body[data-phase] for the tests: `busy` (connecting, a move playing out, a request
   * unanswered), `move` (this page may move), `opponent` (the other side is to move, or
   * this page watches), `over`, or `closed` (the server turned the page away).
   */
  phase() {
    if (this.link === 'closed') return 'closed';
    const state = this.state;
    if (!state || this.link !== 'open' || this.animating || this.pending) return 'busy';
    if (state.over) return 'over';
    return this.myColor() === state.to_move ? 'move' : 'opponent';
  }

  /**
   * How long until a win may be claimed (0: now), or null while the opponent is here or
   * this page watches. While it counts down the page redraws each second.
   */
  claimInMs() {
    clearTimeout(this.claimTimer);
    const since = this.seat ? this.awaySince[this.seat === 'host' ? 'guest' : 'host'] : null;
    if (since === null) return null;
    const left = Math.max(0, this.abandonMs - (performance.now() - since));
    if (left > 0) this.claimTimer = setTimeout(() => this.render(), Math.min(left, 1000));
    return left;
  }

  /** The connection as the page tells it: 'offline' while it waits on a browser with no network. */
  shownLink() {
    return this.link !== 'open' && this.link !== 'closed' && !navigator.onLine ? 'offline' : this.link;
  }

  render() {
    if (this.stopped) return;
    document.body.dataset.phase = this.phase();
    document.body.dataset.online = this.link;
    this.panel.draw({
      link: this.shownLink(),
      state: this.state,
      mine: this.myColor(),
      seat: this.seat,
      present: this.present,
      claimInMs: this.claimInMs(),
      spectators: this.spectators,
      notice: this.notice,
      listed: this.listed,
      // Requests wait for the connection and for the answer to the last one.
      ready: this.link === 'open' && !this.pending && !this.animating,
    });
    const state = this.state;
    if (!state) {
      const link = this.shownLink();
      setStatus(t(link === 'closed' ? 'onlineClosed' : link === 'offline' ? 'onlineOfflineStatus' : 'onlineConnecting'));
      return;
    }
    this.drawPlayers(state);
    if (!this.animating) {
      this.board.render(this.boardState(state));
      drawCounts(this.discs);
      setStatus(this.statusText(state));
    }
    $('#board').classList.toggle('waiting', this.pending !== null);
    drawMoveList(
      $('#move-list'),
      { start: STANDARD_START, plies: state.plies, undone: [], ply: state.plies.length },
      { disabled: true, onSelect: () => {} },
    );
    if (state.over && !this.animating && this.overlayClosedFor !== state.round) {
      showGameOver({ ...state.end.counts, winner: state.end.winner }, endText(state.end));
    } else {
      hideGameOver();
    }
  }

  boardState(state) {
    return {
      discs: this.discs,
      legal: this.phase() === 'move' ? new Set(state.legal) : new Set(),
      toMove: state.to_move,
      ...lastMoveMarks(state.plies),
      hints: new Map(),
    };
  }

  statusText(state) {
    if (this.shownLink() === 'offline') return t('onlineOfflineStatus');
    if (this.link === 'reconnecting') return t('onlineReconnecting');
    if (this.link === 'closed') return t('onlineClosed');
    if (state.over) return endText(state.end);
    const color = colorName(state.to_move);
    const mine = this.myColor();
    if (mine === null) return t('toMove', { color });
    return mine === state.to_move ? t('yourMove', { color }) : t('opponentToMove', { color });
  }

  /** Each colour's card: who plays it (you or your opponent) and whether they are connected. */
  drawPlayers(state) {
    for (const color of COLORS) {
      const seat = state.colors.host === color ? 'host' : 'guest';
      const present = this.present[seat];
      const presence = t(present ? 'present' : 'away');
      const role = this.seat === null ? null : t(seat === this.seat ? 'you' : 'opponentRole');
      const card = drawPlayerCard(color, {
        who: role ? t('rolePresence', { role, presence }) : presence,
        toMove: !state.over && state.to_move === color,
        winner: state.over && state.end?.winner === color,
      });
      card.classList.toggle('away', !present);
    }
  }
}
