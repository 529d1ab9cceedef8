// The few HTTP chores every preview endpoint shares (bodies, cookies, replies), on node:http alone.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Far above any body the contract allows; a bigger one is a mistake or an attack, not a request. */
const MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError(`body over ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The media type of the request body without parameters, in lower case ('' when none was sent). */
export function mediaType(req: IncomingMessage): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

export function readCookies(req: IncomingMessage): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return cookies;
}

/** A session cookie scripts cannot read and other sites cannot send along with their own requests. */
export function sessionCookie(name: string, value: string): string {
  return `${name}=${value}; HttpOnly; SameSite=Lax; Path=/`;
}

export function clearedCookie(name: string): string {
  return `${name}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`;
}

/** The origin the browser used, which is what redirect targets and the SDK's requests are compared with. */
export function requestOrigin(req: IncomingMessage): string {
  return `http://${req.headers.host ?? 'localhost'}`;
}

/**
 * Why a request comes from another site, or undefined: a page of another site (a sibling host under the title's
 * domain, another port of localhost) must never change state here, nor steer the preview. Browsers name the page's
 * origin (Origin) and how it relates to this one (Sec-Fetch-Site); tools such as node fetch, curl and Playwright's
 * page.request send neither, and stay allowed, as a server-side caller would.
 */
export function crossSiteReason(req: IncomingMessage): string | undefined {
  const origin = req.headers.origin;
  if (origin !== undefined && origin !== requestOrigin(req)) return `Origin ${origin} is not this site`;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return `Sec-Fetch-Site ${site}`;
  return undefined;
}

export function pathnameOf(req: IncomingMessage): string {
  // Appended, not resolved: a request for //x is a path here, never a host.
  return new URL(`http://preview.local${req.url ?? '/'}`).pathname;
}

export function queryOf(req: IncomingMessage): URLSearchParams {
  return new URL(`http://preview.local${req.url ?? '/'}`).searchParams;
}

export interface ReplyOptions {
  cookies?: string[];
  headers?: Record<string, string>;
}

/**
 * A request whose body was not read to its end (refused as too big, or answered before it arrived): the rest of it is
 * still on the connection, where no next request can be read, so the answer closes the connection rather than
 * leaving the client waiting on it.
 */
export function closeIfBodyUnread(res: ServerResponse): void {
  if (!res.req.complete) res.setHeader('Connection', 'close');
}

function send(res: ServerResponse, status: number, type: string, body: string, options: ReplyOptions): void {
  closeIfBodyUnread(res);
  // Every answer here depends on state or session, so nothing may be cached.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', type);
  if (options.cookies?.length) res.setHeader('Set-Cookie', options.cookies);
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  res.statusCode = status;
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, options: ReplyOptions = {}): void {
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(body), options);
}

export function sendHtml(res: ServerResponse, status: number, html: string, options: ReplyOptions = {}): void {
  send(res, status, 'text/html; charset=utf-8', html, options);
}

export function redirect(res: ServerResponse, location: string, options: ReplyOptions = {}): void {
  send(res, 302, 'text/plain; charset=utf-8', '', { ...options, headers: { ...options.headers, Location: location } });
}

export interface Endpoint {
  method: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

/** A handler for the endpoints under `prefix`, by path (one or several methods each): 404 for an unknown one, 405 for the wrong method. */
export function routeEndpoints(
  prefix: string,
  endpoints: Record<string, Endpoint | readonly Endpoint[]>,
  notFound: string,
) {
  return async function handleEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const found = endpoints[pathnameOf(req).slice(prefix.length)];
    if (!found) return sendJson(res, 404, { code: 'NOT_FOUND', message: notFound });
    const choices = 'method' in found ? [found] : found;
    const endpoint = choices.find((choice) => choice.method === req.method);
    if (!endpoint) {
      const allowed = choices.map((choice) => choice.method).join(', ');
      res.setHeader('Allow', allowed);
      return sendJson(res, 405, { code: 'METHOD_NOT_ALLOWED', message: `use ${allowed}` });
    }
    await endpoint.handle(req, res);
  };
}
