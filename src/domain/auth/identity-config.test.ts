import { describe, expect, it } from 'vitest';
import { identityConfig, isLocalHost } from './identity-config.ts';

const title = { clientId: 'abc123', sessionDomain: 'https://id.adressa.no', minsideUrl: 'https://minside.adressa.no/' };

describe('identity config', () => {
  it('uses production Norway and the title data on the real domain', () => {
    expect(identityConfig(title, 'https://minside.adressa.no')).toEqual({
      clientId: 'abc123',
      env: 'PRO_NO',
      sessionDomain: 'https://id.adressa.no',
      redirectUri: 'https://minside.adressa.no/callback',
    });
  });

  it('points the same SDK at the identity twin on a local origin', () => {
    expect(identityConfig(title, 'http://localhost:4400')).toEqual({
      clientId: 'abc123',
      env: 'http://localhost:4400/identity/',
      sessionDomain: 'http://localhost:4400/identity/',
      redirectUri: 'http://localhost:4400/callback',
    });
  });

  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['10.0.0.5', true],
    ['[::1]', true],
    ['minside.localhost', true],
    ['adressa.test', true],
    ['minside.adressa.no', false],
    ['localhost.evil.com', false],
  ])('%s is local: %s', (hostname, expected) => expect(isLocalHost(hostname)).toBe(expected));
});
