// What blocks the main thread while a route opens (issue 27: Lighthouse's TBT names how long, not what). Each route is
// opened once in Chromium at 360×800 with a cold cache and a 4x CPU slowdown, under a trace with the CPU profiler on;
// each task of the page's main thread over 50 ms is listed with what ran in it (the trace's own events: module
// evaluation, layout, paint...) and the functions that took most of it (self time, from the profiler's samples).
// Printed, not a test: `npm run bench -- --only tasks --routes confirmUrl`.
import type { Browser } from 'playwright-core';

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
  /** The functions with the most self time in it, as "name file:line:column 12 ms". */
  functions: string[];
}

const fileOf = (url: string) => url.replace(/[?#].*/, '').replace(/.*\//, '');
const top = (totals: Map<string, number>, count: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([what, micros]) => `${what} ${Math.round(micros / 1000)} ms`);

/** The long tasks of the renderer main thread that parsed `url`, from a trace of its opening. */
export function longTasks(events: readonly TraceEvent[], url: string): LongTask[] {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return [];
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur !== undefined);
  const samples = profileSamples(events, parse.pid, parse.tid);
  return onMain
    .filter((event) => event.name === 'RunTask' && event.dur! > longTaskMs * 1000 && event.ts + event.dur! >= parse.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + task.dur!;
      const inside = (ts: number) => ts >= task.ts && ts <= end;
      const byPhase = new Map<string, number>();
      for (const event of onMain) {
        if (event === task || !phases.has(event.name) || !inside(event.ts) || event.ts + event.dur! > end) continue;
        const file = fileOf(event.args?.data?.url ?? '');
        const what = file ? `${event.name} ${file}` : event.name;
        byPhase.set(what, (byPhase.get(what) ?? 0) + event.dur!);
      }
      const byFunction = new Map<string, number>();
      const within = samples.filter((sample) => inside(sample.ts));
      for (let index = 1; index < within.length; index += 1) {
        const what = within[index]!.frame;
        byFunction.set(what, (byFunction.get(what) ?? 0) + within[index]!.ts - within[index - 1]!.ts);
      }
      return { atMs: Math.round((task.ts - parse.ts) / 1000), ms: Math.round(task.dur! / 1000), phases: top(byPhase, 4), functions: top(byFunction, 4) };
    });
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

/** Opens each page once under a trace and lists its long tasks. */
export async function traceLongTasks(browser: Browser, pages: { title: string; url: string }[], log: (line: string) => void): Promise<{ title: string; tasks: LongTask[] }[]> {
  const results: { title: string; tasks: LongTask[] }[] = [];
  for (const { title, url } of pages) {
    log(`  tracing ${title}...`);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 }, ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] });
      await page.goto(url, { waitUntil: 'networkidle' });
      // What the page does once the network is quiet (an answer drawn, a dialog opened) blocks a tap as much.
      await page.waitForTimeout(2_000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      results.push({ title, tasks: longTasks(trace.traceEvents, page.url()) });
    } finally {
      await context.close();
    }
  }
  return results;
}
