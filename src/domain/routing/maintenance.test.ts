import { describe, expect, it } from 'vitest';
import { maintenanceNotice, maintenanceUrl, retryAt } from './maintenance.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const ORIGIN = 'https://minside.adressa.no';

describe('retryAt (Retry-After)', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['120', '2026-11-23T10:02:00.000Z'],
    [' 3600 ', '2026-11-23T11:00:00.000Z'],
    ['0', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['Mon, 23 Nov 2026 14:30:00 GMT', '2026-11-23T14:30:00.000Z'],
    ['Mon, 23 Nov 2026 09:00:00 GMT', undefined],
    ['Tue, 01 Dec 2026 10:00:00 GMT', undefined],
    ['soon', undefined],
    [String(8 * 24 * 3600), undefined],
  ])('%j → %s', (header, expected) => expect(retryAt(header, NOW)?.toISOString()).toBe(expected));
});

describe('the maintenance address', () => {
  it('carries where the user was and when to come back', () => {
    const url = maintenanceUrl('/endre-profil?x=1#y', new Date('2026-11-23T14:30:00Z'));
    expect(url).toBe('/maintenance?fra=%2Fendre-profil%3Fx%3D1%23y&tilbake=2026-11-23T14%3A30%3A00.000Z');
    expect(maintenanceNotice(url.slice(url.indexOf('?')), ORIGIN, NOW)).toEqual({
      returnPath: '/endre-profil?x=1#y',
      back: new Date('2026-11-23T14:30:00Z'),
    });
  });

  it('without a time, says none', () => {
    expect(maintenanceNotice(maintenanceUrl('/', undefined).split('?')[1]!, ORIGIN, NOW)).toEqual({ returnPath: '/' });
  });

  it.each([
    ['fra=//evil.com', { returnPath: '/' }],
    ['fra=https://evil.com/x', { returnPath: '/' }],
    ['fra=/maintenance?fra=/x', { returnPath: '/' }],
    ['', { returnPath: '/' }],
    ['fra=/fakturaoversikt&tilbake=2026-11-23T09:00:00.000Z', { returnPath: '/fakturaoversikt' }],
    ['fra=/fakturaoversikt&tilbake=2027-01-01T00:00:00.000Z', { returnPath: '/fakturaoversikt' }],
    ['fra=/fakturaoversikt&tilbake=<script>', { returnPath: '/fakturaoversikt' }],
    [
      'fra=/fakturaoversikt&tilbake=2026-11-23T12:00:00Z',
      { returnPath: '/fakturaoversikt', back: new Date('2026-11-23T12:00:00Z') },
    ],
  ])('a hostile or odd address %j stays home', (search, expected) =>
    expect(maintenanceNotice(search, ORIGIN, NOW)).toEqual(expected),
  );
});
