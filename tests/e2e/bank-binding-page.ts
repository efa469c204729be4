import { expect, type Page } from '@playwright/test';
import catalog from '../../schemas/messages/en.json' with { type: 'json' };

// What the browser tests that fill the bank-binding page share: its native bridge, and its picker fields.

/** The native app's bridge as the Android shell injects it for bank binding, recording every call in window.__native. */
export async function stubAndroidBridge(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const record = (op: string) => () => calls.push(op);
    Object.assign(window, { __native: calls, AndroidBridge: { endBankBinding: record('endBankBinding'), closeWebview: record('closeWebview') } });
  });
}

/** The bridge calls the page has made, in order. */
export const nativeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __native: string[] }).__native);

/** Opens a picker field by its label, taps an option on each of its wheels in turn, and confirms. */
export async function choose(page: Page, label: string, ...options: string[]): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  const picker = page.locator('.adm-picker').filter({ has: page.locator('.adm-picker-header-title', { hasText: label }) });
  const confirm = picker.getByRole('button', { name: catalog['common.confirm'] });
  await expect(confirm).toBeVisible();
  for (const option of options) {
    const item = picker.locator('.adm-picker-view-column-item').filter({ has: page.getByText(option, { exact: true }) });
    await item.click();
    await expect(item).toHaveAttribute('data-selected', 'true');
  }
  await confirm.click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: label, exact: true })).toContainText(options.at(-1)!);
}
