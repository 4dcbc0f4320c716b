// This browser's token: 128 random bits that the server files the games started here under,
// so that "Your games" lists them and nobody else's (docs/api.md, GET /api/games). It is
// kept in localStorage like the online seats; a browser without storage gets a new one
// per visit, and so a list of that visit's games only.

import { loadSetting, saveSetting } from './settings.js';

const NAME = 'player';
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

let current = null;

/** 128 random bits: a token, or an id the page makes (offline-games.js). */
export function randomToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  // Base64url without padding: 22 characters, as the server writes its ids.
  return btoa(String.fromCharCode(...bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The token, made and kept the first time it is asked for. */
export function playerToken() {
  if (current) return current;
  const stored = loadSetting(NAME);
  current = typeof stored === 'string' && TOKEN.test(stored) ? stored : randomToken();
  if (current !== stored) saveSetting(NAME, current);
  return current;
}
