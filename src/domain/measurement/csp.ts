// The third-party hosts a title's production CSP must allow for consent, analytics and monitoring: exactly those
// its settings turn on, and no more. The preview's stand-ins are on the site's own origin, so they need none.
import { PULSE_SCRIPT } from '../analytics/tracking.ts';
import { intakeOrigin } from '../monitoring/rum.ts';
import { messagingEndpoint, SOURCEPOINT_SCRIPT } from '../privacy/consent.ts';
import type { MeasurementSettings } from './settings.ts';

/** Where the analytics SDK sends its events and syncs the visitor's identity. */
export const PULSE_CONNECT = ['https://collector.schibsted.io', 'https://cis.schibsted.com'];

export interface MeasurementOrigins {
  script: string[];
  connect: string[];
  /** The consent manager draws its messages and privacy manager in frames from these. */
  frame: string[];
}

export function measurementOrigins(
  settings: Pick<MeasurementSettings, 'baseUrl' | 'tracking' | 'hasPulse' | 'monitoring'>,
): MeasurementOrigins {
  const origins: MeasurementOrigins = { script: [], connect: [], frame: [] };
  if (settings.tracking) {
    const cdn = new URL(SOURCEPOINT_SCRIPT).origin;
    const endpoint = messagingEndpoint(settings.baseUrl);
    origins.script.push(cdn);
    origins.connect.push(endpoint, cdn);
    origins.frame.push(endpoint, cdn);
    if (settings.hasPulse) {
      origins.script.push(new URL(PULSE_SCRIPT).origin);
      origins.connect.push(...PULSE_CONNECT);
    }
  }
  if (settings.monitoring) origins.connect.push(intakeOrigin(settings.monitoring.site));
  return origins;
}
