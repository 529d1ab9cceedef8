// A clock for backend tests that run the server in the test's own process: only Date is faked, so the server's
// clock (and every limit counted on it) moves with the test's, while timers and I/O run as usual. Called in a test;
// the real clock is back when that test ends (a hook per call, as files may share this module).
import { onTestFinished, vi } from 'vitest';

export function clockAt(start = new Date()): { advance(ms: number): void } {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  vi.setSystemTime(start);
  let now = start.getTime();
  return { advance: (ms) => vi.setSystemTime((now += ms)) };
}
