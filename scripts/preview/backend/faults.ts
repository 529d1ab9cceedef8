// Failures tests can switch on per call, so screens can be tested against a backend that errs, crawls,
// hangs or breaks the contract.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import * as v from 'valibot';
import { CALLS, type CallName } from '../../../src/api/contract.ts';
import { sendJson } from './http.ts';

const CALL_NAMES = Object.keys(CALLS) as [CallName, ...CallName[]];
/**
 * The payment provider's step a test can make time out: with `{ call: 'provider/betaling', kind: 'timeout' }` the
 * next answer on the provider's page (Betal/Godkjenn, Avvis or Avbryt) ends the trip as timed out, the user is sent
 * back as usual, and the verify call answers `timeout`. Only `timeout` applies to it.
 */
export const PROVIDER_TIMEOUT = 'provider/betaling';
/**
 * The provider's callback on an approval, which a test can hold back: with `{ call: 'provider/callback', kind:
 * 'slow', delayMs }` it reaches the backend `delayMs` after the approval, and meanwhile the payment is approved and
 * not settled ("Betaling pågår", verify answers `pending`). Only `slow` applies to it.
 */
export const PROVIDER_CALLBACK = 'provider/callback';
export type FaultTarget = CallName | typeof PROVIDER_TIMEOUT | typeof PROVIDER_CALLBACK;
const Count = v.pipe(v.number(), v.integer(), v.minValue(1));

export const FaultRequest = v.pipe(
  v.object({
    call: v.picklist([...CALL_NAMES, PROVIDER_TIMEOUT, PROVIDER_CALLBACK]),
    kind: v.picklist(['status', 'slow', 'timeout', 'malformed']),
    /** For `status`: what to answer. */
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)), 500),
    /** For `slow`: how long to wait before answering normally. */
    delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000)), 3000),
    /** How many requests it hits; until reset when left out. */
    times: v.optional(Count),
    /** For `status`: a Retry-After header to send with it (seconds, or an HTTP date), as a backend down for maintenance does. */
    retryAfter: v.optional(v.pipe(v.string(), v.regex(/^[\w ,:+-]{1,40}$/, 'seconds or an HTTP date'))),
  }),
  v.check(
    (fault) => fault.call !== PROVIDER_TIMEOUT || fault.kind === 'timeout',
    `kind: the provider (${PROVIDER_TIMEOUT}) can only time out`,
  ),
  v.check(
    (fault) => fault.call !== PROVIDER_CALLBACK || fault.kind === 'slow',
    `kind: the provider's callback (${PROVIDER_CALLBACK}) can only be slow`,
  ),
);

export type Fault = v.InferOutput<typeof FaultRequest>;

/** Longer than any client waits (the portal gives up after 20 s). */
const HOLD_MS = 60_000;

export class Faults {
  readonly #byCall = new Map<FaultTarget, Fault>();

  /** A new fault for a call replaces the one before. */
  set(fault: Fault): void {
    this.#byCall.set(fault.call, { ...fault });
  }

  /** The fault for this request, counting it against `times`. */
  take(call: FaultTarget): Fault | undefined {
    const fault = this.#byCall.get(call);
    if (fault?.times === undefined) return fault;
    fault.times -= 1;
    if (fault.times === 0) this.#byCall.delete(call);
    return fault;
  }

  clear(): void {
    this.#byCall.clear();
  }

  list(): Fault[] {
    return [...this.#byCall.values()];
  }
}

/** Resolves when the client has gone away or `ms` have passed. */
function holdUntilGone(res: ServerResponse, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // A held request must never keep a finished test run alive.
    timer.unref();
    res.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Plays the fault: true when it has dealt with the request, false when the call should then go on as usual.
 * `failureCode`: what the call's service names its own failures (a 5xx), where it has a name for them.
 */
export async function playFault(
  fault: Fault,
  req: IncomingMessage,
  res: ServerResponse,
  failureCode?: string,
): Promise<boolean> {
  switch (fault.kind) {
    case 'status': {
      const code = failureCode !== undefined && fault.status >= 500 ? failureCode : `FAULT_${fault.status}`;
      sendJson(
        res,
        fault.status,
        { code, message: `fault injected for ${fault.call}` },
        fault.retryAfter ? { headers: { 'Retry-After': fault.retryAfter } } : {},
      );
      return true;
    }
    case 'malformed':
      sendJson(res, 200, { unexpected: true });
      return true;
    case 'slow':
      await sleep(fault.delayMs);
      return false;
    case 'timeout':
      await holdUntilGone(res, HOLD_MS);
      req.socket.destroy();
      return true;
  }
}
