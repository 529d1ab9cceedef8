// /__test/*: what tests use to steer the preview server (reset, faults) and to look inside it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { FaultRequest, type Faults } from './backend/faults.ts';
import { mediaType, readBody, requestOrigin, routeEndpoints, sendJson } from './backend/http.ts';
import { resetState, snapshot, type State } from './backend/state.ts';

export const TEST_PREFIX = '/__test/';

/**
 * Why a request must not steer the server, or undefined: a page of another site (another port of localhost
 * included) must never reset the state or switch faults on. Browsers name the page's origin (Origin) and how it
 * relates to this one (Sec-Fetch-Site); tools such as node fetch and Playwright's page.request send neither.
 */
export function crossSiteReason(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== requestOrigin(req)) return `Origin ${origin} is not this site`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site ${site}`;
  return undefined;
}

export function createTestControl(state: State, faults: Faults) {
  async function addFault(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await readBody(req);
    let json: unknown;
    try {
      json = mediaType(req) === 'application/json' ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    const result = v.safeParse(FaultRequest, json);
    if (!result.success) {
      const message = result.issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`).join('; ');
      return sendJson(res, 400, { code: 'BAD_REQUEST', message });
    }
    faults.set(result.output);
    sendJson(res, 200, { ok: true, fault: result.output });
  }

  function reset(_req: IncomingMessage, res: ServerResponse): void {
    resetState(state);
    faults.clear();
    sendJson(res, 200, { ok: true });
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
    },
    'use /__test/fault, /__test/reset or /__test/state',
  );

  return async function sameOriginOnly(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const reason = crossSiteReason(req);
    if (reason) return sendJson(res, 403, { code: 'FORBIDDEN', message: `the test control answers only its own site: ${reason}` });
    await control(req, res);
  };
}
