import { describe, expect, it } from 'vitest';
import { AUTH_METHODS, decodeLoginState, encodeLoginState, isAuthMethod } from './login-state.ts';

describe('login state', () => {
  it.each([
    { returnUrl: '/fakturaoversikt?kid=1#top', loginToken: 'abc' },
    { returnUrl: '/endre-profil?navn=Åse Øvrebø', loginToken: 'tøken-æ' },
    { returnUrl: '/', loginToken: 'x'.repeat(200) },
    { returnUrl: '/kundeservice#svar', loginToken: 'abc', popup: 'f3c1e2' },
  ])('round-trips %j through a URL-safe string', (state) => {
    const encoded = encodeLoginState(state);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLoginState(encoded)).toEqual(state);
  });

  it.each([
    null,
    undefined,
    '',
    'not base64!',
    btoa('not json'),
    encodeLoginState({ returnUrl: '/', loginToken: '' }),
    btoa(JSON.stringify({ returnUrl: 1, loginToken: 'a' })),
    btoa('null'),
    btoa(JSON.stringify({ returnUrl: '/', loginToken: 'a', popup: '' })),
    btoa(JSON.stringify({ returnUrl: '/', loginToken: 'a', popup: 1 })),
  ])('rejects %j', (encoded) => expect(decodeLoginState(encoded)).toBeUndefined());
});

describe('authentication methods', () => {
  it('are exactly the spec list', () => {
    expect([...AUTH_METHODS]).toEqual([
      'password',
      'otp',
      'sms',
      'eid-dk',
      'eid-no',
      'eid-se',
      'eid-fi',
      'eid',
      'otp-email',
    ]);
  });
  it.each([
    ['eid-no', true],
    ['otp-email', true],
    ['bankid', false],
    ['', false],
    ['PASSWORD', false],
  ])('%s accepted: %s', (value, expected) => {
    expect(isAuthMethod(value)).toBe(expected);
  });
});
