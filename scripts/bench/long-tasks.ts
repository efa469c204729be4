// What blocks the main thread while a route opens (issue 27: Lighthouse's TBT names how long, not what). Each route is
// opened twice in Chromium at 360×800 with a cold cache and a 4x CPU slowdown, each under a trace:
// - without the CPU profiler: each task of the page's main thread over 50 ms, with what ran in it (the trace's own
//   events: module evaluation, layout, paint...). The profiler is left out here because it changes what it measures:
//   with it on, a module V8 compiled on a background thread (streamed) was finished on the main thread in a
//   100-200 ms `v8.compileModule`, on most routes; without it, no main-thread compile passed 10 ms
//   (docs/decisions/005, addendum of 2026-12-03);
// - with the profiler: the functions with the most self time in the page's long tasks, all together (which task is
//   which differs between two opens).
// Printed, not a test: `npm run bench -- --only tasks --routes confirmUrl`.
import type { Browser } from 'playwright-core';
import { seedOnOpen, type DemoPage, type DemoStorage } from '../demo-storage.ts';

/** A task longer than this blocks input, as Lighthouse counts it. */
export const longTaskMs = 50;
const cpuSlowdown = 4;
// Where a long task went, by the trace's events inside it: the few that say what the browser was doing.
const phases = new Set(['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'FunctionCall', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'RunMicrotasks', 'MajorGC', 'MinorGC']);

/** The fields of Chromium's trace events that this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    beginData?: { url?: string };
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

export interface LongTask {
  /** Milliseconds since the page's HTML began to be parsed. */
  atMs: number;
  ms: number;
  /** The phases inside it, longest first, as "Layout 44 ms"; nested ones each count (ParseHTML holds an inline script's EvaluateScript). */
  phases: string[];
}

/** A route's opening: its long tasks (an open without the profiler) and the functions that took most of them (one with it). */
export interface RouteTasks {
  title: string;
  tasks: LongTask[];
  /** As "name file:line:column 12 ms", most self time first. */
  functions: string[];
}

const fileOf = (url: string) => url.replace(/[?#].*/, '').replace(/.*\//, '');
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, micros]) => `${what} ${Math.round(micros / 1000)} ms`);

/** The main thread that parsed `url`, its events, and its tasks over 50 ms from the parse on, in order. */
function mainThreadOf(events: readonly TraceEvent[], url: string): { parse: TraceEvent; onMain: TraceEvent[]; long: TraceEvent[] } | undefined {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return undefined;
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur !== undefined);
  const long = onMain.filter((event) => event.name === 'RunTask' && event.dur! > longTaskMs * 1000 && event.ts + event.dur! >= parse.ts).sort((a, b) => a.ts - b.ts);
  return { parse, onMain, long };
}

/** The long tasks of the renderer main thread that parsed `url`, from a trace of its opening. */
export function longTasks(events: readonly TraceEvent[], url: string): LongTask[] {
  const thread = mainThreadOf(events, url);
  if (!thread) return [];
  const { parse, onMain, long } = thread;
  return long.map((task) => {
    const end = task.ts + task.dur!;
    const byPhase = new Map<string, number>();
    for (const event of onMain) {
      if (event === task || !phases.has(event.name) || event.ts < task.ts || event.ts + event.dur! > end) continue;
      const file = fileOf(event.args?.data?.url ?? '');
      const what = file ? `${event.name} ${file}` : event.name;
      byPhase.set(what, (byPhase.get(what) ?? 0) + event.dur!);
    }
    return { atMs: Math.round((task.ts - parse.ts) / 1000), ms: Math.round(task.dur! / 1000), phases: top(byPhase, 4) };
  });
}

/** The functions with the most self time in the long tasks of the page that parsed `url`, from the profiler's samples. */
export function slowestFunctions(events: readonly TraceEvent[], url: string, count = 5): string[] {
  const thread = mainThreadOf(events, url);
  if (!thread) return [];
  const samples = profileSamples(events, thread.parse.pid, thread.parse.tid);
  const byFunction = new Map<string, number>();
  for (const task of thread.long) {
    // A sample stands for the time since the one before it, both inside the task.
    const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur!);
    for (let index = 1; index < within.length; index += 1) {
      const what = within[index]!.frame;
      byFunction.set(what, (byFunction.get(what) ?? 0) + within[index]!.ts - within[index - 1]!.ts);
    }
  }
  return top(byFunction, count);
}

/** The CPU profiler's samples on one thread, each with its time and the frame it was in. */
function profileSamples(events: readonly TraceEvent[], pid: number, tid: number): { ts: number; frame: string }[] {
  const samples: { ts: number; frame: string }[] = [];
  for (const profile of events.filter((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid)) {
    const frames = new Map<number, string>();
    let ts = profile.args?.data?.startTime ?? profile.ts;
    for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === pid && event.id === profile.id)) {
      const { cpuProfile, timeDeltas = [] } = chunk.args?.data ?? {};
      for (const node of cpuProfile?.nodes ?? []) {
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        frames.set(node.id, url ? `${functionName || '(anonymous)'} ${fileOf(url)}:${lineNumber}:${columnNumber}` : functionName || '(anonymous)');
      }
      (cpuProfile?.samples ?? []).forEach((node, index) => {
        ts += timeDeltas[index] ?? 0;
        samples.push({ ts, frame: frames.get(node) ?? '(unknown)' });
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

const timelineCategories = ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'];

/** Opens `url` in a fresh context at 4x CPU under a trace (with the CPU profiler or not) and answers its events. */
async function traceOpening(browser: Browser, url: string, profiled: boolean, localStorage: DemoStorage): Promise<{ events: TraceEvent[]; openedUrl: string }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, ignoreHTTPSErrors: true });
  try {
    await seedOnOpen(context, localStorage);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: profiled ? [...timelineCategories, 'disabled-by-default-v8.cpu_profiler'] : timelineCategories });
    await page.goto(url, { waitUntil: 'networkidle' });
    // What the page does once the network is quiet (an answer drawn, a dialog opened) blocks a tap as much.
    await page.waitForTimeout(2_000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { events: trace.traceEvents, openedUrl: page.url() };
  } finally {
    await context.close();
  }
}

/** Opens each page twice under a trace: its long tasks without the profiler, the functions in them with it. */
export async function traceLongTasks(browser: Browser, pages: DemoPage[], log: (line: string) => void): Promise<RouteTasks[]> {
  const results: RouteTasks[] = [];
  for (const { title, url, localStorage } of pages) {
    log(`  tracing ${title}...`);
    const plain = await traceOpening(browser, url, false, localStorage);
    const profiled = await traceOpening(browser, url, true, localStorage);
    results.push({ title, tasks: longTasks(plain.events, plain.openedUrl), functions: slowestFunctions(profiled.events, profiled.openedUrl) });
  }
  return results;
}
