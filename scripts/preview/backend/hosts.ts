// The hosts the preview answers on, as a CDN site and a real provider answer only on their own: this machine, and
// the served title's own hosts (a preview behind a hosts-file entry). A request naming any other Host (a page on
// another name that resolves here, as in DNS rebinding) is refused before anything reads it.
import type { IncomingMessage } from 'node:http';
import type { TitleConfig } from '../../../src/domain/title/title-config.ts';

export function servedHosts(title: TitleConfig): Set<string> {
  const { brand } = title;
  return new Set([
    'localhost',
    '127.0.0.1',
    '[::1]',
    new URL(brand.minsideUrl).hostname,
    new URL(brand.pageUrl).hostname,
    brand.titleDomain,
    title.baseUrl,
    `www.${title.baseUrl}`,
  ]);
}

/** The request's host name, or undefined when its Host header is missing or is more than a host and a port. */
export function hostnameOf(req: IncomingMessage): string | undefined {
  const host = req.headers.host;
  // Only a bare host and port: anything else (user info, a path) is not a Host header.
  if (!host || /[@/\\?#\s]/.test(host)) return undefined;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return undefined;
  }
}

/** A check of requests against the title's hosts. */
export function isServedHost(title: TitleConfig): (req: IncomingMessage) => boolean {
  const hosts = servedHosts(title);
  return (req) => {
    const hostname = hostnameOf(req);
    return hostname !== undefined && hosts.has(hostname);
  };
}
