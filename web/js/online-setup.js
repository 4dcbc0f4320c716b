// Creating an online match from the new-game dialog's choices (POST /api/online), or
// joining one from the open table. The seat's secret is kept in this browser at once,
// before anything else can go wrong, so the page can always come back to it.

import { api } from './api.js';
import { rememberSeat } from './online-seats.js';

/** The dialog's clock choice ('none', '5+0', '10+5', ...) as the protocol's clock, or null. */
function clockSettings(choice) {
  const match = /^(\d+)\+(\d+)$/.exec(choice ?? '');
  return match ? { minutes: Number(match[1]), increment: Number(match[2]) } : null;
}

/**
 * choice: {color: 'black' | 'white' | 'random', clock: '5+0' | 'none' | ..., listed: true
 * for a game on the open table}.
 */
export async function createOnlineMatch({ color, clock, listed = false }) {
  const created = await api.createOnline({ color, clock: clockSettings(clock), public: listed });
  rememberSeat(created.game, { seat: created.seat, color: created.color, links: created.links, listed });
  return created;
}

/** Takes the guest's seat of a game on the open table and keeps it in this browser. */
export async function joinOpenMatch(id) {
  const joined = await api.joinOnline(id);
  rememberSeat(joined.game, { seat: joined.seat });
  return joined;
}
