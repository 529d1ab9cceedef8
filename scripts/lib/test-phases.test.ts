import { describe, expect, it } from 'vitest';
import { formatMs, runSteps, summary, type Phase, type Step } from './test-phases.ts';

/** A phase that writes `text`, waits `ms` and exits with `code` (a shell starts faster than Node). */
const phase = (name: string, text: string, ms = 0, code = 0): Phase => ({
  name,
  command: ['/bin/sh', '-c', `printf '%s' "$0"; sleep ${ms / 1000}; exit ${code}`, text],
});

async function runAll(steps: Step[]) {
  let output = '';
  const results = await runSteps(steps, { write: (text) => (output += text) });
  return { results, output, table: summary(steps, results) };
}

describe('runSteps and summary', () => {
  it('runs the steps in order, side by side within a step, each phase’s output whole, and times every phase', async () => {
    const steps: Step[] = [
      [phase('type check', 'checking\nchecked\n', 300), phase('build', 'building\nbuilt\n', 300)],
      phase('unit', 'passed\n'),
    ];
    const { results, output, table } = await runAll(steps);
    expect(results.map((result) => result.phases.map(({ name, ok }) => [name, ok]))).toEqual([
      [
        ['type check', true],
        ['build', true],
      ],
      [['unit', true]],
    ]);
    // Side by side: the step takes about as long as its longer phase, not the sum.
    expect(results[0]!.ms).toBeLessThan(results[0]!.phases[0]!.ms + results[0]!.phases[1]!.ms);
    // Each phase of the step is written whole when it ends, with its result and time; then the next step.
    expect(output).toMatch(/\n── build \(passed, [\d.]+s\) ──\nbuilding\nbuilt\n/);
    expect(output).toMatch(/\n── type check \(passed, [\d.]+s\) ──\nchecking\nchecked\n/);
    expect(output).toMatch(/\n── unit ──\npassed\n$/);
    expect(table.split('\n').slice(1, 5)).toEqual([
      expect.stringMatching(/^ {2}type check {2} +[\d.]+s {2}side by side: [\d.]+s(, CPU [\d.]+s)?$/),
      expect.stringMatching(/^ {2}build {7} +[\d.]+s$/),
      expect.stringMatching(/^ {2}unit {8} +[\d.]+s( {2}CPU [\d.]+s)?$/),
      expect.stringMatching(/^ {2}total {7} +[\d.]+s( {2}CPU [\d.]+s)?$/),
    ]);
  });

  it('stops after a step with a failed phase, keeps that phase’s output, and says what failed and what did not run', async () => {
    const steps: Step[] = [
      [phase('type check', 'src/x.ts: error TS2322\n', 0, 2), phase('build', 'built\n')],
      phase('e2e', 'never\n'),
    ];
    const { results, output, table } = await runAll(steps);
    expect(results).toHaveLength(1);
    expect(output).toContain('── type check (FAILED, ');
    expect(output).toContain('src/x.ts: error TS2322');
    expect(output).not.toContain('never');
    expect(table).toMatch(/\n {2}type check +[\d.]+s {2}FAILED, side by side/);
    expect(table).toMatch(/\n {2}e2e +not run\n/);
  });

  it('a phase marked live writes as it comes beside the others, and each phase runs in its own folder', async () => {
    const pwd = (name: string, ms: number, extra: Partial<Phase>): Phase => ({
      name,
      command: ['/bin/sh', '-c', `sleep ${ms / 1000}; pwd`],
      ...extra,
    });
    const { output } = await runAll([[pwd('e2e', 0, { live: true, cwd: '/tmp' }), pwd('unit', 300, { cwd: '/' })]]);
    // The live phase's output comes first, unheaded, then its end; the other's whole under its heading.
    expect(output).toMatch(
      /^\n── e2e and unit, side by side ──\n\/tmp\n\n── e2e passed in [\d.]+s ──\n\n── unit \(passed, [\d.]+s\) ──\n\/\n$/,
    );
  });

  it('a program that cannot start is a failed phase', async () => {
    const { results, output } = await runAll([{ name: 'lint', command: ['/nonexistent/program'] }]);
    expect(results[0]!.phases[0]!.ok).toBe(false);
    expect(output).toContain('lint: spawn /nonexistent/program ENOENT');
  });
});

describe('formatMs', () => {
  it.each([
    [0, '0.0s'],
    [41_049, '41.0s'],
    [59_940, '59.9s'],
    [60_000, '1m 00s'],
    [72_400, '1m 12s'],
    [419_600, '7m 00s'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatMs(ms)).toBe(text);
  });
});
