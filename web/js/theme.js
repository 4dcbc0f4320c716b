// The page's colours: light or dark as the system says (prefers-color-scheme), or the one
// the player chose here. The stylesheet picks every colour with light-dark(), so the page
// follows the system before this script runs; a choice only pins <html data-theme>.

export const THEME_CHOICES = ['system', 'light', 'dark'];
export const DEFAULT_THEME = 'system';

/** Applies `theme`; an unknown one (an old stored value) follows the system. */
export function applyTheme(theme) {
  const chosen = THEME_CHOICES.includes(theme) ? theme : DEFAULT_THEME;
  if (chosen === DEFAULT_THEME) delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = chosen;
  return chosen;
}
