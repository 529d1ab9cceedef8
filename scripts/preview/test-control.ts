// /__test/*: what tests use to steer the preview server (reset, faults) and to look inside it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { FaultRequest, type Faults } from './backend/faults.ts';
import { mediaType, readBody, routeEndpoints, sendJson } from './backend/http.ts';
import { resetState, snapshot, type State } from './backend/state.ts';

export const TEST_PREFIX = '/__test/';

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

  return routeEndpoints(
    TEST_PREFIX,
    {
      fault: { method: 'POST', handle: addFault },
      reset: { method: 'POST', handle: reset },
      state: { method: 'GET', handle: showState },
    },
    'use /__test/fault, /__test/reset or /__test/state',
  );
}
