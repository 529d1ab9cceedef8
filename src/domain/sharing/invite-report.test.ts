import { describe, expect, it } from 'vitest';
import { classifyEmails, readEmailList, type EmailListContext } from './email-list.ts';
import type { BusinessInvitationStatus, InviteResult } from './invitation.ts';
import { inviteReport, removalReport, TO_CORRECT, type InviteReport } from './invite-report.ts';

const invited = new Map<string, BusinessInvitationStatus>([
  ['venter@firma.no', 'emailSent'],
  ['aktiv@firma.no', 'active'],
]);
const context = (remaining = 5): EmailListContext => ({ domain: 'firma.no', invited, remaining });

/** As the store does it: the list checked, the `new` ones sent, the backend answering `answers` (else emailSent). */
function paste(text: string, answers: Record<string, InviteResult> = {}, remaining = 5): InviteReport {
  const listed = readEmailList(text, context(remaining));
  const sent = listed.flatMap((item) =>
    item.kind === 'new' ? [{ email: item.email!, result: answers[item.email!] ?? ('emailSent' as const) }] : [],
  );
  return inviteReport(listed, sent);
}

describe('inviteReport: each pasted item lands in exactly one outcome', () => {
  it.each<[string, string, Record<string, InviteResult>, number, Partial<InviteReport>]>([
    [
      'invited now',
      'ny@firma.no',
      {},
      5,
      {
        lines: [{ outcome: 'invited', addresses: ['ny@firma.no'] }],
        someNotSent: false,
        maximumReached: false,
        toCorrect: '',
      },
    ],
    [
      'already waiting (may be sent again)',
      'venter@firma.no',
      {},
      5,
      { lines: [{ outcome: 'waiting', addresses: ['venter@firma.no'] }], someNotSent: false, toCorrect: '' },
    ],
    [
      'already active (nothing to do)',
      'AKTIV@firma.no',
      {},
      5,
      { lines: [{ outcome: 'active', addresses: ['AKTIV@firma.no'] }], someNotSent: false, toCorrect: '' },
    ],
    [
      'outside the domain: to correct, not sent',
      'kari@annet.no',
      {},
      5,
      {
        lines: [{ outcome: 'otherDomain', addresses: ['kari@annet.no'] }],
        someNotSent: true,
        toCorrect: 'kari@annet.no',
      },
    ],
    [
      'not an address: to correct, and no e-mail left unsent',
      'ikke-en-adresse',
      {},
      5,
      {
        lines: [{ outcome: 'invalid', addresses: ['ikke-en-adresse'] }],
        someNotSent: false,
        toCorrect: 'ikke-en-adresse',
      },
    ],
    [
      'repeated in the paste: counted at its first occurrence only',
      'ny@firma.no, NY@firma.no',
      {},
      5,
      {
        lines: [
          { outcome: 'invited', addresses: ['ny@firma.no'] },
          { outcome: 'duplicate', addresses: ['ny@firma.no'] },
        ],
        someNotSent: false,
        toCorrect: '',
      },
    ],
    [
      'over the maximum',
      'ny@firma.no to@firma.no',
      {},
      1,
      {
        lines: [
          { outcome: 'invited', addresses: ['ny@firma.no'] },
          { outcome: 'overLimit', addresses: ['to@firma.no'] },
        ],
        someNotSent: true,
        maximumReached: true,
        toCorrect: 'to@firma.no',
      },
    ],
    [
      'the mail system refused it',
      'sluttet@firma.no',
      { 'sluttet@firma.no': 'errorSaved' },
      5,
      { lines: [{ outcome: 'errorSaved', addresses: ['sluttet@firma.no'] }], someNotSent: true, toCorrect: '' },
    ],
    [
      'too many e-mails today',
      'ny@firma.no',
      { 'ny@firma.no': 'tooManyMails' },
      5,
      { lines: [{ outcome: 'tooManyMails', addresses: ['ny@firma.no'] }], someNotSent: true },
    ],
    // What another admin did meanwhile: the backend's answer decides, in the same outcomes.
    [
      'the backend found it active meanwhile',
      'ny@firma.no',
      { 'ny@firma.no': 'userExist' },
      5,
      { lines: [{ outcome: 'active', addresses: ['ny@firma.no'] }], someNotSent: false },
    ],
    [
      'the backend found the maximum reached',
      'ny@firma.no',
      { 'ny@firma.no': 'maxUsersReached' },
      5,
      { lines: [{ outcome: 'overLimit', addresses: ['ny@firma.no'] }], maximumReached: true, toCorrect: 'ny@firma.no' },
    ],
  ])('%s', (_label, text, answers, remaining, expected) => {
    expect(paste(text, answers, remaining)).toMatchObject(expected);
  });

  it('a mix: every item once, no address in two outcomes, the ones to correct kept as typed', () => {
    const text =
      'ny@firma.no, ny@firma.no; Kari <kari@annet.no>\nikke-en-adresse venter@firma.no venter@firma.no aktiv@firma.no sluttet@firma.no for.mange@firma.no ikke-en-adresse kari@annet.no';
    const report = paste(text, { 'sluttet@firma.no': 'errorSaved' }, 2);
    expect(report.lines).toEqual([
      { outcome: 'invited', addresses: ['ny@firma.no'] },
      { outcome: 'overLimit', addresses: ['for.mange@firma.no'] },
      { outcome: 'errorSaved', addresses: ['sluttet@firma.no'] },
      { outcome: 'otherDomain', addresses: ['kari@annet.no'] },
      { outcome: 'invalid', addresses: ['ikke-en-adresse'] },
      { outcome: 'waiting', addresses: ['venter@firma.no'] },
      { outcome: 'active', addresses: ['aktiv@firma.no'] },
      { outcome: 'duplicate', addresses: ['ny@firma.no', 'venter@firma.no', 'ikke-en-adresse', 'kari@annet.no'] },
    ]);
    expect(report).toMatchObject({
      someNotSent: true,
      maximumReached: true,
      toCorrect: 'kari@annet.no\nikke-en-adresse\nfor.mange@firma.no',
    });
    const firsts = report.lines
      .filter((line) => line.outcome !== 'duplicate')
      .flatMap((line) => line.addresses.map((address) => address.toLowerCase()));
    expect(new Set(firsts).size).toBe(firsts.length);
    expect(report.lines.reduce((sum, line) => sum + line.addresses.length, 0)).toBe(
      readEmailList(text, context()).length,
    );
    expect(TO_CORRECT).toEqual(['otherDomain', 'invalid', 'overLimit']);
  });

  it('every valid address sent: no "some not sent", however many repeats, waiting, active or broken lines', () => {
    expect(paste('ny@firma.no ny@firma.no venter@firma.no aktiv@firma.no ikke-en-adresse')).toMatchObject({
      someNotSent: false,
      maximumReached: false,
      toCorrect: 'ikke-en-adresse',
    });
  });

  it('a resend sends the waiting ones: sent again, the active one has nothing to do, one no longer listed is said so', () => {
    const listed = classifyEmails(['venter@firma.no', 'aktiv@firma.no', 'borte@firma.no'], context());
    expect(inviteReport(listed, [{ email: 'venter@firma.no', result: 'resent' }]).lines).toEqual([
      { outcome: 'resent', addresses: ['venter@firma.no'] },
      { outcome: 'active', addresses: ['aktiv@firma.no'] },
      { outcome: 'notExist', addresses: ['borte@firma.no'] },
    ]);
  });
});

describe('removalReport', () => {
  it.each([
    ['all removed', [{ email: 'a@firma.no', result: 'deleted' }], { removed: 1, notAllRemoved: false, lines: [] }],
    [
      'not all removed',
      [
        { email: 'a@firma.no', result: 'deleted' },
        { email: 'meg@firma.no', result: 'failed' },
        { email: 'borte@firma.no', result: 'notExist' },
      ],
      {
        removed: 1,
        notAllRemoved: true,
        lines: [
          { outcome: 'failed', addresses: ['meg@firma.no'] },
          { outcome: 'notExist', addresses: ['borte@firma.no'] },
        ],
      },
    ],
  ] as const)('%s', (_label, results, expected) => {
    expect(removalReport(results)).toEqual(expected);
  });
});
