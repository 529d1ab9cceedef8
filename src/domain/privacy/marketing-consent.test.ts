import { describe, expect, it } from 'vitest';
import { choiceProblems, choicesOf, updatedChoices, type StoredChoices } from './marketing-consent.ts';

const ALL_NO = { newsletters: false, offersByEmail: false, offersBySms: false };
const CONTACT = { email: 'marte.solberg@example.com', phone: '41234503' };

describe('choiceProblems', () => {
  it.each([
    [ALL_NO, { email: '', phone: '' }, {}],
    [{ ...ALL_NO, newsletters: true }, CONTACT, {}],
    [{ ...ALL_NO, offersBySms: true }, { ...CONTACT, phone: '' }, { offersBySms: 'NO_PHONE' }],
    [
      { newsletters: true, offersByEmail: true, offersBySms: false },
      { email: '', phone: '41234503' },
      { newsletters: 'NO_EMAIL', offersByEmail: 'NO_EMAIL' },
    ],
    [{ newsletters: false, offersByEmail: false, offersBySms: true }, { email: '', phone: '41234503' }, {}],
  ])('%j with %j', (choices, contact, expected) => expect(choiceProblems(choices, contact)).toEqual(expected));
});

describe('updatedChoices', () => {
  const earlier = '2026-01-05T08:00:00.000Z';
  const now = '2026-11-23T10:00:00.000Z';
  const none: StoredChoices = { newsletters: null, offersByEmail: null, offersBySms: null };

  it('a first save dates the yes; a choice never given and left unticked stays never given (issue 41)', () => {
    expect(updatedChoices(none, { ...ALL_NO, newsletters: true }, now)).toEqual({
      newsletters: { granted: true, givenAt: now },
      offersByEmail: null,
      offersBySms: null,
    });
    expect(updatedChoices(none, ALL_NO, now)).toEqual(none);
  });

  it('a yes taken back is a no, dated; a no given before stays as it was', () => {
    const before: StoredChoices = {
      newsletters: { granted: true, givenAt: earlier },
      offersByEmail: { granted: false, givenAt: earlier },
      offersBySms: null,
    };
    expect(updatedChoices(before, ALL_NO, now)).toEqual({
      newsletters: { granted: false, givenAt: now },
      offersByEmail: { granted: false, givenAt: earlier },
      offersBySms: null,
    });
  });

  it('a choice that did not change keeps its time; one that did gets the new one', () => {
    const before: StoredChoices = {
      newsletters: { granted: true, givenAt: earlier },
      offersByEmail: { granted: false, givenAt: earlier },
      offersBySms: null,
    };
    expect(updatedChoices(before, { newsletters: true, offersByEmail: true, offersBySms: false }, now)).toEqual({
      newsletters: { granted: true, givenAt: earlier },
      offersByEmail: { granted: true, givenAt: now },
      // Never given and left unticked: still never given (issue 41; it was dated as a no).
      offersBySms: null,
    });
  });
});

it('the form starts from what is stored, with nothing ticked that was never given', () => {
  expect(
    choicesOf({
      newsletters: { granted: true, givenAt: 'x' },
      offersByEmail: null,
      offersBySms: { granted: false, givenAt: 'x' },
    }),
  ).toEqual({ ...ALL_NO, newsletters: true });
});
