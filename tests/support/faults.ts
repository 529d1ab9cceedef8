// Every way a call can fail short of a refusal, for store tests: what each store must turn into its failure,
// never a stuck loading.
import { setTimeout as sleep } from 'node:timers/promises';
import { vi } from 'vitest';

export const FAULTS = [
  ['500', { kind: 'status', status: 500 }],
  ['401', { kind: 'status', status: 401 }],
  ['406', { kind: 'status', status: 406 }],
  ['timeout', { kind: 'timeout' }],
  ['malformed', { kind: 'malformed' }],
] as const;

export type FaultKind = (typeof FAULTS)[number][1];

/**
 * Runs a call that meets `kind`; for a timeout, the API client's 20 seconds pass on a fake clock once the held
 * request has reached the backend (the node clock that waits for that is not faked).
 */
export async function meeting<T>(kind: FaultKind, run: () => Promise<T>): Promise<T> {
  if (kind.kind !== 'timeout') return run();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const answer = run();
    await sleep(300);
    await vi.advanceTimersByTimeAsync(20_000);
    return await answer;
  } finally {
    vi.useRealTimers();
  }
}
