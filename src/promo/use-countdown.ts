import { useEffect, useState } from 'react';

/** SPEC.md section 9: the SMS countdown. */
export const smsCountdownSeconds = 60;

/** Whole seconds left until `until` (ms since the epoch), ticking once a second; 0 when past or absent. */
export function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(until, now);
  useEffect(() => {
    if (until === undefined) return;
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

export function secondsLeft(until: number | undefined, now: number): number {
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
