// The dark colours: the page follows the system's light or dark setting (prefers-color-scheme)
// unless the player chose one, which is remembered; in both, the texts keep WCAG's 4.5:1
// contrast with what is behind them, and the address bar (theme-color) has the paper's colour.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, screenshot } from './support/page.js';
import { contrast } from './support/contrast.js';

const server = useServer(test);

// The paper behind the page, as the stylesheet's light-dark() gives it.
const LIGHT_PAPER = 'rgb(243, 239, 230)';
const DARK_PAPER = 'rgb(22, 25, 23)';

const paper = (page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

test('the page follows the system: dark under a dark system, light under a light one', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('#theme')).toHaveValue('system');
  expect(await paper(page)).toBe(DARK_PAPER);
  const card = await page.locator('#black-player').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(card).toBe('rgb(34, 38, 35)');
  // Native controls (the switches, the selects) are drawn dark too.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');

  await page.emulateMedia({ colorScheme: 'light' });
  expect(await paper(page)).toBe(LIGHT_PAPER);
});

test('a chosen theme overrides the system and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  await page.locator('#theme').selectOption('light');
  expect(await paper(page)).toBe(LIGHT_PAPER);
  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#theme')).toHaveValue('light');
  expect(await paper(page)).toBe(LIGHT_PAPER);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.locator('#theme').selectOption('dark');
  expect(await paper(page)).toBe(DARK_PAPER);
  await page.locator('#theme').selectOption('system');
  expect(await paper(page)).toBe(LIGHT_PAPER);
  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(page.locator('#theme')).toHaveValue('system');
});

// The address bar's colour as a phone shows it: the theme-color tag whose media query
// matches now (or that has none), as rgb() like computed colours.
const addressBar = (page) =>
  page.evaluate(() => {
    const meta = [...document.querySelectorAll('meta[name="theme-color"]')].find(
      (tag) => !tag.media || matchMedia(tag.media).matches,
    );
    const hex = meta.content.match(/^#(..)(..)(..)$/).slice(1);
    return `rgb(${hex.map((pair) => parseInt(pair, 16)).join(', ')})`;
  });

test('the address bar has the paper\'s colour, the system\'s or the chosen theme\'s', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${server.url}?black=human&white=human&lang=en`);
  await waitForPhase(page, ['move']);
  expect(await addressBar(page)).toBe(DARK_PAPER);
  await page.locator('#theme').selectOption('light');
  expect(await addressBar(page)).toBe(LIGHT_PAPER);

  // Chosen before: the bar is dark from the start under a light system.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.locator('#theme').selectOption('dark');
  await page.reload();
  await waitForPhase(page, ['move']);
  expect(await addressBar(page)).toBe(DARK_PAPER);

  // Back to the system's: the bar follows it again, both ways.
  await page.locator('#theme').selectOption('system');
  expect(await addressBar(page)).toBe(LIGHT_PAPER);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await addressBar(page)).toBe(DARK_PAPER);
});

// Texts of every kind on the page: on the paper, on the cards, in buttons, on the board's frame.
const TEXTS = {
  'the status line': '#status',
  'a colour on its card': '#black-player .player-color',
  'a panel title': '.panel h2',
  'a move in the list': '#move-list .move:not([aria-current])',
  'the current move': '#move-list .move[aria-current="step"]',
  'the primary button': '#new-game',
  'an ordinary button': '#copy',
  'a switch': '.switch span',
  'a coordinate': '.coords-columns span',
  'the paste label': '.paste label',
};

// The text's colour and the first opaque background behind it; null for an element the
// page has drawn anew (the move list is rebuilt on each render) since the locator found
// it: a detached element has no computed style.
function colours(element) {
  if (!element.isConnected) return null;
  let behind = element;
  let background = getComputedStyle(behind).backgroundColor;
  while (/rgba\(.*, 0\)$|transparent/.test(background) && behind.parentElement) {
    behind = behind.parentElement;
    background = getComputedStyle(behind).backgroundColor;
  }
  return { text: getComputedStyle(element).color, background };
}

for (const colorScheme of ['light', 'dark']) {
  test(`every kind of text keeps 4.5:1 contrast in the ${colorScheme} colours`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto(`${server.url}?black=human&white=human&setup=f5d6c3&lang=en`);
    await waitForPhase(page, ['move']);
    for (const [what, selector] of Object.entries(TEXTS)) {
      let found = null;
      await expect.poll(async () => (found = await page.locator(selector).first().evaluate(colours))).not.toBeNull();
      const { text, background } = found;
      expect(contrast(text, background), `${what} (${text} on ${background})`).toBeGreaterThanOrEqual(4.5);
    }
  });
}

for (const [name, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
]) {
  for (const lang of ['en', 'ja']) {
    test(`screenshot: the dark colours mid-game with hints, ${name} (${lang})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width, height });
      await page.goto(`${server.url}?black=human&white=human&setup=f5d6c3d3c4f4&lang=${lang}`);
      await waitForPhase(page, ['move']);
      await page.locator('#hints').check();
      await page.locator('.square.best').first().waitFor();
      await page.locator('#graph svg polyline').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `dark-${name}-${lang}`);
    });
  }
}
