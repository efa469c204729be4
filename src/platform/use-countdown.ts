import { useEffect, useState } from 'react';

/** SPEC.md section 9: the SMS countdown. */
export const smsCountdownSeconds = 60;

/**
 * Whole seconds left until `until` (ms since the epoch), never more than `maxSeconds`, 0 when past or absent.
 * The clock is read a few times a second while counting, so the shown second never lags by a full tick.
 */
export function useCountdown(until: number | undefined, maxSeconds = smsCountdownSeconds): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === undefined) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= until) clearInterval(timer);
    }, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [until]);
  // Until the first tick, `now` may be from long before `until` was set; the cap keeps that moment right.
  return Math.min(secondsLeft(until, now), maxSeconds);
}

export function secondsLeft(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
