// Event-to-paint per key press, for that key alone: from the key's keydown (its timestamp, when the key was pressed)
// to the first paint that shows what the key typed. The bench presses the next key only once painted() says this
// one is on the screen (keystrokes.ts says why).
//
// Two clocks, and a key's latency is the larger:
// - the frame: the first task after the animation frame that follows the key's last event (its `input`, where the
//   text changes; its keydown if it typed nothing), which runs once that frame has been drawn. Timing the frame
//   after the keydown instead, as this probe once did, could take a frame drawn before the text was in it.
// - the Event Timing API, exact to the paint's presentation, but only for events of 16 ms or more, in steps of 8 ms.
//   Only the entries of the key's own interaction count (its keydown, keypress and keyup share one interactionId).
//
// The frame's task is a user-blocking one where the browser has scheduler.postTask: a setTimeout queues behind every
// ordinary task posted before it, such as the slices of work React's scheduler posts for a transition, and so
// timed that work after the paint as if the paint had waited for it.

/** One key press as the page saw it. */
export interface KeyRecord {
  /** The keydown's timestamp (ms on the page's clock). */
  start: number;
  /** When the first frame after the key's last event had been drawn; undefined until then. */
  painted?: number;
}

/** The fields of a PerformanceEventTiming entry that the pairing reads. */
export interface TimedEvent {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
}

/** Event Timing gives a keydown's start to the page clock's precision; the key's own timestamp may be finer. */
const sameInstant = (a: number, b: number) => Math.abs(a - b) < 1;

/**
 * Each key's latency: the larger of its frame clock and the longest Event Timing entry of its own interaction.
 * A key that has no entry (it took under 16 ms) has its frame clock alone; a key not yet painted has NaN.
 */
export function keyLatencies(keys: readonly KeyRecord[], entries: readonly TimedEvent[]): number[] {
  const interactions = new Map<number, { start?: number; longest: number }>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const interaction = interactions.get(entry.interactionId) ?? { longest: 0 };
    if (entry.name === 'keydown') interaction.start = entry.startTime;
    interaction.longest = Math.max(interaction.longest, entry.duration);
    interactions.set(entry.interactionId, interaction);
  }
  const keyInteractions = [...interactions.values()].filter((interaction) => interaction.start !== undefined);
  return keys.map((key) => {
    const frame = key.painted === undefined ? Number.NaN : key.painted - key.start;
    const own = keyInteractions.find((interaction) => sameInstant(interaction.start!, key.start));
    return Math.max(frame, own?.longest ?? 0);
  });
}

export interface LatencyProbe {
  /** Resolves once every key pressed so far has been painted and is on the screen. */
  painted(): Promise<void>;
  /** The latencies (ms) of the keys pressed since the last call, once all of them have been painted. */
  take(): Promise<number[]>;
}

declare global {
  interface Window {
    __latency: LatencyProbe;
  }
}

function afterFrame(callback: () => void): void {
  requestAnimationFrame(() => {
    if (typeof scheduler === 'undefined') setTimeout(callback);
    else void scheduler.postTask(callback, { priority: 'user-blocking' });
  });
}

/** Event Timing reports no event shorter than this. */
const eventTimingThreshold = 16;
/**
 * How long a key's Event Timing entry is waited for after its frame, before the key counts as shown without it: the
 * frame's clock can pass 16 ms where the key's presentation did not (the task after the frame waits for a slice of
 * work already running, such as our form's catch-up in a transition), and then no entry ever comes.
 */
const presentationWaitMs = 500;

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

export function recordKeystrokeLatency(): void {
  const keys: KeyRecord[] = [];
  const entries: TimedEvent[] = [];
  // Each key's latest event, whose frame the key waits for: the keydown's frame is dropped once its input arrives.
  const latestEvent = new WeakMap<KeyRecord, object>();
  let current: KeyRecord | undefined;

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) entries.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: eventTimingThreshold, buffered: true } as PerformanceObserverInit);

  const paintAfter = (key: KeyRecord) => {
    const event = {};
    latestEvent.set(key, event);
    key.painted = undefined;
    afterFrame(() => {
      if (latestEvent.get(key) === event) key.painted = performance.now();
    });
  };

  document.addEventListener(
    'keydown',
    (event) => {
      current = { start: event.timeStamp };
      keys.push(current);
      paintAfter(current);
    },
    true,
  );
  document.addEventListener('input', () => current && paintAfter(current), true);

  // A key whose frame took 16 ms or more will have an Event Timing entry, once its frame is on the screen; a quicker
  // key may have none, and has been shown by its frame. Waiting for the entry is what keeps a key from being pressed
  // while the one before it is not on the screen yet, when drawing has fallen behind the page's frames (the entry
  // then measures to the screen, long after the frame).
  const shown = (key: KeyRecord) =>
    key.painted !== undefined &&
    (key.painted - key.start < eventTimingThreshold ||
      performance.now() - key.painted > presentationWaitMs ||
      entries.some((entry) => entry.name === 'keydown' && sameInstant(entry.startTime, key.start)));
  const painted = async () => {
    while (!keys.every(shown)) await tick();
  };

  window.__latency = {
    painted,
    async take() {
      await painted();
      // Event Timing entries are delivered a little after the paint they measure.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return keyLatencies(keys.splice(0), entries.splice(0));
    },
  };
}
