import { describe, expect, it, test } from 'vitest';
import {
  answered,
  awaitsAnswer,
  LOGIN_LOOP_WINDOW_MS,
  loginDidNotHelp,
  loginReturnPath,
  returnedFrom,
  startAttempt,
  type LoginAttempt,
} from './login-attempt.ts';

const T = Date.UTC(2026, 0, 15, 10, 0, 0);

describe('loginReturnPath: where a login started here comes back to', () => {
  test.each([
    [{ pathname: '/endre-profil', search: '?a=1', hash: '#x' }, '/endre-profil?a=1#x'],
    [{ pathname: '/', search: '', hash: '' }, '/'],
    // A discount code or the like on an ordinary page is the user's own: kept.
    [{ pathname: '/bestill-abonnement', search: '?code=SOMMER', hash: '' }, '/bestill-abonnement?code=SOMMER'],
    // /callback holds the one-time code and state: never a place to come back to, never carried on.
    [{ pathname: '/callback', search: '?code=abc&state=xyz', hash: '' }, '/'],
    [{ pathname: '/callback', search: '?state=xyz&code=abc&error=access_denied', hash: '#k' }, '/'],
    [{ pathname: '/callback/', search: '?code=abc', hash: '' }, '/'],
    [{ pathname: '/callback', search: '', hash: '' }, '/'],
  ])('%j → %s', (location, expected) => {
    expect(loginReturnPath(location)).toBe(expected);
  });
});

describe('loginDidNotHelp: one round trip that came back to the same page to no avail', () => {
  const started = startAttempt('/endre-profil?a=1#x', T);
  const back = returnedFrom(started, T + 30_000);

  it('remembers the path without query and hash, and when', () => {
    expect(started).toEqual({ path: '/endre-profil', startedAt: T });
    expect(back).toEqual({ path: '/endre-profil', startedAt: T, returnedAt: T + 30_000 });
  });

  test.each<[string, LoginAttempt | undefined, string, number, boolean]>([
    ['no attempt in this tab', undefined, '/endre-profil', T, false],
    ['an attempt that has not come back (the user left the login page)', started, '/endre-profil', T + 60_000, false],
    ['back on the same page, and asked to log in again', back, '/endre-profil', T + 40_000, true],
    ['the same page with a trailing slash', back, '/endre-profil/', T + 40_000, true],
    ['back, then on another page', back, '/kontakt', T + 40_000, false],
    ['back on the same page, but long ago', back, '/endre-profil', T + 30_000 + LOGIN_LOOP_WINDOW_MS, false],
    ['a clock that went backwards', back, '/endre-profil', T, false],
    // Issue 25: the page's own calls worked after the return, then a save got a 401: the session ended, no loop.
    [
      'back, the session answered, then a 401 on the same page',
      answered(back, T + 31_000),
      '/endre-profil',
      T + 40_000,
      false,
    ],
    [
      'answered before the return (an earlier login), then back and asked again',
      { ...back, answeredAt: T + 1_000 },
      '/endre-profil',
      T + 40_000,
      true,
    ],
  ])('%s → %s', (_, attempt, path, now, expected) => {
    expect(loginDidNotHelp(attempt, path, now)).toBe(expected);
  });

  it('a few minutes is the window: longer than a login takes, far shorter than a session lasts', () => {
    expect(LOGIN_LOOP_WINDOW_MS).toBeGreaterThanOrEqual(2 * 60_000);
    expect(LOGIN_LOOP_WINDOW_MS).toBeLessThanOrEqual(15 * 60_000);
  });
});

describe('awaitsAnswer: only a returned attempt not yet proved is written again', () => {
  const back = returnedFrom(startAttempt('/', T), T + 1);
  test.each<[string, LoginAttempt | undefined, boolean]>([
    ['none', undefined, false],
    ['started, not back', startAttempt('/', T), false],
    ['back', back, true],
    ['back and answered', answered(back, T + 2), false],
  ])('%s → %s', (_, attempt, expected) => expect(awaitsAnswer(attempt)).toBe(expected));
});
