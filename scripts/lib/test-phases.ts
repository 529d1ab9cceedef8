// Runs the phases of `npm test` (scripts/test.ts) in order, phases of one step side by side, and says at the end
// how long each took, so a slow phase is seen. The first step that fails stops the run; its output is shown whole.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Phase {
  name: string;
  /** The program and its arguments. */
  command: readonly string[];
  /** Where it runs; the current folder by default. */
  cwd?: string;
  /** Side by side with others, still writes its output as it comes (the others write theirs whole when they end). */
  live?: true;
}

/** One phase, or several that share no scratch files and so run side by side. */
export type Step = Phase | readonly Phase[];

export interface PhaseResult {
  name: string;
  ok: boolean;
  ms: number;
}

export interface StepResult {
  phases: PhaseResult[];
  ms: number;
  /** CPU time of the step's processes (user + system), where the system tells it (Linux's /proc). */
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

function run(phase: Phase, env: NodeJS.ProcessEnv, onOutput: (text: string) => void): Promise<PhaseResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const [program, ...args] = phase.command;
    const child = spawn(program!, args, { env, cwd: phase.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
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
 * Runs the steps in order. A phase alone writes its output as it comes; phases side by side each write theirs
 * whole when they end, so they never interleave, but for one marked `live`. Stops after the first step with a
 * failed phase.
 */
export async function runSteps(
  steps: readonly Step[],
  { write = (text) => process.stdout.write(text), env = process.env }: RunOptions = {},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const step of steps) {
    const phases = Array.isArray(step) ? (step as readonly Phase[]) : [step as Phase];
    const started = performance.now();
    const cpuBefore = childrenCpuMs();
    let outcome: PhaseResult[];
    if (phases.length === 1) {
      write(`\n── ${phases[0]!.name} ──\n`);
      outcome = [await run(phases[0]!, env, write)];
    } else {
      write(`\n── ${phases.map((phase) => phase.name).join(' and ')}, side by side ──\n`);
      outcome = await Promise.all(
        phases.map(async (phase) => {
          if (phase.live) {
            const result = await run(phase, env, write);
            write(`\n── ${phase.name} ${result.ok ? 'passed' : 'FAILED'} in ${formatMs(result.ms)} ──\n`);
            return result;
          }
          let output = '';
          const result = await run(phase, env, (text) => (output += text));
          write(`\n── ${phase.name} (${result.ok ? 'passed' : 'FAILED'}, ${formatMs(result.ms)}) ──\n${output}`);
          return result;
        }),
      );
    }
    const cpuAfter = childrenCpuMs();
    results.push({
      phases: outcome,
      ms: performance.now() - started,
      cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
    });
    if (outcome.some((phase) => !phase.ok)) break;
  }
  return results;
}

export function formatMs(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** The table printed at the end: each phase's wall time, each step's CPU time, and the totals; what did not run. */
export function summary(steps: readonly Step[], results: readonly StepResult[]): string {
  const names = steps.flatMap((step) =>
    (Array.isArray(step) ? (step as readonly Phase[]) : [step as Phase]).map((phase) => phase.name),
  );
  const width = Math.max(...names.map((name) => name.length), 'total'.length);
  const lines = ['Phase times (wall clock; CPU is user + system of the step, both cores counted):'];
  const row = (name: string, time: string, note = '') =>
    lines.push(`  ${name.padEnd(width)}  ${time.padStart(7)}${note ? `  ${note}` : ''}`);
  steps.forEach((step, index) => {
    const phases = Array.isArray(step) ? (step as readonly Phase[]) : [step as Phase];
    const result = results[index];
    phases.forEach((phase, at) => {
      const ran = result?.phases.find((candidate) => candidate.name === phase.name);
      if (!ran) return row(phase.name, 'not run');
      const notes = [ran.ok ? '' : 'FAILED'];
      if (at === 0 && phases.length > 1) notes.push(`side by side: ${formatMs(result!.ms)}`);
      if (at === 0 && result!.cpuMs !== undefined) notes.push(`CPU ${formatMs(result!.cpuMs)}`);
      row(phase.name, formatMs(ran.ms), notes.filter(Boolean).join(', '));
    });
  });
  const cpu = results.every((result) => result.cpuMs !== undefined)
    ? `CPU ${formatMs(results.reduce((sum, result) => sum + result.cpuMs!, 0))}`
    : '';
  row('total', formatMs(results.reduce((sum, result) => sum + result.ms, 0)), cpu);
  return lines.join('\n') + '\n';
}
