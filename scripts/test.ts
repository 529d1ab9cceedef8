// npm test: the type check beside the build (they share no scratch files), then the unit tests, the tests that
// build (one at a time: they write dist-titles/ and publications/), and the e2e tests in Chromium; at the end
// the time of each phase. The first failing step stops the run with its output (docs/testing.md).
import { runSteps, summary, type Step } from './lib/test-phases.ts';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const script = (name: string, ...args: string[]) => [npm, 'run', '--silent', name, ...(args.length ? ['--', ...args] : [])];

const STEPS: Step[] = [
  [
    { name: 'type check', command: script('typecheck') },
    { name: 'build', command: script('build') },
  ],
  { name: 'unit', command: script('test:unit', '--project', 'unit', '--project', 'page-state') },
  { name: 'build tests', command: script('test:unit', '--project', 'builds') },
  { name: 'e2e', command: script('test:e2e') },
];

// Colours as in a terminal, though the phases write into a pipe.
const env = process.stdout.isTTY && !process.env.NO_COLOR ? { ...process.env, FORCE_COLOR: '1' } : process.env;
const results = await runSteps(STEPS, { env });
process.stdout.write(`\n${summary(STEPS, results)}`);
const ok = results.length === STEPS.length && results.every((result) => result.phases.every((phase) => phase.ok));
process.exitCode = ok ? 0 : 1;
