import { expect, it } from 'vitest';
import { measurementOrigins } from './csp.ts';

const monitoring = {
  applicationId: 'a',
  clientToken: 'b',
  site: 'datadoghq.eu',
  env: 'production',
  service: 'minside',
};

it.each([
  [
    { baseUrl: 'adressa.no', tracking: false, hasPulse: true },
    { script: [], connect: [], frame: [] },
  ],
  [
    { baseUrl: 'adressa.no', tracking: true, hasPulse: true },
    {
      script: ['https://cdn.privacy-mgmt.com', 'https://sdk.pulse.schibsted.com'],
      connect: [
        'https://cmp.adressa.no',
        'https://cdn.privacy-mgmt.com',
        'https://collector.schibsted.io',
        'https://cis.schibsted.com',
      ],
      frame: ['https://cmp.adressa.no', 'https://cdn.privacy-mgmt.com'],
    },
  ],
  // AN and VA: the consent manager, but no analytics.
  [
    { baseUrl: 'an.no', tracking: true, hasPulse: false },
    {
      script: ['https://cdn.privacy-mgmt.com'],
      connect: ['https://cmp.an.no', 'https://cdn.privacy-mgmt.com'],
      frame: ['https://cmp.an.no', 'https://cdn.privacy-mgmt.com'],
    },
  ],
  [
    { baseUrl: 'adressa.no', tracking: false, hasPulse: true, monitoring },
    { script: [], connect: ['https://browser-intake-datadoghq.eu'], frame: [] },
  ],
])('%j allows exactly %j', (settings, expected) => expect(measurementOrigins(settings)).toEqual(expected));
