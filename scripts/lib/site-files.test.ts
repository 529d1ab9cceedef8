import { describe, expect, it } from 'vitest';
import sdkConfig from '@schibsted/account-sdk-browser/src/config.js';
import { PRODUCTION_IDENTITY } from '../../src/domain/auth/identity-config.ts';
import { contentSecurityPolicy } from './site-files.ts';
import { loadTitlesSync } from './titles.ts';
import { findTitle } from '../../src/domain/title/registry.ts';

/** The SDK's own table of its servers (its .d.ts types it as a bare object). */
const config = sdkConfig as unknown as {
  ENDPOINTS: Record<'SPiD' | 'BFF' | 'SESSION_SERVICE', Record<'PRO_NO', string>>;
};
const adressa = findTitle(loadTitlesSync(), 'ADR');
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('the CSP lets the identity SDK do what it does on a real site', () => {
  const policy = contentSecurityPolicy(adressa, { script: new Set(), style: new Set() }, {});

  it('names the hosts the SDK itself uses in production Norway', () => {
    expect(PRODUCTION_IDENTITY.server).toBe(config.ENDPOINTS.SPiD.PRO_NO);
    expect(new URL(config.ENDPOINTS.BFF.PRO_NO).origin).toBe(PRODUCTION_IDENTITY.server);
    expect(PRODUCTION_IDENTITY.sessionService).toBe(config.ENDPOINTS.SESSION_SERVICE.PRO_NO);
  });

  it("loads the simplified login widget's script from the provider, and nothing else from it", () => {
    expect(directive(policy, 'script-src')).toContain(PRODUCTION_IDENTITY.server);
    expect(directive(policy, 'style-src')).not.toContain(PRODUCTION_IDENTITY.server);
  });

  it("asks the title's session service (session check) and the provider's (user-context lookup)", () => {
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([PRODUCTION_IDENTITY.server, PRODUCTION_IDENTITY.sessionService, 'https://id.adressa.no']),
    );
  });
});
