// The evaluation graph: small swings stay visible beside one big spike, each side's label
// sits on its side of the graph, and a click on the graph looks back at that move.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase } from './support/page.js';

const server = useServer(test);

// Four moves, then an analysis with a ±2 swing and one spike of +60 at the last move.
const SETUP = 'f5d6c3d3';
const ANALYSIS = {
  ply: 4,
  moves: [],
  evaluations: [
    { ply: 1, black: 2 },
    { ply: 2, black: -2 },
    { ply: 3, black: 2 },
    { ply: 4, black: 60 },
  ],
};

test('a spike leaves the small swings visible; labels by their sides; a click looks back', async ({ page }) => {
  await page.route('**/api/games/*/analysis', (route) => route.fulfill({ json: ANALYSIS }));
  await page.goto(`${server.url}?black=human&white=human&setup=${SETUP}&lang=en`);
  await waitForPhase(page, ['move']);
  const svg = page.locator('#graph svg');
  await expect(svg.locator('polyline')).toHaveCount(1);

  // The line's points in the graph's own units; the zero line is at half its height.
  const { points, middle, height } = await svg.evaluate((element) => {
    const [, , , h] = element.getAttribute('viewBox').split(' ').map(Number);
    const line = element.querySelector('polyline').getAttribute('points');
    return { points: line.split(' ').map((pair) => pair.split(',').map(Number)), middle: h / 2, height: h };
  });
  // points[0] is the start, on the zero line; then plies 1 to 4.
  for (const [, y] of points.slice(1, 4)) {
    expect(Math.abs(y - middle), 'a ±2 swing, as far from the zero line').toBeGreaterThanOrEqual(height / 16);
  }
  expect(points[4][1]).toBeGreaterThanOrEqual(0); // the spike stays inside the graph

  // "Black ahead" above the graph, "White ahead" below it.
  const box = await svg.boundingBox();
  const black = await page.getByText('Black ahead').boundingBox();
  const white = await page.getByText('White ahead').boundingBox();
  expect(black.y + black.height).toBeLessThanOrEqual(box.y + 1);
  expect(white.y).toBeGreaterThanOrEqual(box.y + box.height - 1);

  // A click at move 2 shows the board after it, without changing the game.
  const [x2] = points[2];
  const viewWidth = await svg.evaluate((element) => Number(element.getAttribute('viewBox').split(' ')[2]));
  await svg.click({ position: { x: (x2 / viewWidth) * box.width, y: box.height / 2 } });
  expect(await waitForPhase(page, ['review', 'move'])).toBe('review');
  await expect(page.locator('#status')).toHaveText('Looking at move 2 (the game is unchanged)');
  await expect(page.locator('#move-list button[data-ply="2"]')).toHaveAttribute('aria-current', 'step');
});
