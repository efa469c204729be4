// Event-to-paint per key press. The Event Timing API gives it exactly (from the event's timestamp to the next
// paint after the handlers of every event of that key press), but only for interactions of 16 ms or more; every
// key is also timed from its keydown to the first task after the next animation frame, which runs once that
// frame has been painted. A key's latency is the larger of the two.
//
// That task is a user-blocking one where the browser has scheduler.postTask: a setTimeout queues behind every
// ordinary task posted before it, such as the slices of work React's scheduler posts for a transition, and so
// timed that work after the paint as if the paint had waited for it.

interface Keystroke {
  start: number;
  toFrame?: number;
}

export interface LatencyProbe {
  /** The latencies (ms) of the keys pressed since the last call, once all of them have been painted. */
  take(): Promise<number[]>;
}

declare global {
  interface Window {
    __latency: LatencyProbe;
  }
}

function afterFrame(callback: () => void): void {
  if (typeof scheduler === 'undefined') setTimeout(callback);
  else void scheduler.postTask(callback, { priority: 'user-blocking' });
}

export function recordKeystrokeLatency(): void {
  const keystrokes: Keystroke[] = [];
  const keydownStart = new Map<number, number>();
  const longest = new Map<number, number>();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      if (entry.name === 'keydown') keydownStart.set(entry.interactionId, entry.startTime);
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);

  document.addEventListener(
    'keydown',
    (event) => {
      const keystroke: Keystroke = { start: event.timeStamp };
      keystrokes.push(keystroke);
      requestAnimationFrame(() => afterFrame(() => (keystroke.toFrame = performance.now() - keystroke.start)));
    },
    true,
  );

  window.__latency = {
    async take() {
      while (keystrokes.some((keystroke) => keystroke.toFrame === undefined)) await new Promise((resolve) => setTimeout(resolve, 20));
      // Event Timing entries are delivered a little after the paint they measure.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const timed = new Map<number, number>();
      for (const [interaction, start] of keydownStart) timed.set(Math.round(start), longest.get(interaction) ?? 0);
      const latencies = keystrokes.splice(0).map((keystroke) => Math.max(keystroke.toFrame!, timed.get(Math.round(keystroke.start)) ?? 0));
      keydownStart.clear();
      longest.clear();
      return latencies;
    },
  };
}
