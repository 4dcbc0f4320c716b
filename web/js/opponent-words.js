// The computer opponents in words, from the facts GET /api/opponents gives (docs/api.md):
// whom each suits, how it plays in a plain sentence, and, for the serious player, its
// measured strength and how it searches.

import { t } from './i18n.js';

const GROUP_KEY = {
  'first-games': 'groupFirstGames',
  casual: 'groupCasual',
  club: 'groupClub',
  strong: 'groupStrong',
  expert: 'groupExpert',
};

const STYLE_KEY = {
  random: 'styleRandom',
  'most-flips': 'styleMostFlips',
  'fewest-flips': 'styleFewestFlips',
  openness: 'styleOpenness',
};

/** Whom the opponent suits: "For your first games", "Club player", ... */
export function opponentGroup(opponent) {
  return t(GROUP_KEY[opponent.group] ?? 'groupCasual');
}

/** How it plays, in one sentence a first-timer understands. */
export function opponentLine(opponent) {
  if (STYLE_KEY[opponent.style]) return t(STYLE_KEY[opponent.style]);
  const { depth, seconds } = opponent.search ?? {};
  if (seconds) return t('styleSeconds', { s: seconds });
  return depth ? t('styleDepth', { n: depth }) : '';
}

/** Its measured strength and its search, for the serious player; '' when there is none. */
export function opponentDetails(opponent) {
  const parts = [];
  const measured = opponent.measured;
  if (measured) {
    const facts = { against: measured.against, games: measured.games, score: measured.score.toFixed(1) };
    if (measured.elo === null) parts.push(t('measuredAll', facts));
    else parts.push(t('measuredScore', { ...facts, elo: measured.elo >= 0 ? `+${measured.elo}` : measured.elo }));
  }
  const search = opponent.search;
  if (search) {
    // The plain line gives an untimed level's depth already.
    if (search.seconds) parts.push(t('searchDeeper', { n: search.depth }));
    parts.push(t('searchPerfect', { n: search.solves_from }));
    if (search.book === 'always') parts.push(t('bookAlways'));
    else if (search.book === 'opening') parts.push(t('bookOpening', { n: search.book_plies }));
    else parts.push(t('bookNone'));
  }
  return parts.join(t('detailsSeparator'));
}
