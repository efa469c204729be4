// Accessibility checks for the browser tests: axe-core over the page as it is now, failing on any serious or
// critical violation (issue 6). Use it on every screen and on every dialog or picker a test opens.
import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import { expect, type Page } from '@playwright/test';

export const failingImpacts: ReadonlySet<string> = new Set(['serious', 'critical']);

/** One line per failing rule: its id, what it wants, and where (CSS selectors of at most five nodes). */
export function describeViolations(violations: Result[]): string[] {
  return violations.map((violation) => {
    const where = violation.nodes
      .slice(0, 5)
      .map((node) => node.target.join(' '))
      .join(' | ');
    return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length}x: ${where})`;
  });
}

/**
 * Waits (up to 3 s) until nothing is part-way through a fade. antd-mobile fades toasts, masks and popups in and out
 * with inline opacity; axe judges a half-faded toast's text against the page behind it and reports a contrast the
 * borrower never sees for more than a moment. A lasting part opacity stays, and axe judges it as it is.
 */
async function fadesSettled(page: Page): Promise<void> {
  // The function runs in the page, so it carries its own body (no closure over this file).
  const settled = () =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((element) => {
      const opacity = Number(getComputedStyle(element).opacity);
      return opacity === 0 || opacity === 1;
    });
  await page.waitForFunction(settled, undefined, { timeout: 3000 }).catch(() => undefined);
}

/** The serious and critical axe violations on the page, described one per line. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await fadesSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return describeViolations(results.violations.filter((violation) => failingImpacts.has(violation.impact ?? '')));
}

/** Fails the test with the list of serious and critical violations, if any. */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  expect(await seriousViolations(page), `serious or critical accessibility violations on ${what}`).toEqual([]);
}
