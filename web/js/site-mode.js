// Whether this copy of the page is a static site (`reversi site` writes it with true): no
// server behind it, so the engine in the browser referees every game, and what needs a
// server (online play, "Your games", importing files) is left out. `reversi serve` sends
// it as it is here.
export const staticSite = false;
