// `npm run check:budgets [distDir]`, after `npm run build`: opens every page of the build in Chromium against the
// reference server (its own process, on a temporary database with the demo data), prints what each downloads (its
// first load, its idle prefetch, in all) beside its budgets, and fails when any page is over either. With `--files`,
// it lists each page's files too, with their sizes and chunk names: where a page's weight is.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { startReferenceServer } from '../bench/reference-server.ts';
import { budgetPages, type BudgetPage, type DemoList } from './budgets.ts';
import { pageDownloads } from './downloads.ts';
import { builtChunkNames, builtFileKB, formatFileLists, verdict, weigh, type BudgetVerdict, type Measured } from './measure.ts';

export interface BudgetReport extends BudgetVerdict {
  rows: Measured[];
}

/** Opens each page (its url relative to origin) and weighs its downloads with the files in distDir. */
export async function measurePages(browser: Browser, origin: string, distDir: string, pages: BudgetPage[], log: (line: string) => void = () => undefined): Promise<BudgetReport> {
  const kbOf = builtFileKB(distDir);
  const rows: Measured[] = [];
  for (const page of pages) {
    const downloads = await pageDownloads(browser, new URL(page.url, origin).href, page.localStorage);
    const row = weigh(page.name, page.budget, downloads, kbOf, page.ceiling);
    log(`  ${row.name}: ${row.firstKB.toFixed(1)} + ${row.prefetchKB.toFixed(1)} KB`);
    rows.push(row);
  }
  return { rows, ...verdict(rows) };
}

export async function checkBudgets(distDir: string, log: (line: string) => void = () => undefined): Promise<BudgetReport> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
  const server = await startReferenceServer(dataDir, 180_000, '', distDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const answer = await fetch(`${server.url}/dev/demo`);
    const demo = (await answer.json()) as DemoList;
    return await measurePages(browser, server.url, distDir, budgetPages(demo), log);
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const distDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
  const report = await checkBudgets(distDir, (line) => process.stderr.write(`${line}\n`));
  if (args.includes('--files')) console.log(`${formatFileLists(report.rows, builtFileKB(distDir), builtChunkNames(distDir))}\n`);
  console.log(report.text);
  process.exitCode = report.ok ? 0 : 1;
}
