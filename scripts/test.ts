// npm test: the build, and beside it the checks (type check and ESLint, Prettier's check); once the build has passed,
// the e2e tests in Chromium on the built sites, the host parity and, in a copy of the project, the unit tests followed
// by the tests that build (these write dist-titles/ and publications/, which the e2e tests serve and edit: the copy
// keeps them apart). The e2e tests need only the build, so they start after it rather than after the checks, which
// share the cores with them (docs/testing.md, "How the suite stays quick"). At the end the time of each phase.
// Whatever fails, the rest that can run runs; a failure fails the run, its output shown whole.
import { rm } from 'node:fs/promises';
import { copyProject } from './lib/project-copy.ts';
import { runPhases, summary, type Phase, type RunResult } from './lib/test-phases.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const script = (name: string, ...args: string[]) => [
  npm,
  'run',
  '--silent',
  name,
  ...(args.length ? ['--', ...args] : []),
];

// Made when the build has passed, with its sites hard-linked; removed at the end.
let copy: Promise<string> | undefined;
const makeCopy = () => (copy ??= copyProject('minside-test-', { withBuiltSites: true }));

const PHASES: Phase[] = [
  { name: 'build', command: script('build') },
  // `astro check` of the .astro files, then TypeScript's check and ESLint (no warning allowed) over one program
  // (scripts/check.ts), and Prettier's check: each fails the run on any finding.
  { name: 'type check and lint', command: script('check') },
  { name: 'format check', command: script('format:check') },
  { name: 'e2e', command: script('test:e2e'), live: true, after: ['build'] },
  // Vitest runs the `builds` project after the others (its groupOrder), one file at a time.
  { name: 'unit, then build tests', command: script('test:unit'), cwd: makeCopy, after: ['build'] },
  // The preview against Cloudflare Pages' own runtime (wrangler pages dev), on a copy of one built site: ~6 s of CPU.
  { name: 'host parity', command: script('test:hosts'), after: ['build'] },
];

const passed = (result: RunResult) =>
  result.phases.length === PHASES.length && result.phases.every((phase) => phase.ok);

// Colours as in a terminal, though the phases write into a pipe.
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env;
let result: RunResult;
try {
  result = await runPhases(PHASES, { env });
} finally {
  const made = await copy?.catch(() => undefined);
  if (made) await rm(made, { recursive: true, force: true });
}
process.stdout.write(`\n${summary(PHASES, result)}`);
process.exitCode = passed(result) ? 0 : 1;
