// The Lighthouse bench's arithmetic and wording, on hand-made reports shaped like Lighthouse 13's.
import { describe, expect, it } from 'vitest';
import {
  findingsFor,
  formatGoal,
  formatMeasure,
  measuresOf,
  median,
  meetsGoal,
  summarizePage,
  typicalRun,
  verdictOf,
  type AuditLike,
  type LhrLike,
} from './lighthouse-summary.ts';

const ORIGIN = 'http://127.0.0.1:6400';

function audit(id: string, fields: Partial<AuditLike> = {}): AuditLike {
  return { id, title: id, score: 1, scoreDisplayMode: 'binary', ...fields };
}

/** A report with the given scores and metrics, and any further audits. */
function report(
  { perf = 1, a11y = 1, bp = 1, lcp = 1000, tbt = 0, cls = 0 } = {},
  extra: AuditLike[] = [],
  refs: Record<string, { id: string; group?: string }[]> = {},
): LhrLike {
  const audits: AuditLike[] = [
    audit('largest-contentful-paint', { scoreDisplayMode: 'numeric', numericValue: lcp }),
    audit('total-blocking-time', { scoreDisplayMode: 'numeric', numericValue: tbt }),
    audit('cumulative-layout-shift', { scoreDisplayMode: 'numeric', numericValue: cls }),
    ...extra,
  ];
  return {
    finalDisplayedUrl: `${ORIGIN}/endre-profil`,
    categories: {
      performance: {
        score: perf,
        auditRefs: [{ id: 'largest-contentful-paint', group: 'metrics' }, ...(refs.performance ?? [])],
      },
      accessibility: { score: a11y, auditRefs: refs.accessibility ?? [] },
      'best-practices': { score: bp, auditRefs: refs['best-practices'] ?? [] },
    },
    audits: Object.fromEntries(audits.map((a) => [a.id, a])),
  };
}

const culprits = (selector: string, score: number) => ({
  type: 'list',
  items: [
    {
      type: 'table',
      items: [
        { node: { type: 'text', value: 'Total' }, score },
        { node: { type: 'node', selector }, score },
      ],
    },
  ],
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.9, 0.5, 1, 0.7])).toBeCloseTo(0.8);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });
});

describe('goals', () => {
  it('scores reach their goal; times and shifts stay at or under theirs', () => {
    expect(meetsGoal('performance', 0.99)).toBe(true);
    expect(meetsGoal('performance', 0.98)).toBe(false);
    expect(meetsGoal('accessibility', 0.99)).toBe(false);
    expect(meetsGoal('bestPractices', 1)).toBe(true);
    expect(meetsGoal('lcpMs', 1800)).toBe(true);
    expect(meetsGoal('lcpMs', 1801)).toBe(false);
    expect(meetsGoal('tbtMs', 200)).toBe(true);
    expect(meetsGoal('tbtMs', 201)).toBe(false);
    expect(meetsGoal('cls', 0)).toBe(true);
    expect(meetsGoal('cls', 0.001)).toBe(false);
  });

  it('prints measures and goals in the units people read', () => {
    expect(formatMeasure('lcpMs', 2345)).toBe('2.35 s');
    expect(formatMeasure('tbtMs', 149.6)).toBe('150 ms');
    expect(formatMeasure('cls', 0.1)).toBe('0.100');
    expect(formatMeasure('performance', 0.9)).toBe('0.90');
    expect(['performance', 'accessibility', 'lcpMs', 'tbtMs', 'cls'].map((key) => formatGoal(key as never))).toEqual([
      '≥ 0.99',
      '= 1',
      '≤ 1.8 s',
      '≤ 200 ms',
      '= 0',
    ]);
  });
});

describe('measuresOf', () => {
  it('reads the three category scores and the three metrics', () => {
    expect(measuresOf(report({ perf: 0.9, a11y: 1, bp: 0.96, lcp: 2600, tbt: 40, cls: 0.2 }))).toEqual({
      performance: 0.9,
      accessibility: 1,
      bestPractices: 0.96,
      lcpMs: 2600,
      tbtMs: 40,
      cls: 0.2,
    });
  });

  it('refuses a report without a score: that run measured nothing', () => {
    const broken = report();
    broken.categories.performance!.score = null;
    expect(() => measuresOf(broken)).toThrow(/no performance score/);
  });
});

describe('summarizePage', () => {
  it('takes the median of each measure over the runs and names the goals it misses', () => {
    const summary = summarizePage([
      report({ perf: 0.99, cls: 0 }),
      report({ perf: 0.9, cls: 0.2 }),
      report({ perf: 0.93, cls: 0.1 }),
    ]);
    expect(summary.median.performance).toBe(0.93);
    expect(summary.median.cls).toBe(0.1);
    expect(summary.missed).toEqual(['performance', 'cls']);
    expect(summary.runs).toHaveLength(3);
  });

  it('has no findings when every goal is met', () => {
    expect(summarizePage([report(), report(), report()])).toMatchObject({ missed: [], findings: [] });
  });

  const withIndex = (index: number | undefined, fields: Parameters<typeof report>[0]) => ({
    ...report(fields),
    ...(index === undefined ? {} : { environment: { benchmarkIndex: index } }),
  });

  it('judges TBT on a quiet machine only (median CPU index ≥ 2000), and says why not otherwise', () => {
    const quiet = summarizePage([withIndex(2100, { tbt: 250 }), withIndex(1900, { tbt: 260 }), withIndex(2050, {})]);
    expect(quiet.missed).toEqual(['tbtMs']);
    expect(verdictOf(quiet, 'tbtMs')).toBe('MISSED');
    expect(verdictOf(quiet, 'cls')).toBe('met');

    const busy = summarizePage([withIndex(1500, { tbt: 250 }), withIndex(1400, { tbt: 260 }), withIndex(2050, {})]);
    expect(busy).toMatchObject({ missed: [], unjudged: ['tbtMs'], findings: [] });
    expect(verdictOf(busy, 'tbtMs')).toBe('not judged (CPU index 1500 < 2000)');

    const unknown = summarizePage([withIndex(undefined, { tbt: 250, cls: 0.01 })]);
    expect(unknown).toMatchObject({ missed: ['cls'], unjudged: ['tbtMs'] });
    expect(verdictOf(unknown, 'tbtMs')).toBe('not judged (CPU index unknown < 2000)');
    expect(verdictOf(unknown, 'cls')).toBe('MISSED');
  });

  it('explains from the run with the median performance score', () => {
    const runs = [report({ perf: 0.5 }), report({ perf: 0.99 }), report({ perf: 0.8 })];
    expect(typicalRun(runs)).toBe(runs[2]);
  });
});

describe('findingsFor', () => {
  it('names the layout-shift culprit once, though two audits point at it', () => {
    const lhr = report(
      { cls: 0.2 },
      [
        audit('layout-shifts', {
          score: 0,
          scoreDisplayMode: 'metricSavings',
          metricSavings: { CLS: 0.2 },
          displayValue: '1 layout shift found',
          details: culprits('body > footer.site-footer', 0.2).items[0],
        }),
        audit('cls-culprits-insight', {
          score: 0,
          scoreDisplayMode: 'numeric',
          metricSavings: { CLS: 0 },
          details: culprits('body > footer.site-footer', 0.2),
        }),
      ],
      {
        performance: [
          { id: 'layout-shifts', group: 'diagnostics' },
          { id: 'cls-culprits-insight', group: 'insights' },
        ],
      },
    );
    expect(findingsFor(lhr, ['cls'])).toEqual([
      'CLS: layout-shifts — 1 layout shift found (CLS −0.200)',
      '    body > footer.site-footer (shift 0.200)',
    ]);
  });

  it('names what delays the LCP by its savings, with URLs on this site shortened, and the LCP element', () => {
    const lhr = report(
      { lcp: 3000 },
      [
        audit('render-blocking-insight', {
          title: 'Render-blocking requests',
          score: 0,
          scoreDisplayMode: 'metricSavings',
          metricSavings: { LCP: 150 },
          details: { type: 'table', items: [{ url: `${ORIGIN}/brand.css`, totalBytes: 1320, wastedMs: 166 }] },
        }),
        audit('unused-javascript', {
          title: 'Reduce unused JavaScript',
          score: 0,
          scoreDisplayMode: 'metricSavings',
          metricSavings: { LCP: 750 },
          details: {
            type: 'opportunity',
            items: [{ url: `${ORIGIN}/_astro/vendor-react.js`, totalBytes: 220731, wastedBytes: 116756 }],
          },
        }),
        audit('lcp-breakdown-insight', {
          title: 'LCP breakdown',
          score: 1,
          scoreDisplayMode: 'informative',
          details: {
            type: 'list',
            items: [
              { type: 'table', items: [{ label: 'Element render delay', duration: 488.3 }] },
              { type: 'node', selector: 'p#felt-birthdate-hint' },
            ],
          },
        }),
        audit('bootup-time', {
          score: 0.5,
          scoreDisplayMode: 'metricSavings',
          metricSavings: { TBT: 300 },
          details: { type: 'table', items: [{ url: `${ORIGIN}/x.js`, total: 900 }] },
        }),
      ],
      {
        performance: ['render-blocking-insight', 'unused-javascript', 'lcp-breakdown-insight', 'bootup-time'].map(
          (id) => ({ id, group: 'insights' }),
        ),
      },
    );
    expect(findingsFor(lhr, ['lcpMs'])).toEqual([
      'LCP: Reduce unused JavaScript (LCP −750 ms)',
      '    /_astro/vendor-react.js (114.0 KB wasted)',
      'LCP: Render-blocking requests (LCP −150 ms)',
      '    /brand.css (166 ms, 1.3 KB)',
      'LCP: LCP breakdown',
      '    Element render delay (488 ms)',
      '    element p#felt-birthdate-hint',
    ]);
  });

  it('names failing accessibility and best-practice audits, a console error with the URL that caused it', () => {
    const lhr = report(
      { bp: 0.96, a11y: 0.9 },
      [
        audit('errors-in-console', {
          title: 'Browser errors were logged to the console',
          score: 0,
          details: {
            type: 'table',
            items: [
              {
                source: 'network',
                description: 'Failed to load resource: 404',
                sourceLocation: { url: `${ORIGIN}/api/subscription/1/ADR` },
              },
            ],
          },
        }),
        audit('color-contrast', {
          title: 'Contrast',
          score: 0,
          details: { type: 'table', items: [{ node: { selector: 'a.link' } }] },
        }),
        audit('label', { title: 'Labels', score: null, scoreDisplayMode: 'notApplicable' }),
      ],
      { 'best-practices': [{ id: 'errors-in-console' }], accessibility: [{ id: 'color-contrast' }, { id: 'label' }] },
    );
    expect(findingsFor(lhr, ['accessibility', 'bestPractices'])).toEqual([
      'accessibility: Contrast',
      '    a.link',
      'best practices: Browser errors were logged to the console',
      '    /api/subscription/1/ADR: Failed to load resource: 404',
    ]);
  });

  it('says so when no audit names a cause', () => {
    expect(findingsFor(report({ perf: 0.9 }), ['performance'])).toEqual([
      'performance: no audit names a cause (see the JSON report)',
    ]);
  });
});
