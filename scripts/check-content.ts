// The content checks alone, in a second or two: what `npm run build` would refuse in the editors' texts, and what
// it would only warn about.
//   npm run check:content
import { contentProblems, ContentProblems, errorsOf, formatProblem, warningsOf } from './lib/content-check.ts';
import { ROOT } from './lib/titles.ts';

const started = performance.now();
const problems = await contentProblems(ROOT);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const warnings = warningsOf(problems);
if (warnings.length > 0)
  console.warn(
    `${warnings.length} warning${warnings.length === 1 ? '' : 's'} (the build goes on, but look):\n${warnings.map((warning) => `  ${formatProblem(warning)}`).join('\n')}\n`,
  );
if (errorsOf(problems).length > 0) {
  console.error(`${new ContentProblems(errorsOf(problems)).message}\n(checked in ${seconds} s)`);
  process.exit(1);
}
console.log(
  `The texts are fine: encoding, frontmatter, headings, answers, markdown and links (checked in ${seconds} s).`,
);
