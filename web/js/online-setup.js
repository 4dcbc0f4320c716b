// Creating an online match from the new-game dialog's choices (POST /api/online). The
// creator's seat secret is kept in this browser at once, before anything else can go wrong,
// so the page that made the game can always come back to it.

import { api } from './api.js';
import { rememberSeat } from './online-seats.js';

/** The dialog's clock choice ('none', '5+0', '10+5', ...) as the protocol's clock, or null. */
function clockSettings(choice) {
  const match = /^(\d+)\+(\d+)$/.exec(choice ?? '');
  return match ? { minutes: Number(match[1]), increment: Number(match[2]) } : null;
}

/** choice: {color: 'black' | 'white' | 'random', clock: '5+0' | 'none' | ...}. */
export async function createOnlineMatch({ color, clock }) {
  const created = await api.createOnline({ color, clock: clockSettings(clock) });
  rememberSeat(created.game, { seat: created.seat, color: created.color, links: created.links });
  return created;
}
