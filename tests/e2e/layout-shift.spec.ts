// Issue 27's CLS 0, as a check rather than a bench figure: every borrower page /dev/demo lists, opened as a borrower
// reaches it (with the localStorage its route's demoStorage names) on a CPU four times slower, must not move what it
// has drawn. Under that slowdown, with pictures arriving late, a placeholder of the wrong height, an image without a
// size, or a field drawn before its widget's code shows up as a shift.
import { seedOnOpen } from '../../scripts/demo-storage.ts';
import { buildDemoList } from '../../server/http/demo-links.ts';
import { expect, test } from './fixtures.ts';

/** The sum of the layout shifts not caused by input, read in the page (a PerformanceObserver from the first byte). */
const watchShifts = () => {
  const shifts: { value: number; moved: string[] }[] = [];
  (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      const moved = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName} ${source.node.className}` : String(source.node?.nodeName)));
      shifts.push({ value: entry.value, moved });
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

// The promotion page's running promotions too: a visitor's page, drawn from its skeleton (src/promo/first-paint.tsx).
const promotions = buildDemoList()
  .promo.filter((link) => link.running)
  .map((link) => ({ route: `promotion ${link.id}`, url: link.url, localStorage: undefined }));

for (const screen of [...buildDemoList().screens, ...promotions]) {
  test(`${screen.route} moves nothing once drawn`, async ({ page, server, problems }) => {
    void problems;
    await seedOnOpen(page.context(), screen.localStorage);
    await page.addInitScript(watchShifts);
    // Pictures come after the layout, as over a phone's network: one without a size of its own then moves the page.
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'image') await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${server.url}${screen.url}`, { waitUntil: 'networkidle' });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    // What draws after the network is quiet (a dialog that opens with the page, a logo decoded late) has a moment.
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
    // Lighthouse reports CLS to three decimals; the goal is 0.000.
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0), JSON.stringify(shifts)).toBeLessThan(0.0005);
  });
}
