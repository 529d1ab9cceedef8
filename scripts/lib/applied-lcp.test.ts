// The arithmetic of the LCP under applied throttling: medians, the ratio to the static page, the goal of each kind.
import { describe, expect, it } from 'vitest';
import { LCP_GOALS, summarizeAppliedLcp, type AppliedLcpPage } from './applied-lcp.ts';
import type { PageKind } from './lighthouse-audit.ts';

const page = (path: string, kind: PageKind, ...ms: number[]): AppliedLcpPage => ({
  target: { path: path as never, what: path, persona: kind === 'static' ? null : 'digital', kind },
  runs: ms.map((value, run) => ({ ms: value, element: `p "run ${run + 1}"` })),
});

describe('summarizeAppliedLcp', () => {
  it('takes each page’s median run with its element, and a signed-in page’s ratio to the static page against its kind’s goal', () => {
    const rows = summarizeAppliedLcp([
      page('/', 'home', 600, 500, 700),
      page('/kundeservice', 'static', 400, 450, 420),
      page('/endre-profil', 'ownText', 1900, 1700, 1800),
    ]);
    expect(rows).toEqual([
      { path: '/', kind: 'home', medianMs: 600, ratio: 600 / 420, goal: 1.5, met: true, element: 'p "run 1"' },
      {
        path: '/kundeservice',
        kind: 'static',
        medianMs: 420,
        ratio: undefined,
        goal: undefined,
        met: true,
        element: 'p "run 3"',
      },
      {
        path: '/endre-profil',
        kind: 'ownText',
        medianMs: 1800,
        ratio: 1800 / 420,
        goal: 2,
        met: false,
        element: 'p "run 3"',
      },
    ]);
  });

  it.each([
    ['home', 1.5],
    ['ownText', 2],
    ['userData', 3],
  ] as const)('a %s page meets its goal at exactly %s× the static page and misses it just above', (kind, goal) => {
    expect(LCP_GOALS[kind]).toBe(goal);
    const [atGoal, above] = summarizeAppliedLcp([
      page('/a', kind, 400 * goal),
      page('/b', kind, 400 * goal + 1),
      page('/kundeservice', 'static', 400),
    ]);
    expect(atGoal!.met).toBe(true);
    expect(above!.met).toBe(false);
  });

  it('of an even number of runs takes the lower middle one, a run that happened', () => {
    expect(summarizeAppliedLcp([page('/kundeservice', 'static', 500, 300)])[0]!.medianMs).toBe(300);
  });

  it('cannot compare without a static page', () => {
    expect(() => summarizeAppliedLcp([page('/', 'home', 500)])).toThrow(/static page/);
  });
});
