import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countKinds,
  isCompanyEmail,
  normaliseEmail,
  readEmailList,
  splitEmailList,
  type EmailListContext,
} from './email-list.ts';

const context = (overrides: Partial<EmailListContext> = {}): EmailListContext => ({
  domain: 'firma.no',
  invited: new Map(),
  remaining: 10,
  ...overrides,
});
const kinds = (text: string, overrides?: Partial<EmailListContext>) =>
  readEmailList(text, context(overrides)).map((item) => [item.text, item.kind]);

describe('splitEmailList', () => {
  it.each([
    [
      'commas, spaces and new lines',
      'a@firma.no, b@firma.no c@firma.no\nd@firma.no;e@firma.no',
      ['a@firma.no', 'b@firma.no', 'c@firma.no', 'd@firma.no', 'e@firma.no'],
    ],
    ['Windows line breaks and tabs', 'a@firma.no\r\n\tb@firma.no\r\n', ['a@firma.no', 'b@firma.no']],
    [
      'a mail client\'s "Name <address>"',
      'Kari Nordmann <kari@firma.no>, Ola <ola@firma.no>',
      ['kari@firma.no', 'ola@firma.no'],
    ],
    ['nothing but separators', ' ,;\n\n ', []],
    [
      'HTML is one entry as pasted, not tags taken for addresses',
      '<script>alert(1)</script> <b>x</b>@firma.no',
      ['<script>alert(1)</script>', '<b>x</b>@firma.no'],
    ],
  ])('%s', (_label, text, expected) => {
    expect(splitEmailList(text)).toEqual(expected);
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['Kari.Nordmann@Firma.NO', 'kari.nordmann@firma.no'],
    ['ola@bjørnøya.no', 'ola@xn--bjrnya-cyac.no'],
    ['kari.firma.no', undefined],
    ['@firma.no', undefined],
    ['kari@', undefined],
    ['<script>@firma.no', undefined],
    ['"kari"@firma.no', undefined],
    ['kari@firma.no/evil', undefined],
    ['kari@fir ma.no', undefined],
    ['kari\u0000@firma.no', undefined],
    [`${'k'.repeat(250)}@firma.no`, undefined],
  ])('%s → %s', (text, expected) => {
    expect(normaliseEmail(text)).toBe(expected);
  });
});

describe('isCompanyEmail', () => {
  it.each([
    ['kari@firma.no', 'firma.no', true],
    ['kari@firma.no', 'FIRMA.NO', true],
    ['kari@avd.firma.no', 'firma.no', false],
    ['kari@ikkefirma.no', 'firma.no', false],
    ['kari@firma.no.evil.com', 'firma.no', false],
    ['ola@xn--bjrnya-cyac.no', 'bjørnøya.no', true],
  ])('%s at %s: %s', (email, domain, expected) => {
    expect(isCompanyEmail(email, domain)).toBe(expected);
  });
});

describe('readEmailList', () => {
  it('says for each item, in order, whether it is invited and why not', () => {
    const text =
      'ny@firma.no, feil.firma.no, kari@gmail.com, NY@firma.no, gammel@firma.no, aktiv@firma.no, to@firma.no, tre@firma.no, feil.firma.no, KARI@gmail.com';
    expect(
      kinds(text, {
        invited: new Map([
          ['gammel@firma.no', 'emailSent'],
          ['aktiv@firma.no', 'active'],
        ]),
        remaining: 2,
      }),
    ).toEqual([
      ['ny@firma.no', 'new'],
      ['feil.firma.no', 'invalid'],
      ['kari@gmail.com', 'otherDomain'],
      ['NY@firma.no', 'duplicate'],
      ['gammel@firma.no', 'waiting'],
      ['aktiv@firma.no', 'active'],
      ['to@firma.no', 'new'],
      ['tre@firma.no', 'overLimit'],
      // A repeat is a repeat whatever the first one was: no address has two kinds.
      ['feil.firma.no', 'duplicate'],
      ['KARI@gmail.com', 'duplicate'],
    ]);
  });

  it('keeps hostile text as text: HTML and quotes are invalid items, never anything else', () => {
    expect(kinds('<img src=x onerror=alert(1)>@firma.no "><script>alert(1)</script>')).toEqual([
      ['<img', 'invalid'],
      ['src=x', 'invalid'],
      ['onerror=alert(1)>@firma.no', 'invalid'],
      ['"><script>alert(1)</script>', 'invalid'],
    ]);
  });

  it('reads 10 000 lines at once', () => {
    const text = Array.from({ length: 10_000 }, (_, index) => `ansatt${index}@firma.no`).join('\n');
    const counts = countKinds(readEmailList(text, context({ remaining: 120 })));
    expect(counts).toEqual({
      new: 120,
      waiting: 0,
      active: 0,
      invalid: 0,
      otherDomain: 0,
      duplicate: 0,
      overLimit: 9_880,
    });
  });

  it('never invites more than remain, and each new address once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a@firma.no', 'B@firma.no', 'b@firma.no', 'c@x.no', 'ugyldig', 'd@firma.no'), {
          maxLength: 30,
        }),
        fc.nat(5),
        (items, remaining) => {
          const listed = readEmailList(items.join(', '), context({ remaining }));
          const added = listed.filter((item) => item.kind === 'new').map((item) => item.email);
          expect(added.length).toBeLessThanOrEqual(remaining);
          expect(new Set(added).size).toBe(added.length);
          expect(listed).toHaveLength(items.length);
        },
      ),
    );
  });
});
