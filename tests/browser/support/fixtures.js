// The tests' `test`: Playwright's, with a page that fails the test on any uncaught error in
// the page's scripts and on anything the page's Content-Security-Policy refused.
import { test as base, expect } from '@playwright/test';

/**
 * Watches `page` for what breaks a page without a word to the player: uncaught errors in its
 * scripts, and whatever its Content-Security-Policy refused (an inline script or style, a
 * connection elsewhere), as the browser's securitypolicyviolation events report it.
 */
export async function watchPage(page) {
  const problems = { errors: [], violations: [] };
  page.on('pageerror', (error) => problems.errors.push(error.message));
  await page.exposeBinding('reportPolicyViolation', (_source, violation) => problems.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportPolicyViolation(`${event.effectiveDirective} refused ${event.blockedURI}`),
    );
  });
  return problems;
}

/** Fails unless watchPage() saw no problem; `who` names the page in the message. */
export function expectNoProblems(problems, who = 'the page') {
  expect(problems.errors, `uncaught errors in ${who}`).toEqual([]);
  expect(problems.violations, `Content-Security-Policy violations in ${who}`).toEqual([]);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = await watchPage(page);
    await use(page);
    expectNoProblems(problems);
  },
});

export { expect };
