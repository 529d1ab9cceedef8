// /__test/*: what tests use to steer the preview server (reset, faults, the backend's clock) and to look inside it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { FaultRequest, type Faults } from './backend/faults.ts';
import { crossSiteReason, mediaType, readBody, readCookies, routeEndpoints, sendJson } from './backend/http.ts';
import { parseInstant } from './backend/clock.ts';
import { PORTAL_COOKIE, sessionUser } from './backend/session-routes.ts';
import { resetState, seed, snapshot, type State } from './backend/state.ts';
import { TWIN_COOKIE } from './identity-twin.ts';

export const TEST_PREFIX = '/__test/';

/** The test control answers only its own site (crossSiteReason, shared with the API's front door). */
export { crossSiteReason };

/**
 * POST /__test/clock: the instant the backend stands still at (an ISO 8601 time with its offset), or null for the
 * real clock again. The seed starts again from it unless `reseed` is false (then only the clock moves: a session
 * and what the test did so far stay, and the seeded dates keep counting from the time they were seeded).
 */
export const ClockRequest = v.object({
  now: v.nullable(
    v.pipe(
      v.string(),
      v.check(
        (text) => parseInstant(text) !== undefined,
        'not an instant with a date, a time and an offset, e.g. 2026-11-23T11:59:00+01:00',
      ),
      v.transform((text) => parseInstant(text)!),
    ),
  ),
  reseed: v.optional(v.boolean(), true),
  /** With the seed, whoever is signed in stays so (as for POST /__test/reset). */
  keepSessions: v.optional(v.boolean(), false),
});

/** POST /__test/reset: an empty body, or `{ "keepSessions": true }` to keep who is signed in signed in. */
export const ResetRequest = v.optional(v.object({ keepSessions: v.optional(v.boolean(), false) }), {});

/** The JSON body parsed by `schema`, or a 400 naming what is wrong (undefined then: the answer is sent). */
async function readJson<S extends v.GenericSchema>(
  req: IncomingMessage,
  res: ServerResponse,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  const text = await readBody(req);
  let json: unknown;
  try {
    json = mediaType(req) === 'application/json' ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const message = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`).join('; ');
  sendJson(res, 400, { code: 'BAD_REQUEST', message });
  return undefined;
}

export function createTestControl(state: State, faults: Faults) {
  async function addFault(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const fault = await readJson(req, res, FaultRequest);
    if (!fault) return;
    faults.set(fault);
    sendJson(res, 200, { ok: true, fault });
  }

  const clockNow = () => ({ now: state.clock.now().toISOString(), fixed: state.clock.fixed });

  async function setClock(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await readJson(req, res, ClockRequest);
    if (!request) return;
    state.clock.set(request.now);
    if (request.reseed) seed(state, request);
    sendJson(res, 200, { ok: true, ...clockNow() });
  }

  function showClock(_req: IncomingMessage, res: ServerResponse): void {
    sendJson(res, 200, clockNow());
  }

  async function reset(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const request = await readJson(req, res, ResetRequest);
    if (!request) return;
    resetState(state, request);
    faults.clear();
    sendJson(res, 200, { ok: true });
  }

  /** Whom the session cookies of this request sign in: the portal's user and the twin's persona, or null. */
  function showSession(req: IncomingMessage, res: ServerResponse): void {
    const cookies = readCookies(req);
    const portal = cookies[PORTAL_COOKIE] ? sessionUser(state, cookies[PORTAL_COOKIE]) : undefined;
    const twin = cookies[TWIN_COOKIE] ? state.twinSessions.get(cookies[TWIN_COOKIE]) : undefined;
    sendJson(res, 200, { portal: portal ?? null, twin: twin ?? null });
  }

  function showState(_req: IncomingMessage, res: ServerResponse): void {
    sendJson(res, 200, { ...snapshot(state), faults: faults.list() });
  }

  const control = routeEndpoints(
    TEST_PREFIX,
    {
      fault: { method: 'POST', handle: addFault },
      reset: { method: 'POST', handle: reset },
      state: { method: 'GET', handle: showState },
      session: { method: 'GET', handle: showSession },
      clock: [
        { method: 'GET', handle: showClock },
        { method: 'POST', handle: setClock },
      ],
    },
    'use /__test/fault, /__test/reset, /__test/state, /__test/session or /__test/clock',
  );

  return async function sameOriginOnly(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reason = crossSiteReason(req);
    if (reason)
      return sendJson(res, 403, {
        code: 'FORBIDDEN',
        message: `the test control answers only its own site: ${reason}`,
      });
    await control(req, res);
  };
}
