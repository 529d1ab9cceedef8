// The reference backend's front door: finds the contract call for a request, plays any injected fault,
// checks session and body, runs the handler, and refuses to send an answer that breaks the contract.
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as v from 'valibot';
import { ApiErrorBody, CALLS, declaresRefusal, type Call, type CallName } from '../../../src/api/contract.ts';
import { ApiFailure, refuse, type Context } from './context.ts';
import { playFault, type Faults } from './faults.ts';
import {
  BodyTooLargeError,
  crossSiteReason,
  mediaType,
  pathnameOf,
  readBody,
  readCookies,
  requestOrigin,
  sendJson,
} from './http.ts';
import { HANDLERS } from './handlers.ts';
import { PORTAL_COOKIE, sessionUser } from './session-routes.ts';
import type { State } from './state.ts';

export const API_PREFIX = '/api/';

const TEMPLATES = (Object.entries(CALLS) as [CallName, Call][]).map(([name, call]) => ({
  name,
  call,
  segments: call.path.split('/'),
}));

/** Raw (still encoded) path parameters when `path` fits the template, else undefined. */
function matchTemplate(template: string[], path: string[]): Record<string, string> | undefined {
  if (template.length !== path.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of template.entries()) {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) params[name] = path[i]!;
    else if (segment !== path[i]) return undefined;
  }
  return params;
}

type Resolution = { name: CallName; call: Call; rawParams: Record<string, string> } | { allowed: string[] } | undefined;

function resolve(method: string, rest: string): Resolution {
  const path = rest.split('/');
  const matches = TEMPLATES.flatMap((template) => {
    const rawParams = matchTemplate(template.segments, path);
    return rawParams ? [{ ...template, rawParams }] : [];
  });
  if (matches.length === 0) return undefined;
  return (
    matches.find((match) => match.call.method === method) ?? { allowed: matches.map((match) => match.call.method) }
  );
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => {
      let decoded = '';
      try {
        decoded = decodeURIComponent(value);
      } catch {
        refuse(400, 'BAD_REQUEST', `${name}: not a valid path segment`);
      }
      if (!decoded) refuse(400, 'BAD_REQUEST', `${name}: must not be empty`);
      return [name, decoded];
    }),
  );
}

/** `firstName: Invalid type: Expected string but received undefined; ...` */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues.map((issue) => `${v.getDotPath(issue) ?? 'body'}: ${issue.message}`).join('; ');
}

/** `invalid`: the code a body that is not what the call takes is refused with (the service's own, or BAD_REQUEST). */
async function readRequestBody(
  req: IncomingMessage,
  schema: v.GenericSchema | undefined,
  invalid: string,
): Promise<unknown> {
  if (!schema) {
    // A call that takes no body (logout, completing an order) is still no form's target: an HTML form or a no-cors
    // fetch of another page can only send a body as form data or text, and a body it sends must be JSON here too.
    if (req.method !== 'GET' && sendsBody(req) && mediaType(req) !== 'application/json')
      refuse(400, invalid, 'body: must be sent as application/json');
    return undefined;
  }
  const text = await readBody(req);
  if (mediaType(req) !== 'application/json') refuse(400, invalid, 'body: must be sent as application/json');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    refuse(400, invalid, 'body: not valid JSON');
  }
  const result = v.safeParse(schema, json);
  if (!result.success) refuse(400, invalid, describeIssues(result.issues));
  return result.output;
}

/** Whether the request says it carries a body: a media type, a length above 0, or a chunked one. */
function sendsBody(req: IncomingMessage): boolean {
  return (
    req.headers['content-type'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0 ||
    req.headers['transfer-encoding'] !== undefined
  );
}

/** Our own answer must fit the contract: a mismatch is a bug here, and must be loud, not sent. */
function checkedAnswer(name: CallName, call: Call, answer: unknown): unknown {
  const result = v.safeParse(call.response, answer);
  if (!result.success)
    throw new Error(`Reference backend broke the contract of ${name}: ${describeIssues(result.issues)}`);
  return result.output;
}

/**
 * A refusal must be one the contract declares for the call: the types hold a handler to its call's codes, and this
 * holds what they compute (a domain rule's problem name), so an undeclared code is a loud bug here, not an answer.
 */
export function checkedRefusal(name: CallName, failure: ApiFailure): ApiFailure {
  if (declaresRefusal(name, failure.code)) return failure;
  throw new Error(`Reference backend refused ${name} with ${failure.code}, which the contract does not declare for it`);
}

function sendError(res: ServerResponse, failure: ApiFailure): void {
  sendJson(res, failure.status, v.parse(ApiErrorBody, { code: failure.code, message: failure.message }));
}

export function createApi(state: State, faults: Faults) {
  async function run(
    req: IncomingMessage,
    res: ServerResponse,
    name: CallName,
    call: Call,
    rawParams: Record<string, string>,
  ) {
    const route = HANDLERS[name];
    const cookies = readCookies(req);
    const sessionId = cookies[PORTAL_COOKIE];
    const userId = sessionId ? sessionUser(state, sessionId) : undefined;
    if (route.access === 'user' && !userId) refuse(401, 'UNAUTHENTICATED', 'no portal session');
    const setCookies: string[] = [];
    const ctx: Context<CallName> = {
      state,
      fail: refuse,
      params: decodeParams(rawParams) as Context<CallName>['params'],
      body: (await readRequestBody(
        req,
        'request' in call ? call.request : undefined,
        route.codes?.invalidBody ?? 'BAD_REQUEST',
      )) as Context<CallName>['body'],
      origin: requestOrigin(req),
      userId,
      sessionId,
      cookies,
      setCookie: (cookie) => setCookies.push(cookie),
    };
    // The correlation between a route and its context is by name, which TypeScript cannot follow here.
    const answer = (route.handle as (ctx: Context<CallName>) => unknown)(ctx);
    sendJson(res, 200, checkedAnswer(name, call, answer), { cookies: setCookies });
  }

  return async function handleApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const found = resolve(req.method ?? 'GET', pathnameOf(req).slice(API_PREFIX.length));
    if (!found) return sendError(res, new ApiFailure(404, 'NOT_FOUND', 'no such call'));
    if ('allowed' in found) {
      res.setHeader('Allow', found.allowed.join(', '));
      return sendError(res, new ApiFailure(405, 'METHOD_NOT_ALLOWED', `use ${found.allowed.join(' or ')}`));
    }
    // Only the site's own pages call the API: a page of another site (a sibling host included) could otherwise end a
    // session or change anything with a form or a no-cors fetch, the browser sending the session cookie along.
    const crossSite = crossSiteReason(req);
    if (crossSite)
      return sendError(res, new ApiFailure(403, 'CROSS_SITE', `the API answers only its own site: ${crossSite}`));
    const fault = faults.take(found.name);
    if (fault && (await playFault(fault, req, res, HANDLERS[found.name].codes?.failure))) return;
    try {
      await run(req, res, found.name, found.call, found.rawParams);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        return sendError(res, new ApiFailure(413, 'PAYLOAD_TOO_LARGE', error.message));
      if (error instanceof ApiFailure) return sendError(res, checkedRefusal(found.name, error));
      throw error;
    }
  };
}
