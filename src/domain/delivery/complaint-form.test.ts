import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nbDelivery } from '../../i18n/nb/delivery.ts';
import { complaintSchema } from './complaint-form.ts';

const schema = complaintSchema(nbDelivery.complaint, ['2026-11-23', '2026-11-21']);
const messages = (input: object) =>
  (v.safeParse(schema, { date: '2026-11-23', code: 'VAAT', comment: '', ...input }).issues ?? []).map((issue) => [
    v.getDotPath(issue),
    issue.message,
  ]);

describe('complaintSchema', () => {
  it.each([
    ['a day offered, a code, no comment', {}, []],
    ['no day', { date: '' }, [['date', 'Velg dagen det gjelder']]],
    ['a day not offered (forged)', { date: '2026-11-22' }, [['date', 'Velg dagen det gjelder']]],
    ['no code', { code: '' }, [['code', 'Velg hva som skjedde']]],
    ['a 500-letter comment', { comment: 'x'.repeat(500) }, []],
    [
      'a 501-letter comment',
      { comment: 'x'.repeat(501) },
      [['comment', 'Kommentaren kan ikke være lengre enn 500 tegn']],
    ],
    ['line breaks in the comment', { comment: 'Første linje\nAndre linje' }, []],
    ['a NUL in the comment', { comment: 'a\u0000b' }, [['comment', 'Kommentaren kan ikke inneholde kontrolltegn']]],
  ])('%s', (_label, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('sends an empty comment as none', () => {
    expect(v.parse(schema, { date: '2026-11-21', code: 'VAAT', comment: '  ' })).toEqual({
      date: '2026-11-21',
      code: 'VAAT',
      comment: null,
    });
  });
});
