import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from './address-form.ts';
import { changeFormWords } from '../../i18n/nb/delivery.ts';
import { changeLimitsOf, type ChangeRules } from './vacation.ts';
import {
  endSchema as endSchemaOf,
  EMPTY_VACATION,
  moveSchema as moveSchemaOf,
  vacationSchema as vacationSchemaOf,
  type VacationInput,
} from './change-form.ts';

// Monday 23 November 2026: before noon Tuesday can still change; after it Wednesday is the first.
const rules = (now: string, changes: ChangeRules['existing'] = []): ChangeRules => ({
  now: new Date(now),
  cutOff: '12:00',
  pattern: 'everyDay',
  existing: changes,
});
const MORNING = rules('2026-11-23T11:59:00+01:00');
const AFTERNOON = rules('2026-11-23T12:00:00+01:00');
const vacationSchema = (at: ChangeRules, editing?: string) =>
  vacationSchemaOf(at, changeFormWords(changeLimitsOf(at)), editing);
const moveSchema = (at: ChangeRules) => moveSchemaOf(at, changeFormWords(changeLimitsOf(at)));
const endSchema = (at: ChangeRules, change: Parameters<typeof endSchemaOf>[2]) =>
  endSchemaOf(at, changeFormWords(changeLimitsOf(at)), change);
const ADDRESS = {
  ...EMPTY_ADDRESS,
  coName: 'Kari Hansen',
  street: 'Fjellvegen',
  streetNumber: '12',
  apartmentUnknown: true,
  postalCode: '7340',
  town: 'Oppdal',
};

const issues = (result: { issues?: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] }) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]));

describe('vacationSchema: the period and its deadline', () => {
  it.each<[string, ChangeRules, Partial<VacationInput>, Record<string, string>]>([
    ['Tuesday, before the deadline', MORNING, { from: '24.11.2026', to: '30.11.2026' }, {}],
    [
      'Tuesday, at the deadline',
      AFTERNOON,
      { from: '24.11.2026', to: '30.11.2026' },
      { from: 'Det er for sent å endre fra denne dagen. Første mulige dato er onsdag 25. november.' },
    ],
    ['no start', MORNING, { from: '', to: '30.11.2026' }, { from: 'Fra-dato er påkrevd' }],
    [
      'no end and no open end',
      MORNING,
      { from: '24.11.2026', to: '' },
      { to: 'Til-dato er påkrevd, eller kryss av for «Inntil videre»' },
    ],
    ['an open end', MORNING, { from: '24.11.2026', to: '', openEnd: true }, {}],
    [
      '30 February',
      MORNING,
      { from: '30.02.2027', to: '', openEnd: true },
      { from: 'Skriv en ekte dato som dd.mm.åååå' },
    ],
    ['ISO typed', MORNING, { from: '2026-11-24', openEnd: true }, { from: 'Skriv en ekte dato som dd.mm.åååå' }],
    [
      'a Sunday start',
      MORNING,
      { from: '29.11.2026', openEnd: true },
      { from: 'Avisen kommer ikke på søndager. Velg en dag fra mandag til lørdag.' },
    ],
    [
      'the end before the start',
      MORNING,
      { from: '28.11.2026', to: '25.11.2026' },
      { to: 'Til-datoen kan ikke være før fra-datoen' },
    ],
    ['a day gone by', MORNING, { from: '20.11.2026', to: '25.11.2026' }, { from: 'Datoen har allerede vært' }],
    [
      'overlapping a registered stop',
      rules('2026-11-23T10:00:00+01:00', [{ id: 'a', type: 'STOP', from: '2026-12-01', to: '2026-12-05' }]),
      { from: '05.12.2026', to: '07.12.2026' },
      { from: 'Perioden overlapper en endring du allerede har registrert. Endre eller avbestill den først.' },
    ],
    [
      'a transfer without address',
      MORNING,
      { type: 'TRANSFER', from: '24.11.2026', to: '25.11.2026' },
      {
        coName: 'Navn er påkrevd på leveringsadresse',
        street: 'Adresse er påkrevd',
        streetNumber: 'Gatenummer er påkrevd',
        apartmentNumber: 'Leilighetsnummer er påkrevd. Kryss av for «Vet ikke» hvis du ikke vet det.',
        postalCode: 'Postnummer er påkrevd',
        town: 'Poststed er påkrevd',
      },
    ],
  ])('%s', (_label, at, input, expected) => {
    expect(issues(v.safeParse(vacationSchema(at), { ...EMPTY_VACATION, ...input }))).toEqual(expected);
  });

  it('an edit is not overlapping itself', () => {
    const at = rules('2026-11-23T10:00:00+01:00', [{ id: 'a', type: 'STOP', from: '2026-12-01', to: '2026-12-05' }]);
    expect(
      v.safeParse(vacationSchema(at, 'a'), { ...EMPTY_VACATION, from: '01.12.2026', to: '07.12.2026' }).success,
    ).toBe(true);
  });

  it('sends a transfer with its address, and a stop without one', () => {
    expect(
      v.parse(vacationSchema(MORNING), {
        ...EMPTY_VACATION,
        ...ADDRESS,
        type: 'TRANSFER',
        from: '24.11.2026',
        to: '28.11.2026',
      }),
    ).toEqual({
      type: 'TRANSFER',
      from: '2026-11-24',
      to: '2026-11-28',
      address: {
        coName: 'Kari Hansen',
        street: 'Fjellvegen',
        streetNumber: '12',
        apartmentNumber: null,
        floor: '',
        postalCode: '7340',
        town: 'Oppdal',
      },
    });
    expect(
      v.parse(vacationSchema(MORNING), {
        ...EMPTY_VACATION,
        ...ADDRESS,
        type: 'STOP',
        from: '24.11.2026',
        to: '',
        openEnd: true,
      }),
    ).toEqual({ type: 'STOP', from: '2026-11-24', to: null, address: null });
  });
});

describe('moveSchema and endSchema', () => {
  it('a move needs the address but no name, and a date that can still change', () => {
    expect(v.parse(moveSchema(MORNING), { ...ADDRESS, coName: '', from: '24.11.2026' })).toMatchObject({
      type: 'PERMANENT',
      from: '2026-11-24',
      to: null,
    });
    expect(issues(v.safeParse(moveSchema(AFTERNOON), { ...ADDRESS, from: '24.11.2026' }))).toEqual({
      from: 'Det er for sent å endre fra denne dagen. Første mulige dato er onsdag 25. november.',
    });
    expect(issues(v.safeParse(moveSchema(MORNING), { ...ADDRESS, from: '' }))).toEqual({
      from: 'Gjelder fra er påkrevd',
    });
  });

  it.each([
    ['before noon: the last day may be today', MORNING, '23.11.2026', {}],
    [
      'after noon: today is too early',
      AFTERNOON,
      '23.11.2026',
      { to: 'Det er for sent å avslutte før. Tidligste siste dag er tirsdag 24. november.' },
    ],
    ['a Sunday', MORNING, '29.11.2026', { to: 'Avisen kommer ikke på søndager. Velg en dag fra mandag til lørdag.' }],
  ])('ending a running stop: %s', (_label, at, to, expected) => {
    const schema = endSchema(at, { id: 'a', type: 'STOP', from: '2026-11-10', to: null });
    expect(issues(v.safeParse(schema, { to }))).toEqual(expected);
  });
});
