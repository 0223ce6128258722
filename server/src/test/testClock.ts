import type { Clock } from '../lib/clock.js';

/** A clock tests can move forward (code expiry, throttle windows). */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
