// The page's colours: light or dark as the system says (prefers-color-scheme), or the one
// the player chose here. The stylesheet picks every colour with light-dark(), so the page
// follows the system before this script runs; a choice only pins <html data-theme>.
//
// The address bar (phones, installed pages) takes its colour from <meta name="theme-color">:
// index.html has one per system setting, the paper's colour in each. A chosen theme gives
// both the colour of its own, so the bar never stays light over a dark page.

export const THEME_CHOICES = ['system', 'light', 'dark'];
export const DEFAULT_THEME = 'system';

/** Applies `theme`; an unknown one (an old stored value) follows the system. */
export function applyTheme(theme) {
  const chosen = THEME_CHOICES.includes(theme) ? theme : DEFAULT_THEME;
  if (chosen === DEFAULT_THEME) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = chosen;
  colourAddressBar(chosen);
  return chosen;
}

// Each theme-color tag with the scheme its media names ('light' or 'dark') and the colour
// index.html gives it, read once before any choice changes them.
const barTags = [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => ({
  meta,
  scheme: meta.media.includes('dark') ? 'dark' : 'light',
  colour: meta.content,
}));

function colourAddressBar(chosen) {
  const colourOf = (scheme) => barTags.find((tag) => tag.scheme === scheme)?.colour;
  for (const { meta, scheme, colour } of barTags) {
    meta.content = chosen === DEFAULT_THEME ? colour : (colourOf(chosen) ?? colour);
  }
}
