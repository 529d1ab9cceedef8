import { describe, expect, it } from 'vitest';
import { formatMs, runPhases, summary, type Phase } from './test-phases.ts';

/** A phase that writes `text`, waits `ms` and exits with `code` (a shell starts faster than Node). */
const phase = (name: string, text: string, ms = 0, code = 0, extra: Partial<Phase> = {}): Phase => ({
  name,
  command: ['/bin/sh', '-c', `printf '%s' "$0"; sleep ${ms / 1000}; exit ${code}`, text],
  ...extra,
});

async function runAll(phases: Phase[]) {
  let output = '';
  const result = await runPhases(phases, { write: (text) => (output += text) });
  return { result, output, table: summary(phases, result) };
}

const ran = (result: Awaited<ReturnType<typeof runPhases>>, name: string) =>
  result.phases.find((phase) => phase.name === name)!;

describe('runPhases and summary', () => {
  it('runs side by side what needs nothing, starts a phase when what it needs has passed, writes each whole, times every phase', async () => {
    const phases: Phase[] = [
      phase('build', 'building\nbuilt\n', 300),
      phase('type check', 'checking\nchecked\n', 600),
      phase('unit', 'passed\n', 0, 0, { after: ['build'] }),
    ];
    const { result, output, table } = await runAll(phases);
    expect(result.phases.map(({ name, ok }) => [name, ok])).toEqual([
      ['build', true],
      ['unit', true],
      ['type check', true],
    ]);
    // The type check beside the build, the unit phase once the build has passed, while the type check still runs.
    expect(ran(result, 'type check').startMs).toBeLessThan(ran(result, 'build').ms);
    expect(ran(result, 'unit').startMs).toBeGreaterThanOrEqual(ran(result, 'build').ms);
    expect(ran(result, 'unit').startMs).toBeLessThan(ran(result, 'type check').ms);
    expect(result.ms).toBeLessThan(ran(result, 'build').ms + ran(result, 'type check').ms);
    // Each phase is written whole when it ends, with its result and time.
    expect(output).toMatch(/^\n── build, type check, unit \(after build\) ──\n/);
    expect(output).toMatch(/\n── build \(passed, [\d.]+s\) ──\nbuilding\nbuilt\n/);
    expect(output).toMatch(
      /\n── unit \(passed, [\d.]+s\) ──\npassed\n\n── type check \(passed, [\d.]+s\) ──\nchecking\nchecked\n$/,
    );
    expect(table.split('\n').slice(1, 5)).toEqual([
      expect.stringMatching(/^ {2}build {7} +[\d.]+s {2}0:00–0:0\d$/),
      expect.stringMatching(/^ {2}type check +[\d.]+s {2}0:00–0:0\d$/),
      expect.stringMatching(/^ {2}unit {8} +[\d.]+s {2}0:0\d–0:0\d$/),
      expect.stringMatching(/^ {2}total {7} +[\d.]+s( {2}CPU [\d.]+s)?$/),
    ]);
  });

  it('does not start what needs a failed phase, runs the rest to its end, keeps the failed output, says what did not run', async () => {
    const phases: Phase[] = [
      phase('build', 'src/x.ts: error TS2322\n', 0, 2),
      phase('lint', 'linted\n', 300),
      phase('e2e', 'never\n', 0, 0, { after: ['build'] }),
      phase('parity', 'never either\n', 0, 0, { after: ['e2e'] }),
    ];
    const { result, output, table } = await runAll(phases);
    expect(result.phases.map(({ name, ok }) => [name, ok])).toEqual([
      ['build', false],
      ['lint', true],
    ]);
    expect(output).toContain('── build (FAILED, ');
    expect(output).toContain('src/x.ts: error TS2322');
    expect(output).toContain('linted');
    expect(output).not.toContain('never');
    expect(table).toMatch(/\n {2}build +[\d.]+s {2}FAILED, 0:00–0:00\n/);
    expect(table).toMatch(/\n {2}e2e +not run\n {2}parity +not run\n/);
  });

  it('a phase may need one listed after it', async () => {
    const { result } = await runAll([
      phase('unit', 'passed\n', 0, 0, { after: ['build'] }),
      phase('build', 'built\n', 100),
    ]);
    expect(result.phases.map(({ name, ok }) => [name, ok])).toEqual([
      ['build', true],
      ['unit', true],
    ]);
  });

  it('a phase marked live writes as it comes beside the others, and each phase runs in its own folder, made when it starts', async () => {
    const pwd = (name: string, ms: number, extra: Partial<Phase>): Phase => ({
      name,
      command: ['/bin/sh', '-c', `sleep ${ms / 1000}; pwd`],
      ...extra,
    });
    let asked = 0;
    const { output } = await runAll([
      pwd('e2e', 0, { live: true, cwd: '/tmp' }),
      pwd('unit', 300, { cwd: () => Promise.resolve(`/${asked++ ? 'twice' : ''}`) }),
    ]);
    // The live phase's output comes first, unheaded, then its end; the other's whole under its heading.
    expect(output).toMatch(
      /^\n── e2e, unit ──\n\/tmp\n\n── e2e passed in [\d.]+s ──\n\n── unit \(passed, [\d.]+s\) ──\n\/\n$/,
    );
    expect(asked).toBe(1);
  });

  it('a program that cannot start, or a folder that cannot be made, is a failed phase', async () => {
    const { result, output } = await runAll([
      { name: 'lint', command: ['/nonexistent/program'] },
      { name: 'unit', command: ['true'], cwd: () => Promise.reject(new Error('no space left')) },
    ]);
    expect(result.phases.map(({ name, ok }) => [name, ok])).toEqual([
      ['unit', false],
      ['lint', false],
    ]);
    expect(output).toContain('lint: spawn /nonexistent/program ENOENT');
    expect(output).toContain('unit: no space left');
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
