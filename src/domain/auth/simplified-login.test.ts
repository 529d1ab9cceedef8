import { describe, expect, it } from 'vitest';
import { mayOfferSimplifiedLogin, SIMPLIFIED_LOGIN_QUIET_DAYS, type SimplifiedLoginFacts } from './simplified-login.ts';

const now = Date.parse('2026-11-23T12:00:00+01:00');
const day = 24 * 60 * 60_000;
const offer: SimplifiedLoginFacts = {
  publicPage: true,
  maintenance: false,
  session: 'anonymous',
  closedAt: undefined,
  offeredThisVisit: false,
  now,
};

describe('mayOfferSimplifiedLogin', () => {
  it.each<[string, Partial<SimplifiedLoginFacts>, boolean]>([
    ['an anonymous visitor on a public page', {}, true],
    ['a signed-in user', { session: 'signedIn' }, false],
    ['before the session is known', { session: 'unknown' }, false],
    ['a signed-in page (it logs in by itself)', { publicPage: false }, false],
    ['a title down for maintenance', { maintenance: true }, false],
    ['a second page of the same visit', { offeredThisVisit: true }, false],
    ['closed a day ago', { closedAt: now - day }, false],
    ['closed a moment short of the quiet days', { closedAt: now - SIMPLIFIED_LOGIN_QUIET_DAYS * day + 1 }, false],
    ['closed the quiet days ago', { closedAt: now - SIMPLIFIED_LOGIN_QUIET_DAYS * day }, true],
    ['closed "in the future" (a clock that was wrong)', { closedAt: now + day }, true],
  ])('%s: %s', (_, facts, expected) => expect(mayOfferSimplifiedLogin({ ...offer, ...facts })).toBe(expected));
});
