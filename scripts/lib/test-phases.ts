// Runs the phases of `npm test` (scripts/test.ts): each starts as soon as the phases it needs have passed, so the
// ones that need nothing of each other run side by side; at the end how long each took and when it ran, so a slow
// phase is seen. A failed phase's output is shown whole; what needs it does not run, the rest runs to its end.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Phase {
  name: string;
  /** The program and its arguments. */
  command: readonly string[];
  /** Where it runs, asked when it starts (it may be made by then); the current folder by default. */
  cwd?: string | (() => Promise<string>);
  /** Side by side with others, still writes its output as it comes (the others write theirs whole when they end). */
  live?: true;
  /** The phases that must have passed before this one starts; without, it starts at once. */
  after?: readonly string[];
}

export interface PhaseResult {
  name: string;
  ok: boolean;
  ms: number;
  /** When it started, from the start of the run. */
  startMs: number;
}

export interface RunResult {
  /** The phases that ran, in the order they ended; a phase missing did not run (what it needed failed). */
  phases: PhaseResult[];
  ms: number;
  /** CPU time of the phases' processes (user + system), where the system tells it (Linux's /proc). */
  cpuMs?: number;
}

export interface RunOptions {
  write?: (text: string) => void;
  env?: NodeJS.ProcessEnv;
}

/** CPU time of every child process that has ended so far (Linux: /proc/self/stat counts it in 1/100 s). */
function childrenCpuMs(): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // Fields after the command name (which may hold spaces, hence the last ')'): cutime and cstime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return undefined;
  }
}

async function run(
  phase: Phase,
  env: NodeJS.ProcessEnv,
  onOutput: (text: string) => void,
): Promise<Omit<PhaseResult, 'startMs'>> {
  const started = performance.now();
  let cwd: string | undefined;
  try {
    cwd = typeof phase.cwd === 'function' ? await phase.cwd() : phase.cwd;
  } catch (error) {
    onOutput(`${phase.name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return { name: phase.name, ok: false, ms: performance.now() - started };
  }
  return new Promise((resolve) => {
    const [program, ...args] = phase.command;
    const child = spawn(program!, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => onOutput(chunk.toString()));
    const done = (ok: boolean) => resolve({ name: phase.name, ok, ms: performance.now() - started });
    child.on('error', (error) => {
      onOutput(`${phase.name}: ${error.message}\n`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/**
 * Runs the phases, each as soon as those it names in `after` have passed. A phase alone writes its output as it
 * comes; phases side by side each write theirs whole when they end, so they never interleave, but for one marked
 * `live`. A phase whose `after` failed (or did not run) does not run; all others run to their end.
 */
export async function runPhases(
  phases: readonly Phase[],
  { write = (text) => process.stdout.write(text), env = process.env }: RunOptions = {},
): Promise<RunResult> {
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const results: PhaseResult[] = [];
  const ended = new Map<string, Promise<boolean>>();
  const alone = phases.length === 1;
  write(
    `\n── ${phases.map((phase) => phase.name + (phase.after ? ` (after ${phase.after.join(', ')})` : '')).join(', ')} ──\n`,
  );
  const start = async (phase: Phase): Promise<boolean> => {
    // Once every phase is in `ended`, so a phase may need one listed after it.
    await Promise.resolve();
    const needed = await Promise.all((phase.after ?? []).map((name) => ended.get(name) ?? Promise.resolve(false)));
    if (!needed.every(Boolean)) return false;
    const startMs = performance.now() - started;
    let result: Omit<PhaseResult, 'startMs'>;
    if (alone || phase.live) {
      result = await run(phase, env, write);
      write(`\n── ${phase.name} ${result.ok ? 'passed' : 'FAILED'} in ${formatMs(result.ms)} ──\n`);
    } else {
      let output = '';
      result = await run(phase, env, (text) => (output += text));
      write(`\n── ${phase.name} (${result.ok ? 'passed' : 'FAILED'}, ${formatMs(result.ms)}) ──\n${output}`);
    }
    results.push({ ...result, startMs });
    return result.ok;
  };
  for (const phase of phases) ended.set(phase.name, start(phase));
  await Promise.all(ended.values());
  const cpuAfter = childrenCpuMs();
  return {
    phases: results,
    ms: performance.now() - started,
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
  };
}

export function formatMs(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** A moment of the run as minutes and seconds from its start: 0:41. */
const clock = (ms: number) => {
  const whole = Math.round(ms / 1000);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/** The table printed at the end: each phase's wall time and when it ran, the run's wall and CPU time; what did not run. */
export function summary(phases: readonly Phase[], run: RunResult): string {
  const width = Math.max(...phases.map((phase) => phase.name.length), 'total'.length);
  const lines = [
    'Phase times (wall clock, and when each ran from the start; CPU is user + system, both cores counted):',
  ];
  const row = (name: string, time: string, note = '') =>
    lines.push(`  ${name.padEnd(width)}  ${time.padStart(7)}${note ? `  ${note}` : ''}`);
  for (const phase of phases) {
    const ran = run.phases.find((candidate) => candidate.name === phase.name);
    if (!ran) {
      row(phase.name, 'not run');
      continue;
    }
    const when = `${clock(ran.startMs)}–${clock(ran.startMs + ran.ms)}`;
    row(phase.name, formatMs(ran.ms), ran.ok ? when : `FAILED, ${when}`);
  }
  row('total', formatMs(run.ms), run.cpuMs === undefined ? '' : `CPU ${formatMs(run.cpuMs)}`);
  return lines.join('\n') + '\n';
}
