import { useEffect, useState } from 'react';
import { secondsLeft } from './countdown';

const TICK_MS = 250;

/** A resend countdown: `start(seconds)` begins it, `remaining` counts down to 0. */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const id = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, TICK_MS);
    return () => clearInterval(id);
  }, [endsAt]);

  return {
    remaining: endsAt === null ? 0 : secondsLeft(endsAt, now),
    start(seconds: number) {
      const current = Date.now();
      setNow(current);
      setEndsAt(current + seconds * 1000);
    },
  };
}
