// npm test: the type check and the lint and format check beside the build (they share no scratch files); then, side
// by side, the e2e tests in Chromium on the built sites and, in a copy of the project, the unit tests followed by the tests that build (these
// write dist-titles/ and publications/, which the e2e tests serve and edit: the copy keeps them apart). Both phases
// share the two cores, which the e2e tests' Chromium keeps nearly busy alone. At the end the time of each phase. The
// first failing step stops the run with its output (docs/testing.md).
import { rm } from 'node:fs/promises';
import { copyProject } from './lib/project-copy.ts';
import { runSteps, summary, type Step, type StepResult } from './lib/test-phases.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const script = (name: string, ...args: string[]) => [
  npm,
  'run',
  '--silent',
  name,
  ...(args.length ? ['--', ...args] : []),
];

const BUILD: Step = [
  { name: 'type check', command: script('typecheck') },
  // ESLint with no warning allowed, then Prettier's check (package.json's `lint:check`); fails on either.
  { name: 'lint and format check', command: script('lint:check') },
  { name: 'build', command: script('build') },
];
// Vitest runs the `builds` project after the others (its groupOrder), one file at a time.
const tests = (copy: string): Step => [
  { name: 'e2e', command: script('test:e2e'), live: true },
  { name: 'unit, then build tests', command: script('test:unit'), cwd: copy },
  // The preview against Cloudflare Pages' own runtime (wrangler pages dev), on a copy of one built site: ~6 s of CPU.
  { name: 'host parity', command: script('test:hosts') },
];

const passed = (results: readonly StepResult[]) => results.every((result) => result.phases.every((phase) => phase.ok));

// Colours as in a terminal, though the phases write into a pipe.
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const steps: Step[] = [BUILD];
const results = await runSteps(steps, { env });
if (passed(results)) {
  const copy = await copyProject('minside-test-', { withBuiltSites: true });
  try {
    const step = tests(copy);
    steps.push(step);
    results.push(...(await runSteps([step], { env })));
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
} else {
  steps.push(tests('(not made)'));
}
process.stdout.write(`\n${summary(steps, results)}`);
process.exitCode = results.length === steps.length && passed(results) ? 0 : 1;
