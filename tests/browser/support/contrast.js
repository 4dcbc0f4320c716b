// WCAG contrast between colours as getComputedStyle writes them ("rgb(…)", "rgba(…)"), for
// the tests that check the page stays readable in its light and dark colours.

function channels(css) {
  const [r, g, b, a = 1] = css.match(/[\d.]+/g).map(Number);
  return { r, g, b, a };
}

// WCAG relative luminance of an opaque colour {r, g, b} (0-255).
function luminance({ r, g, b }) {
  const linear = (value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast of a colour (maybe translucent) painted over an opaque background. */
export function contrast(foregroundCss, backgroundCss) {
  const mark = channels(foregroundCss);
  const background = channels(backgroundCss);
  const over = (m, b) => m * mark.a + b * (1 - mark.a);
  const painted = { r: over(mark.r, background.r), g: over(mark.g, background.g), b: over(mark.b, background.b) };
  const [light, dark] = [luminance(painted), luminance(background)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}
