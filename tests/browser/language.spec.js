// Switching between English and Japanese: the texts, the squares' names and <html lang>
// change, and the choice survives a reload.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const server = useServer(test);

test('the language switches and is remembered', async ({ page }) => {
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  const html = page.locator('html');
  const status = page.locator('#status');
  const language = page.locator('#language');

  // The browser asks for English (locale en-US), so the page starts in English.
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(status).toHaveText('Black to move');
  await expect(page.locator('#new-game')).toHaveText('New game');
  await expect(page.locator('[data-square="d3"]')).toHaveAttribute('aria-label', 'd3 empty, legal move');
  await expect(page.locator('[data-square="d4"]')).toHaveAttribute('aria-label', 'd4 white');
  await expect(language).toHaveText('日本語');

  await language.click();
  await expect(html).toHaveAttribute('lang', 'ja');
  await expect(status).toHaveText('次の番: 黒');
  await expect(page.locator('#new-game')).toHaveText('新しい対局');
  await expect(page.locator('#undo')).toHaveText('待った');
  await expect(page.locator('[data-square="d3"]')).toHaveAttribute('aria-label', 'd3 空き、打てます');
  await expect(page.locator('[data-square="e4"]')).toHaveAttribute('aria-label', 'e4 黒');
  await expect(page.locator('[data-square="a1"]')).toHaveAttribute('aria-label', 'a1 空き');
  await expect(language).toHaveText('English');
  await expect(page).toHaveTitle('リバーシ');

  await page.reload();
  await waitForPhase(page, ['move']);
  await expect(html).toHaveAttribute('lang', 'ja');
  await expect(status).toHaveText('次の番: 黒');
  await expect(page.locator('[data-square="d4"]')).toHaveAttribute('aria-label', 'd4 白');

  await language.click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(status).toHaveText('Black to move');
  await expect(page.locator('[data-square="e4"]')).toHaveAttribute('aria-label', 'e4 black');
});

test('a Japanese browser starts in Japanese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto(`${server.url}?black=human&white=human`);
  await waitForPhase(page, ['move']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('#status')).toHaveText('次の番: 黒');
  await context.close();
});
