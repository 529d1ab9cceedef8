import { describe, expect, it } from 'vitest';
import { readEmailList } from './email-list.ts';
import { inviteReport, removalReport } from './invite-report.ts';

describe('inviteReport', () => {
  it('joins the list check and the backend’s answers, the most urgent reason first', () => {
    const listed = readEmailList('ny@firma.no, ny@firma.no; kari@annet.no\nikke-en-adresse gammel@firma.no sluttet@firma.no for.mange@firma.no', {
      domain: 'firma.no',
      invited: new Set(['gammel@firma.no']),
      remaining: 2,
    });
    const report = inviteReport(listed, [
      { email: 'ny@firma.no', result: 'emailSent' },
      { email: 'sluttet@firma.no', result: 'errorSaved' },
    ]);
    expect(report.summary).toEqual({ sent: 1, resent: 0, notSent: 4, maximumReached: true });
    expect(report.lines).toEqual([
      { reason: 'overLimit', addresses: ['for.mange@firma.no'] },
      { reason: 'errorSaved', addresses: ['sluttet@firma.no'] },
      { reason: 'otherDomain', addresses: ['kari@annet.no'] },
      { reason: 'invalid', addresses: ['ikke-en-adresse'] },
      { reason: 'alreadyInvited', addresses: ['gammel@firma.no'] },
      { reason: 'duplicate', addresses: ['ny@firma.no'] },
    ]);
  });

  it('a resend has no list: only the backend’s answers', () => {
    const report = inviteReport([], [
      { email: 'a@firma.no', result: 'resent' },
      { email: 'b@firma.no', result: 'userExist' },
    ]);
    expect(report).toEqual({ summary: { sent: 0, resent: 1, notSent: 1, maximumReached: false }, lines: [{ reason: 'userExist', addresses: ['b@firma.no'] }] });
  });

  it('all sent: no lines, nothing to warn about', () => {
    expect(inviteReport(readEmailList('a@firma.no', { domain: 'firma.no', invited: new Set(), remaining: 5 }), [{ email: 'a@firma.no', result: 'emailSent' }])).toEqual({
      summary: { sent: 1, resent: 0, notSent: 0, maximumReached: false },
      lines: [],
    });
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
      { removed: 1, notAllRemoved: true, lines: [{ reason: 'failed', addresses: ['meg@firma.no'] }, { reason: 'notExist', addresses: ['borte@firma.no'] }] },
    ],
  ] as const)('%s', (_label, results, expected) => {
    expect(removalReport(results)).toEqual(expected);
  });
});
