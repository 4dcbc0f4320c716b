// The WebSocket of one online game (docs/protocol.md): says hello with the seat's secret and
// the last event seen, hands every message to the page, and reconnects after a drop or a
// server restart, so the page catches up from where it was. Where several servers share
// one database (reversi serve --instance), a server that cannot be reached is passed over
// for the next one: the game goes on there.

// Waits before each new attempt; a quick first retry covers a server restart, and the
// ceiling keeps a page left open from hammering a server that is down.
const BACKOFF_MS = [500, 1000, 2000, 4000, 5000];
// A dropped network often closes nothing: the page pings, and a connection silent for
// longer than SILENT_MS is given up and replaced.
const PING_MS = 15_000;
const SILENT_MS = 40_000;
// Close reasons after which trying again cannot help.
const FINAL_REASONS = new Set(['no such game', 'wrong seat']);

function socketUrl(origin) {
  return `${origin.replace(/^http/, 'ws')}/ws`;
}

// The WebSockets an online game may use, this page's server's first: then those of the
// other servers on its database (GET /api/instances), in the order the operator gave.
// Asked once, while this page's server is there to answer.
let addressesAsked = null;
function socketAddresses() {
  addressesAsked ??= fetch('api/instances')
    .then((response) => (response.ok ? response.json() : { instances: [] }))
    .then(({ instances }) => {
      const own = socketUrl(location.origin);
      return [own, ...instances.map(socketUrl).filter((address) => address !== own)];
    })
    .catch(() => [socketUrl(location.origin)]);
  return addressesAsked;
}

export class OnlineConnection {
  /**
   * hello(): the hello message for the next connection (it carries `since`).
   * onMessage(message, receivedAt): every message from the server, parsed.
   * onLink(link, reason): 'connecting' (the first time), 'open' (welcomed),
   *   'reconnecting', or 'closed' (for good, with the server's reason).
   */
  constructor({ hello, onMessage, onLink }) {
    this.hello = hello;
    this.onMessage = onMessage;
    this.onLink = onLink;
    this.socket = null;
    this.welcomed = false;
    this.attempt = 0;
    this.stopped = false;
    this.retryTimer = null;
    this.pingTimer = null;
    this.heardAt = 0;
    this.addresses = [socketUrl(location.origin)];
    this.addressAt = 0; // the server tried now
  }

  open() {
    this.stopped = false;
    this.onLink('connecting');
    socketAddresses().then((addresses) => {
      this.addresses = addresses;
      if (!this.stopped) this.connect();
    });
  }

  /** Sends a request; false when not connected (the page then waits for the reconnection). */
  send(message) {
    if (!this.welcomed || this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes for good (the page leaves the game). */
  close() {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retire();
  }

  /** Replaces the connection with a new one, e.g. when events went missing. */
  reconnect() {
    this.retire();
    this.scheduleRetry();
  }

  connect() {
    const socket = new WebSocket(this.addresses[this.addressAt]);
    this.socket = socket;
    this.welcomed = false;
    socket.addEventListener('open', () => {
      this.heardAt = performance.now();
      socket.send(JSON.stringify(this.hello()));
      this.pingTimer = setInterval(() => this.keepAlive(), PING_MS);
    });
    socket.addEventListener('message', (event) => {
      if (socket !== this.socket) return;
      const receivedAt = performance.now();
      this.heardAt = receivedAt;
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return; // the server only sends JSON; anything else is noise
      }
      if (message.type === 'welcome') {
        this.welcomed = true;
        this.attempt = 0;
        this.onLink('open');
      }
      // Before the welcome the only request is the hello, so an error then means it was
      // refused (unknown game, wrong seat, a malformed id) and trying again cannot help.
      // Stop here rather than count on the close frame carrying the reason.
      if (message.type === 'error' && !this.welcomed) {
        this.finish(message.error === 'this seat link is not valid for the game' ? 'wrong seat' : message.error);
        return;
      }
      this.onMessage(message, receivedAt);
    });
    socket.addEventListener('close', (event) => {
      if (socket !== this.socket) return;
      // A server that never welcomed this attempt may be gone: the next try goes to the
      // next one. After a drop, the same server is tried first (it may just restart).
      if (!this.welcomed) this.addressAt = (this.addressAt + 1) % this.addresses.length;
      this.retire();
      if (FINAL_REASONS.has(event.reason)) this.finish(event.reason);
      else this.scheduleRetry();
    });
  }

  keepAlive() {
    if (performance.now() - this.heardAt > SILENT_MS) {
      this.reconnect();
      return;
    }
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send('{"type":"ping"}');
  }

  // Forgets the current socket (its late events are ignored) and closes it.
  retire() {
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    this.welcomed = false;
    if (socket && socket.readyState <= WebSocket.OPEN) socket.close(1000);
  }

  scheduleRetry() {
    if (this.stopped) return;
    const delay = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    this.onLink('reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (!this.stopped) this.connect();
    }, delay);
  }

  finish(reason) {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.retire();
    this.onLink('closed', reason);
  }
}
