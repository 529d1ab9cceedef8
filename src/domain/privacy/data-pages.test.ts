import { expect, it } from 'vitest';
import { identityConfig } from '../auth/identity-config.ts';
import { dataPageUrl } from './data-pages.ts';

const title = {
  clientId: '4bdfb1a29ae76c8b04385447',
  sessionDomain: 'https://id.adressa.no',
  minsideUrl: 'https://minside.adressa.no/',
};

it.each([
  [
    'takeout',
    'https://minside.adressa.no',
    'https://payment.schibsted.no/profile-pages/privacy/download-data?client_id=4bdfb1a29ae76c8b04385447&redirect_uri=https%3A%2F%2Fminside.adressa.no%2Fcallback&response_type=code',
  ],
  [
    'delete',
    'https://minside.adressa.no',
    'https://payment.schibsted.no/profile-pages/privacy/delete-account?client_id=4bdfb1a29ae76c8b04385447&redirect_uri=https%3A%2F%2Fminside.adressa.no%2Fcallback&response_type=code',
  ],
  [
    'takeout',
    'http://localhost:7400',
    'http://localhost:7400/identity/profile-pages/privacy/download-data?client_id=4bdfb1a29ae76c8b04385447&redirect_uri=http%3A%2F%2Flocalhost%3A7400%2Fcallback&response_type=code',
  ],
  [
    'delete',
    'http://localhost:7400',
    'http://localhost:7400/identity/profile-pages/privacy/delete-account?client_id=4bdfb1a29ae76c8b04385447&redirect_uri=http%3A%2F%2Flocalhost%3A7400%2Fcallback&response_type=code',
  ],
] as const)('%s at %s hands over to the identity provider of login', (kind, origin, expected) => {
  expect(dataPageUrl(kind, identityConfig(title, origin))).toBe(expected);
});
