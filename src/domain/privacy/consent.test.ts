import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  consentCookieName,
  consentSetup,
  consentStorageKey,
  readChoices,
  SOURCEPOINT_ACCOUNT_ID,
} from './consent.ts';

const title = { baseUrl: 'adressa.no', sourcepointId: 1048, sourcepointPmId: 830001, tracking: true };
const at = (origin: string) => ({ origin, hostname: new URL(origin).hostname });

describe('consentSetup', () => {
  it('runs the vendor script with account 1915 and the title ids on the title domain', () => {
    expect(consentSetup(title, at('https://minside.adressa.no'), false)).toEqual({
      run: true,
      standIn: false,
      scriptUrl: 'https://cdn.privacy-mgmt.com/unified/wrapperMessagingWithoutDetection.js',
      accountId: SOURCEPOINT_ACCOUNT_ID,
      propertyId: 1048,
      baseEndpoint: 'https://cmp.adressa.no',
      privacyManagerId: 830001,
    });
    expect(SOURCEPOINT_ACCOUNT_ID).toBe(1915);
  });

  it('on the title domain the stand-in cookie changes nothing', () => {
    expect(consentSetup(title, at('https://minside.adressa.no'), true)).toMatchObject({ run: true, standIn: false });
  });

  it.each([
    ['http://localhost:4400', 'test-host'],
    ['http://127.0.0.1:4400', 'test-host'],
    ['http://10.1.2.3', 'test-host'],
    ['http://[::1]:4400', 'test-host'],
    ['http://minside.adressa.test', 'test-host'],
    ['https://adressa-minside.netlify.app', 'other-host'],
    ['https://adressa.no.evil.com', 'other-host'],
  ])('is off at %s (%s)', (origin, why) => expect(consentSetup(title, at(origin), false)).toEqual({ run: false, why }));

  it('is off everywhere when the tracking flag is off', () => {
    for (const origin of ['https://minside.adressa.no', 'http://localhost:4400']) {
      expect(consentSetup({ ...title, tracking: false }, at(origin), true)).toEqual({
        run: false,
        why: 'tracking-off',
      });
    }
  });

  it('uses the preview stand-in on a local host that asked for it, never on another host', () => {
    expect(consentSetup(title, at('http://localhost:7400'), true)).toEqual({
      run: true,
      standIn: true,
      scriptUrl: 'http://localhost:7400/__stand-in/cmp/wrapperMessagingWithoutDetection.js',
      accountId: 1915,
      propertyId: 1048,
      baseEndpoint: 'http://localhost:7400/__stand-in/cmp',
      privacyManagerId: 830001,
    });
    expect(consentSetup(title, at('https://adressa-minside.netlify.app'), true)).toEqual({
      run: false,
      why: 'other-host',
    });
  });
});

describe('stored choices', () => {
  it.each([
    ['1', undefined, 'accepted'],
    [undefined, '1', 'accepted'],
    ['0', '1', 'accepted'],
    ['0', undefined, 'refused'],
    [undefined, '0', 'refused'],
    [null, null, 'unknown'],
    ['true', 'yes', 'unknown'],
    ['', '', 'unknown'],
  ] as const)('local %s, cookie %s → %s', (stored, cookie, expected) =>
    expect(choiceOf(stored, cookie)).toBe(expected),
  );

  it('names the places the consent manager writes, personalisation spelt its way', () => {
    expect(consentStorageKey('analytics')).toBe('CMP:analytics');
    expect(consentCookieName('analytics')).toBe('_cmp_analytics');
    expect(consentStorageKey('personalization')).toBe('CMP:personalisation');
    expect(consentCookieName('personalization')).toBe('_cmp_personalisation');
  });

  it('reads every category', () => {
    const local: Record<string, string> = { 'CMP:analytics': '1', 'CMP:advertising': '0' };
    const cookies: Record<string, string> = { _cmp_personalisation: '1' };
    expect(
      readChoices(
        (category) => local[consentStorageKey(category)],
        (name) => cookies[name],
      ),
    ).toEqual({
      advertising: 'refused',
      analytics: 'accepted',
      marketing: 'unknown',
      personalization: 'accepted',
    });
  });
});
