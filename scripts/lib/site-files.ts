// The per-title files a CDN needs beside the pages: security headers and redirect rules.
import { PRODUCTION_IDENTITY } from '../../src/domain/auth/identity-config.ts';
import { cacheRules } from '../../src/domain/routing/cdn-rules.ts';
import { measurementOrigins } from '../../src/domain/measurement/csp.ts';
import { measurementSettings } from '../../src/domain/measurement/settings.ts';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';

/** Hash sources (`'sha256-…'`) per directive, collected from the CSP meta tags Astro wrote into the pages. */
export interface PageHashes {
  script: Set<string>;
  style: Set<string>;
}

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;

export function collectHashes(html: string, into: PageHashes): void {
  const policy = CSP_META.exec(html)?.[1];
  if (!policy) return;
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    const target = name === 'script-src' ? into.script : name === 'style-src' ? into.style : undefined;
    for (const source of sources) if (target && source.startsWith("'sha")) target.add(source);
  }
}

/** What the identity SDK asks: the production provider and its session service, and the title's session service. */
function identityOrigins(title: TitleConfig): string {
  return `${PRODUCTION_IDENTITY.server} ${PRODUCTION_IDENTITY.sessionService} ${new URL(title.brand.sessionDomain).origin}`;
}

/**
 * `env`: the build's environment, whose monitoring settings add their intake. The consent manager's, analytics' and
 * monitoring's hosts are allowed only where the title's settings turn them on (src/domain/measurement/csp.ts).
 */
export function contentSecurityPolicy(
  title: TitleConfig,
  hashes: PageHashes,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const sorted = (set: Set<string>) => [...set].sort().join(' ');
  const measured = measurementOrigins(measurementSettings(title, env));
  const hosts = (list: string[]) => (list.length > 0 ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    // The provider's server serves the simplified login widget's script.
    `script-src 'self' ${PRODUCTION_IDENTITY.server}${hosts(measured.script)} ${sorted(hashes.script)}`.trim(),
    `style-src 'self' ${sorted(hashes.style)}`.trim(),
    `img-src ${IMAGE_SOURCES}`,
    "font-src 'self'",
    `connect-src 'self' ${identityOrigins(title)}${hosts(measured.connect)}`,
    ...(measured.frame.length > 0 ? [`frame-src 'self'${hosts(measured.frame)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Where a page may show images from: the site itself, and data: URLs. The content check says it to an editor who
 * puts an image in a text, and the dev server applies it, so dev shows what the sites show.
 */
export const IMAGE_SOURCES = "'self' data:";

/** The headers every response of the site carries, whatever the host. */
export function securityHeaders(title: TitleConfig, hashes: PageHashes): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(title, hashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ];
}

/** `filePaths`: every file of the site, as URL paths (`/kundeservice.html`); each gets its cache lifetime. */
export function headersFile(title: TitleConfig, hashes: PageHashes, filePaths: readonly string[]): string {
  return [
    '/*',
    ...securityHeaders(title, hashes).map(([name, value]) => `  ${name}: ${value}`),
    ...cacheRules(filePaths).flatMap((rule) => [
      rule.pattern,
      ...rule.headers.map(([name, value]) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
}

/** Our logos are inlined nowhere, but a title's SVG must still never carry script. */
export function assertSafeSvg(svg: string, file: string): void {
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) throw new Error(`${file}: not an SVG file`);
  if (/<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(svg))
    throw new Error(`${file}: SVG must not contain scripts, event handlers or foreign objects`);
}
