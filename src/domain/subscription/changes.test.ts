import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressFieldWords } from '../../i18n/nb/delivery.ts';
import { EMPTY_ADDRESS } from '../delivery/address-form.ts';
import {
  cancellationEndDate,
  cancellationSchema,
  cancellationTypeOf,
  changeOptions,
  COMMENT_MAX,
  firstPaperDay,
  lastPaperDay,
  needsDeliveryAddress,
  paperChangeOf,
  planChangeDate,
} from './changes.ts';
import { changePlanSchema } from './change-plan-form.ts';
import { STATUS } from './status.ts';

describe('effective dates', () => {
  it.each([
    ['2026-11-22T11:00:00Z', '2026-11-30', '2026-12-01'],
    ['2026-12-31T11:00:00Z', '2026-12-31', '2027-01-01'],
    ['2028-02-10T11:00:00Z', '2028-02-29', '2028-03-01'],
    // 23:30 UTC on 30 November is already 1 December in Oslo.
    ['2026-11-30T23:30:00Z', '2026-12-31', '2027-01-01'],
  ])('at %s a cancellation ends %s and a plan change starts %s', (now, end, change) => {
    expect(cancellationEndDate(new Date(now))).toBe(end);
    expect(planChangeDate(new Date(now))).toBe(change);
  });

  it.each([
    ['a trial ending after the month', STATUS.TRIAL, '2026-12-11', '2026-12-11'],
    ['a trial ending before the month does', STATUS.TRIAL, '2026-11-25', '2026-11-25'],
    ['an active subscription, whatever its end date says', STATUS.ACTIVE, '2026-12-11', '2026-11-30'],
    ['a trial with no end date known', STATUS.TRIAL, null, '2026-11-30'],
  ])('cancelled on 22 November, %s (status %i, end %s) ends %s', (_, instStatusCode, endDate, end) => {
    expect(cancellationEndDate(new Date('2026-11-22T11:00:00Z'), { instStatusCode, endDate })).toBe(end);
  });
});

describe('the cancellation form', () => {
  const schema = cancellationSchema({
    reasonRequired: 'Årsak er påkrevd',
    commentTooLong: () => 'For lang',
    commentUnsavable: 'Tegn vi ikke kan lagre',
  });

  it('requires a reason', () => {
    const result = v.safeParse(schema, { reason: undefined, comment: '' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Årsak er påkrevd');
  });

  it('takes a reason with or without a comment, trimmed', () => {
    expect(v.parse(schema, { reason: 'price', comment: '  For dyrt for meg  ' })).toEqual({
      reason: 'price',
      comment: 'For dyrt for meg',
    });
    expect(v.parse(schema, { reason: 'other', comment: '' })).toEqual({ reason: 'other', comment: '' });
  });

  it('refuses an unknown reason and a comment over the limit', () => {
    expect(v.safeParse(schema, { reason: 'bored', comment: '' }).success).toBe(false);
    expect(v.safeParse(schema, { reason: 'price', comment: 'x'.repeat(COMMENT_MAX + 1) }).issues?.[0]?.message).toBe(
      'For lang',
    );
  });

  it.each([
    ['line breaks and tabs are fine in free text', 'Linje én\nLinje to\tmed tab\r\n', undefined],
    ['NUL is not', 'Hei\u0000', 'Tegn vi ikke kan lagre'],
    ['escape is not', '\u001b[31mrød', 'Tegn vi ikke kan lagre'],
    ['a C1 control character is not', 'a\u0085b', 'Tegn vi ikke kan lagre'],
    ['60 KB is too long', 'x'.repeat(60_000), 'For lang'],
    ['markup is just text', '<script>alert(1)</script>', undefined],
  ])('the comment: %s', (_, comment, message) => {
    expect(v.safeParse(schema, { reason: 'other', comment }).issues?.[0]?.message).toBe(message);
  });

  it('a switch to another subscription is a replacement; anything else a cancellation', () => {
    expect(cancellationTypeOf('replacement')).toBe('REPLACEMENT-ANN');
    expect(cancellationTypeOf('price')).toBe('CANCELLATION');
  });
});

describe('plans a subscriber may change to', () => {
  const offers = [
    { offerId: 'digital-1kr', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', introPrice: 1, introMonths: 1 },
    { offerId: 'digital', ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', introPrice: null },
    { offerId: 'paper', ariaPlanID: 'ADR-C-COMBO-7D', introPrice: null },
    { offerId: 'youth', ariaPlanID: 'ADR-C-UNG-DIGITAL' },
  ];
  const ids = (age: number | undefined, current = 'ADR-C-DIGITAL-DIGITAL', pending?: string) =>
    changeOptions(offers, { ariaPlanID: current, pendingPlan: pending ? { ariaPlanID: pending } : null }, age).map(
      (offer) => offer.offerId,
    );

  it('leaves out intro offers and the current plan', () => expect(ids(40)).toEqual(['paper']));
  it('offers youth under 34, not at 34, not when the age is unknown', () => {
    expect(ids(33)).toEqual(['paper', 'youth']);
    expect(ids(34)).toEqual(['paper']);
    expect(ids(undefined)).toEqual(['paper']);
  });
  it('a youth subscriber may go back to digital', () =>
    expect(ids(22, 'ADR-C-UNG-DIGITAL')).toEqual(['digital', 'paper']));
  it('leaves out the plan a change is ordered to already', () => {
    expect(ids(22, 'ADR-C-DIGITAL-DIGITAL', 'ADR-C-COMBO-7D')).toEqual(['youth']);
    expect(ids(40, 'ADR-C-DIGITAL-DIGITAL', 'ADR-C-COMBO-7D')).toEqual([]);
  });
});

describe('what a plan change does to the paper (issue 41)', () => {
  const DIGITAL = { ariaPlanID: 'ADR-C-DIGITAL-DIGITAL', planName: 'Digitalabonnement', planProductType: 'DIGITAL' };
  const EVERY_DAY = {
    ariaPlanID: 'ADR-C-COMBO-7D',
    planName: 'Papiravis alle dager + digital',
    planProductType: 'COMBO',
  };
  const WEEKEND = {
    ariaPlanID: 'ADR-C-COMBO-HELG',
    planName: 'Papiravis i helgen + digital',
    planProductType: 'COMBO',
  };

  it.each([
    ['digital to weekend paper', DIGITAL, WEEKEND, 'starts', true],
    ['digital to paper every day', DIGITAL, EVERY_DAY, 'starts', true],
    ['paper every day to the weekend', EVERY_DAY, WEEKEND, 'continues', false],
    ['paper to digital', WEEKEND, DIGITAL, 'stops', false],
    ['digital to digital (youth)', DIGITAL, { ...DIGITAL, ariaPlanID: 'ADR-C-UNG-DIGITAL' }, 'none', false],
  ])('%s: the paper %s, an address needed: %s', (_, from, to, change, needed) => {
    expect(paperChangeOf(from, to)).toBe(change);
    expect(needsDeliveryAddress(from, to)).toBe(needed);
  });

  it.each([
    // 1 December 2026 is a Tuesday: every day's paper comes that day, the weekend's first on Friday the 4th.
    [EVERY_DAY, '2026-12-01', '2026-12-01', '2026-11-30'],
    [WEEKEND, '2026-12-01', '2026-12-04', '2026-11-28'],
    // 1 November 2026 is a Sunday: no paper that day, so the first is Monday; the last before it Saturday.
    [EVERY_DAY, '2026-11-01', '2026-11-02', '2026-10-31'],
    // 1 January 2027 is a Friday.
    [WEEKEND, '2027-01-01', '2027-01-01', '2026-12-26'],
  ])('%o from %s: first paper %s, last paper before it %s', (plan, effective, first, last) => {
    expect(firstPaperDay(plan, effective)).toBe(first);
    expect(lastPaperDay(plan, effective)).toBe(last);
  });

  it.each([
    // Ordered on Monday 30 November before the noon cut-off, the 1st's paper is still to be had; after it, not.
    ['2026-11-30T10:59:00Z', EVERY_DAY, '2026-12-01'],
    ['2026-11-30T11:00:00Z', EVERY_DAY, '2026-12-02'],
    // The weekend's first paper is days after the 1st: the cut-off does not reach it.
    ['2026-11-30T15:00:00Z', WEEKEND, '2026-12-04'],
    // Thursday 31 December 2026 after noon: Friday 1 January's paper is past its deadline, so Saturday's is the first.
    ['2026-12-31T13:00:00Z', WEEKEND, '2027-01-02'],
  ])('ordered at %s, %o has its first paper %s (cut-off 12.00)', (now, plan, first) => {
    const ordered = new Date(now);
    expect(firstPaperDay(plan, planChangeDate(ordered), { now: ordered, cutOff: '12:00' })).toBe(first);
  });

  it('a digital plan has no first or last paper', () => {
    expect(firstPaperDay(DIGITAL, '2026-12-01')).toBeUndefined();
    expect(lastPaperDay(DIGITAL, '2026-12-01')).toBeUndefined();
  });

  describe('the form asks for the address only where the chosen plan starts the paper', () => {
    const schema = changePlanSchema(
      { required: 'Velg et abonnement' },
      addressFieldWords,
      (offerId) => offerId === 'weekend',
    );
    const address = {
      street: 'Storgata',
      streetNumber: '1',
      apartmentNumber: '',
      apartmentUnknown: true,
      postalCode: '0155',
      town: 'Oslo',
    };
    const messagesOf = (input: object) =>
      Object.fromEntries(
        (v.safeParse(schema, input).issues ?? []).map((issue) => [issue.path?.[0]?.key, issue.message]),
      );

    it('a digital plan needs no address', () => {
      expect(v.safeParse(schema, { offerId: 'youth', ...EMPTY_ADDRESS }).success).toBe(true);
    });
    it('a plan that starts the paper needs a deliverable address, said at each field', () => {
      expect(messagesOf({ offerId: 'weekend', ...EMPTY_ADDRESS })).toMatchObject({
        street: 'Adresse er påkrevd',
        streetNumber: 'Gatenummer er påkrevd',
        postalCode: expect.stringContaining('Postnummer'),
      });
      expect(v.safeParse(schema, { offerId: 'weekend', ...EMPTY_ADDRESS, ...address }).success).toBe(true);
    });
    it('no plan chosen is said at the choice', () => {
      expect(messagesOf({ offerId: undefined, ...EMPTY_ADDRESS })).toEqual({ offerId: 'Velg et abonnement' });
    });
  });
});
