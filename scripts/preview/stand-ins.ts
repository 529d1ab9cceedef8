// /__stand-in/*: the preview's stand-ins for the third-party measurement services, so the portal's real adapters
// run on this machine against something that answers: the consent manager's script (with the vendor script's name),
// the analytics SDK and its collector, and the monitoring intake (the SDK's `proxy`). A browser turns them on for
// itself with the cookie POST /__stand-in/on sets (and off again); the portal reads that cookie on local hosts only,
// so nothing here can change what a real site does. What they collect is in the backend's state (GET /__test/state).
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { browserScript as compiled, serve } from './browser-script.ts';
import { STAND_IN_COOKIE, STAND_IN_PREFIX } from '../../src/domain/measurement/hosts.ts';
import { sameOriginPath } from '../../src/domain/routing/return-url.ts';
import {
  BodyTooLargeError,
  mediaType,
  queryOf,
  readBody,
  readCookies,
  redirect,
  requestOrigin,
  routeEndpoints,
  sendHtml,
  sendJson,
} from './backend/http.ts';
import type { State } from './backend/state.ts';
import { escapeHtml, htmlPage, PAGE_CSP } from './html-page.ts';
import { crossSiteReason } from './test-control.ts';

export { STAND_IN_PREFIX };

const HERE = path.join(import.meta.dirname, 'stand-ins');
const browserScript = (file: string) => compiled(path.join(HERE, file));

/** What the stand-ins keep, newest last, bounded: a page left open cannot fill the server's memory. */
export const COLLECTED_MAX = 2000;

function keep(list: unknown[], items: unknown[]): void {
  list.push(...items);
  if (list.length > COLLECTED_MAX) list.splice(0, list.length - COLLECTED_MAX);
}

/** A beacon's or the monitoring SDK's body: one JSON document, or one per line. */
function jsonLines(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as unknown];
      } catch {
        return [];
      }
    });
}

const STYLE = `
  body { margin: 0; font: 1rem/1.5 system-ui, sans-serif; color: #1a1a1a; background: #fff; }
  main { max-width: 40rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
  button { font: inherit; font-weight: 600; color: #fff; background: #0a5aa8; border: 0; border-radius: .375rem; padding: .625rem 1rem; min-height: 44px; cursor: pointer; }
  button:focus-visible { outline: 3px solid #1a1a1a; outline-offset: 2px; }
`;

export function createStandIns(state: State) {
  function switchPage(req: IncomingMessage, res: ServerResponse): void {
    const on = readCookies(req)[STAND_IN_COOKIE] === '1';
    const html = htmlPage(
      'Stand-ins for samtykke, statistikk og overvåking',
      STYLE,
      `<h1>Stand-ins</h1>
<p>Samtykkeløsningen, statistikken og overvåkingen kjører aldri mot de ekte tjenestene her på maskinen. Du kan slå på lokale erstatninger for denne nettleseren, så portalens egen kode for dem kjører.</p>
<p>Nå er de <strong>${on ? 'på' : 'av'}</strong>.</p>
<form method="post" action="${escapeHtml(STAND_IN_PREFIX)}${on ? 'off' : 'on'}"><button type="submit">${on ? 'Slå av' : 'Slå på'}</button></form>`,
    );
    sendHtml(res, 200, html, { headers: { 'Content-Security-Policy': PAGE_CSP } });
  }

  /** Sets or clears the cookie, then back to the site (or where `tilbake` says, on this site). */
  function switchTo(on: boolean) {
    return (req: IncomingMessage, res: ServerResponse): void => {
      const reason = crossSiteReason(req);
      if (reason)
        return sendJson(res, 403, {
          code: 'FORBIDDEN',
          message: `the stand-ins answer only their own site: ${reason}`,
        });
      const back = queryOf(req).get('tilbake');
      const cookie = on
        ? `${STAND_IN_COOKIE}=1; Path=/; SameSite=Lax`
        : `${STAND_IN_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
      redirect(res, sameOriginPath(back, requestOrigin(req), STAND_IN_PREFIX), { cookies: [cookie] });
    };
  }

  async function collectAnalytics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    keep(state.analyticsEvents, jsonLines(await readBody(req)));
    res.statusCode = 204;
    res.end();
  }

  async function collectMonitoring(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // The SDK names what it forwards (its intake path and parameters) in `ddforward`.
    const forward = queryOf(req).get('ddforward') ?? '';
    const kind = /\/api\/v2\/(rum|logs|replay)/.exec(forward)?.[1] ?? 'other';
    if (mediaType(req) === 'multipart/form-data') await readBody(req);
    else
      keep(
        state.monitoringEvents,
        jsonLines(await readBody(req)).map((event) => ({ intake: kind, event })),
      );
    res.statusCode = 202;
    res.end();
  }

  const endpoints = routeEndpoints(
    STAND_IN_PREFIX,
    {
      '': { method: 'GET', handle: switchPage },
      on: { method: 'POST', handle: switchTo(true) },
      off: { method: 'POST', handle: switchTo(false) },
      'cmp/wrapperMessagingWithoutDetection.js': {
        method: 'GET',
        handle: serve('text/javascript; charset=utf-8', () => browserScript('consent-manager.ts')),
      },
      'cmp/consent-manager.css': {
        method: 'GET',
        handle: serve('text/css; charset=utf-8', () => readFile(path.join(HERE, 'consent-manager.css'), 'utf8')),
      },
      'pulse/pulse.min.js': {
        method: 'GET',
        handle: serve('text/javascript; charset=utf-8', () => browserScript('pulse-sdk.ts')),
      },
      'pulse/events': { method: 'POST', handle: collectAnalytics },
      rum: { method: 'POST', handle: collectMonitoring },
    },
    'the stand-ins are /__stand-in/ (on, off), cmp/, pulse/ and rum',
  );

  return async function standIns(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      await endpoints(req, res);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: error.message });
    }
  };
}
