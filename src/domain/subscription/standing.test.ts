import { describe, expect, it } from 'vitest';
import { standingText } from '../../i18n/nb.ts';
import { standingOf, wayBackOf, type Standing } from './standing.ts';
import { STATUS, STATUS_CODES } from './status.ts';

const END = '2026-11-30';

describe('standing and its wording, for every status code', () => {
  const cases: [keyof typeof STATUS, Standing['kind'], string][] = [
    ['ACTIVE', 'active', 'Aktivt'],
    ['ACTIVE_NON_BILLABLE', 'active', 'Aktivt'],
    ['TRIAL', 'trial', 'Prøveperiode til 30. november 2026'],
    ['PENDING_CANCELLATION', 'pendingCancellation', 'Oppsagt. Avsluttes 30. november 2026'],
    // Ended by the company, not cancelled by the subscriber (self-service.ts): no "Oppsagt".
    ['PENDING_TERMINATION', 'terminating', 'Avsluttes 30. november 2026'],
    ['CANCELLED', 'cancelled', 'Avsluttet 30. november 2026'],
    ['PENDING_INSTALLATION', 'starting', 'Starter snart'],
    ['PENDING_ACTIVATION', 'starting', 'Starter snart'],
    ['SUSPENDED', 'suspended', 'Midlertidig stanset'],
    ['TERMINATED', 'ended', 'Ikke aktivt'],
    ['INACTIVE', 'ended', 'Ikke aktivt'],
  ];

  it('covers every code', () => expect(cases.map(([name]) => STATUS[name]).sort()).toEqual([...STATUS_CODES].sort()));

  it.each(cases)('%s is %s: "%s"', (name, kind, text) => {
    const standing = standingOf({ instStatusCode: STATUS[name], endDate: END });
    expect(standing.kind).toBe(kind);
    expect(standingText(standing)).toBe(text);
  });

  it('an active subscription with a waiting plan change says what and from when', () => {
    const standing = standingOf({
      instStatusCode: STATUS.ACTIVE,
      pendingPlan: { planName: 'Papiravis i helgen + digital', effectiveDate: '2026-12-01' },
    });
    expect(standingText(standing)).toBe('Aktivt. Bytter til Papiravis i helgen + digital fra 1. desember 2026');
  });

  it('says no date when none is known', () => {
    expect(standingText(standingOf({ instStatusCode: STATUS.PENDING_CANCELLATION }))).toBe('Oppsagt');
    expect(standingText(standingOf({ instStatusCode: STATUS.TRIAL, endDate: null }))).toBe('Prøveperiode');
    expect(standingText(standingOf({ instStatusCode: STATUS.PENDING_TERMINATION }))).toBe('Avsluttes snart');
  });
});

describe('the way back to a subscription the subscriber cancelled', () => {
  it.each([
    ['still running out: kept', STATUS.PENDING_CANCELLATION, 'keep'],
    ['ended: started again', STATUS.CANCELLED, 'restart'],
  ] as const)('%s', (_, instStatusCode, way) =>
    expect(wayBackOf(standingOf({ instStatusCode, endDate: '2026-11-30' }))).toBe(way),
  );
});
