import { describe, expect, it } from 'vitest';
import { longTasks, slowestFunctions, type TraceEvent } from './long-tasks.ts';

const url = 'https://localhost/loan/confirm';
const main = { pid: 7, tid: 1 };
// Microseconds, as Chromium's trace has them.
const at = (ms: number) => ms * 1000;
const complete = (name: string, startMs: number, durMs: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: 'X', ...main, ts: at(startMs), dur: at(durMs), ...extra });

const frame = (functionName: string, file: string) => ({ functionName, url: `https://localhost/assets/${file}`, lineNumber: 0, columnNumber: 10 });
const events: TraceEvent[] = [
  // An earlier page in the same renderer (about:blank): its task is not this page's.
  complete('RunTask', 0, 400),
  complete('ParseHTML', 1000, 20, { args: { beginData: { url } } }),
  complete('RunTask', 1000, 30),
  // The app's modules evaluated: one long task, mostly React DOM's setup.
  complete('RunTask', 1500, 120),
  complete('v8.evaluateModule', 1502, 100, { args: { data: { url: 'https://localhost/assets/framework-1.js?x' } } }),
  complete('RunMicrotasks', 1605, 10),
  // The same task on another thread (a worker) is not the page's.
  { ...complete('RunTask', 1700, 90), tid: 2 },
  // The data drawn: layout and paint.
  complete('RunTask', 2000, 80),
  complete('Layout', 2001, 60),
  complete('Paint', 2062, 15),
  { name: 'Profile', ph: 'P', ...main, ts: at(1500), id: '0x1', args: { data: { startTime: at(1500) } } },
  {
    name: 'ProfileChunk',
    ph: 'P',
    ...main,
    ts: at(1600),
    id: '0x1',
    args: {
      data: {
        cpuProfile: { nodes: [{ id: 1, callFrame: frame('setUp', 'framework-1.js') }, { id: 2, callFrame: frame('render', 'app-2.js') }], samples: [1, 1, 1, 2] },
        // The first sample at 1500 ms, then 1560, 1600 (setUp 60 + 40 ms), 1610 (render 10 ms).
        timeDeltas: [0, at(60), at(40), at(10)],
      },
    },
  },
];

describe('longTasks', () => {
  const tasks = longTasks(events, url);

  it("lists the page's main-thread tasks over 50 ms, from its HTML's parse on, with when they ran", () => {
    expect(tasks.map(({ atMs, ms }) => [atMs, ms])).toEqual([
      [500, 120],
      [1000, 80],
    ]);
  });

  it('says what ran in each, longest first, naming the file a module came from', () => {
    expect(tasks[0]!.phases).toEqual(['v8.evaluateModule framework-1.js 100 ms', 'RunMicrotasks 10 ms']);
    expect(tasks[1]!.phases).toEqual(['Layout 60 ms', 'Paint 15 ms']);
  });

  it('names the functions with the most self time in the long tasks, from the profiler samples inside them', () => {
    expect(slowestFunctions(events, url)).toEqual(['setUp framework-1.js:0:10 100 ms', 'render app-2.js:0:10 10 ms']);
    expect(slowestFunctions(events, url, 1)).toEqual(['setUp framework-1.js:0:10 100 ms']);
  });

  it('lists nothing for a trace without that page', () => {
    expect(longTasks(events, 'https://localhost/other')).toEqual([]);
    expect(slowestFunctions(events, 'https://localhost/other')).toEqual([]);
  });
});
