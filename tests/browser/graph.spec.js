// The evaluation graph: small swings stay visible beside one big spike, each side's label
// sits on its side of the graph, a click on the graph looks back at that move, and after a
// balanced opening the line starts at the opening's end.
import { test, expect } from './support/fixtures.js';
import { useServer } from './support/server.js';
import { waitForPhase, playFirstLegalMove, withoutBrowserEngine } from './support/page.js';

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
  await withoutBrowserEngine(page);
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

// After a balanced opening the review starts at the opening's end (its 8 plies were drawn,
// not played), so the line starts there, at the value of that position, and a click left
// of it looks at the opening's end, not at the standard start.
test('after a balanced opening the graph starts at the opening\'s end', async ({ page }) => {
  const created = await fetch(`${server.url}api/games`, {
    method: 'POST',
    body: JSON.stringify({ black: 'human', white: 'human', balanced_opening: true }),
  }).then((response) => response.json());
  expect(created.balanced_opening.plies).toBe(8);
  // The analysis after one move: the opening's end is worth +4 to black (its best move's
  // score, black to move), the position after the move -2.
  const analysis = {
    ply: 9,
    opening: null,
    moves: [{ ply: 8, color: 'black', move: 'x', score: -2, best: 'x', best_score: 4, best_line: [], line: null, exact: false, quality: 'best' }],
    evaluations: [{ ply: 9, black: -2 }],
  };
  await withoutBrowserEngine(page);
  await page.route('**/api/games/*/analysis', (route) => route.fulfill({ json: analysis }));
  await page.goto(`${server.url}?game=${created.id}&pause=0&lang=en`);
  await waitForPhase(page, ['move']);
  await playFirstLegalMove(page);
  const svg = page.locator('#graph svg');
  await expect(svg.locator('polyline')).toHaveCount(1);

  const { points, middle, width } = await svg.evaluate((element) => {
    const [, , w, h] = element.getAttribute('viewBox').split(' ').map(Number);
    const line = element.querySelector('polyline').getAttribute('points');
    return { points: line.split(' ').map((pair) => pair.split(',').map(Number)), middle: h / 2, width: w };
  });
  expect(points).toHaveLength(2);
  // Plies 0 to 60 across the width (less 4 units each side): ply 8 is 8/60 of the way.
  expect(points[0][0]).toBeCloseTo(4 + (8 / 60) * (width - 8), 3);
  expect(points[0][1], 'black ahead at the opening\'s end').toBeLessThan(middle);
  expect(points[1][1], 'white ahead after the move').toBeGreaterThan(middle);

  // A click at the graph's left edge looks at the opening's end.
  const box = await svg.boundingBox();
  await svg.click({ position: { x: 2, y: box.height / 2 } });
  await expect(page.locator('#status')).toHaveText('Looking at move 8 (the game is unchanged)');
});
