// Monitoring (spec sections 7 and 9): the build-time settings it needs, the production settings it runs with, the
// intake the CSP must allow, and what is taken out of every URL it reports so no personal data leaves the page.
import { hostKindOf, STAND_IN_PREFIX } from '../measurement/hosts.ts';

/** Given at build time; without an application id and a client token monitoring is off. */
export interface MonitoringSettings {
  applicationId: string;
  /** A browser token: public by design, it can only send telemetry. */
  clientToken: string;
  /** The Datadog site of the organisation, e.g. datadoghq.eu. */
  site: string;
  env: string;
  service: string;
  version?: string;
}

/** The build's environment variables that configure monitoring. */
export const MONITORING_ENV = [
  'MINSIDE_DATADOG_APPLICATION_ID',
  'MINSIDE_DATADOG_CLIENT_TOKEN',
  'MINSIDE_DATADOG_SITE',
  'MINSIDE_DATADOG_ENV',
  'MINSIDE_DATADOG_VERSION',
] as const;

const SITE = /^([a-z0-9]+\.)?datadoghq\.(com|eu)$|^ddog-gov\.com$/;
/** The portal's name in the monitoring, the build's and the local stand-in's alike. */
const SERVICE = 'minside';

/** The settings from the build's environment, or undefined (off) when the ids are missing; a bad site fails the build. */
export function monitoringSettingsFrom(
  env: Readonly<Record<string, string | undefined>>,
): MonitoringSettings | undefined {
  const applicationId = env.MINSIDE_DATADOG_APPLICATION_ID?.trim();
  const clientToken = env.MINSIDE_DATADOG_CLIENT_TOKEN?.trim();
  if (!applicationId || !clientToken) return undefined;
  const site = env.MINSIDE_DATADOG_SITE?.trim() || 'datadoghq.eu';
  if (!SITE.test(site))
    throw new Error(`MINSIDE_DATADOG_SITE: expected a Datadog site such as datadoghq.eu, found "${site}"`);
  const version = env.MINSIDE_DATADOG_VERSION?.trim();
  return {
    applicationId,
    clientToken,
    site,
    env: env.MINSIDE_DATADOG_ENV?.trim() || 'production',
    service: SERVICE,
    ...(version ? { version } : {}),
  };
}

/** Where the browser SDK sends for a site: datadoghq.eu → browser-intake-datadoghq.eu, us3.datadoghq.com → browser-intake-us3-datadoghq.com. */
export function intakeOrigin(site: string): string {
  const [first, ...rest] = site.split('.');
  return rest.length > 1 ? `https://browser-intake-${first}-${rest.join('.')}` : `https://browser-intake-${site}`;
}

/** The intake of the preview server's stand-in. */
export const RUM_STAND_IN_PATH = `${STAND_IN_PREFIX}rum`;

/** The production settings of spec section 9, for the SDK's init (its functions are added by the adapter). */
export interface RumInit {
  applicationId: string;
  clientToken: string;
  site: string;
  service: string;
  env: string;
  version?: string;
  sessionSampleRate: number;
  sessionReplaySampleRate: number;
  trackUserInteractions: true;
  trackResources: true;
  trackLongTasks: true;
  defaultPrivacyLevel: 'mask';
  /** Action names come from what was clicked: masked like the page, never a name or an address read off a button. */
  enablePrivacyForActionName: true;
  /** Prefixes of the URLs whose requests carry trace headers: the product's own API and the local address on port 3000. */
  allowedTracingUrls: string[];
  proxy?: string;
}

export type MonitoringSetup =
  { run: false; why: 'no-settings' | 'test-host' } | { run: true; standIn: boolean; init: RumInit; titleCode: string };

/**
 * Whether monitoring runs on this page, and how: with the build's settings wherever it is deployed; on this machine
 * (localhost, IPs, test hosts) only into the preview's stand-in intake, when the browser asked for the stand-ins,
 * with every session kept so a test sees what would be sent.
 */
export function monitoringSetup(
  settings: MonitoringSettings | undefined,
  page: { titleCode: string; baseUrl: string; hostname: string; origin: string },
  standIns: boolean,
): MonitoringSetup {
  const local = hostKindOf(page.hostname, page.baseUrl) === 'local';
  if (local && !standIns) return { run: false, why: 'test-host' };
  if (!local && !settings) return { run: false, why: 'no-settings' };
  const base = settings ?? {
    applicationId: 'stand-in',
    clientToken: 'stand-in',
    site: 'datadoghq.eu',
    env: 'local',
    service: SERVICE,
  };
  const init: RumInit = {
    ...base,
    sessionSampleRate: 10,
    sessionReplaySampleRate: 0,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask',
    enablePrivacyForActionName: true,
    allowedTracingUrls: [`${page.origin}/api/`, 'http://localhost:3000'],
  };
  if (local)
    return {
      run: true,
      standIn: true,
      titleCode: page.titleCode,
      init: { ...init, sessionSampleRate: 100, proxy: `${page.origin}${RUM_STAND_IN_PATH}` },
    };
  return { run: true, standIn: false, titleCode: page.titleCode, init };
}

/**
 * A URL as monitoring may report it: no query and no fragment (invitation tokens, login codes, payment ids), and
 * every path segment with a digit or an @ replaced by `{id}` (account and invoice numbers, user ids, addresses),
 * except under /_astro/, whose names are the bundles' hashes and say which code ran.
 */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '';
  }
  if (url.pathname.startsWith('/_astro/')) return url.origin + url.pathname;
  const path = url.pathname
    .split('/')
    .map((segment) => (/[\d@]|%40/.test(segment) ? '{id}' : segment))
    .join('/');
  return url.origin + path;
}
