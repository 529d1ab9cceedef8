import { describe, expect, it } from 'vitest';
import { standingText } from '../../i18n/nb.ts';
import { standingOf } from './standing.ts';
import { STATUS } from './status.ts';
import { afterRegret, runningTrial } from './trial.ts';

const TODAY = '2026-11-28';
const TERMS = { until: '2026-12-12', thenPrice: 399 };

describe('runningTrial: the intro terms while the trial runs, kept or cancelled', () => {
  it.each([
    ['a running trial', STATUS.TRIAL, TERMS, TODAY, TERMS],
    ['a trial on its last day', STATUS.TRIAL, TERMS, '2026-12-12', TERMS],
    ['a trial cancelled within it', STATUS.PENDING_CANCELLATION, TERMS, TODAY, TERMS],
    ['a trial the day after it ended', STATUS.TRIAL, TERMS, '2026-12-13', undefined],
    ['a cancelled trial that has ended', STATUS.CANCELLED, TERMS, '2026-12-13', undefined],
    ['a subscription without intro terms', STATUS.ACTIVE, null, TODAY, undefined],
    [
      'a cancellation of a subscription bought without a trial',
      STATUS.PENDING_CANCELLATION,
      undefined,
      TODAY,
      undefined,
    ],
    ['an active subscription whose old terms are kept (after the trial)', STATUS.ACTIVE, TERMS, TODAY, undefined],
  ] as const)('%s', (_, instStatusCode, trial, today, expected) => {
    expect(runningTrial({ instStatusCode, trial }, today)).toEqual(expected);
  });
});

describe('afterRegret: taking back the cancellation of a trial keeps the trial', () => {
  it.each([
    [
      'a trial cancelled and regretted within it: a trial to its own end',
      TERMS,
      TODAY,
      { instStatusCode: STATUS.TRIAL, endDate: '2026-12-12' },
    ],
    [
      'regretted on its last day: still a trial',
      TERMS,
      '2026-12-12',
      { instStatusCode: STATUS.TRIAL, endDate: '2026-12-12' },
    ],
    [
      'started again after the trial ended: active, no end, at the later price',
      TERMS,
      '2026-12-13',
      { instStatusCode: STATUS.ACTIVE, endDate: null, price: 399 },
    ],
    ['no trial: active, no end', null, TODAY, { instStatusCode: STATUS.ACTIVE, endDate: null }],
  ] as const)('%s', (_, trial, today, expected) => {
    expect(afterRegret({ instStatusCode: STATUS.PENDING_CANCELLATION, trial }, today)).toEqual(expected);
  });
});

describe('a trial reads the same in every state: "Prøveperiode til <date>, deretter <price>"', () => {
  const running = { instStatusCode: STATUS.TRIAL, endDate: TERMS.until, trial: TERMS };
  const cancelled = { instStatusCode: STATUS.PENDING_CANCELLATION, endDate: TERMS.until, trial: TERMS };
  const regretted = { ...running, ...afterRegret(cancelled, TODAY) };
  it.each([
    ['running', running, 'Prøveperiode til 12. desember 2026, deretter 399 kr per måned'],
    ['regretted', regretted, 'Prøveperiode til 12. desember 2026, deretter 399 kr per måned'],
    // Cancelled: it ends, as the status says; the trial's terms are what keeping it costs (home's price line).
    ['cancelled', cancelled, 'Oppsagt. Avsluttes 12. desember 2026'],
    [
      'a trial whose later price is not known',
      { instStatusCode: STATUS.TRIAL, endDate: TERMS.until },
      'Prøveperiode til 12. desember 2026',
    ],
  ] as const)('%s', (_, subscription, text) => {
    expect(standingText(standingOf(subscription)).replace(/\s/g, ' ')).toBe(text);
  });
});
