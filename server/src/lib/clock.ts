/** The time source, injectable so tests can move it (code expiry, throttles). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
