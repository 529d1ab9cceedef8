// The content checks alone, in a second or two: what `npm run build` would refuse in the editors' texts.
//   npm run check:content
import { contentProblems, ContentProblems } from './lib/content-check.ts';
import { ROOT } from './lib/titles.ts';

const started = performance.now();
const problems = await contentProblems(ROOT);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length > 0) {
  console.error(`${new ContentProblems(problems).message}\n(checked in ${seconds} s)`);
  process.exit(1);
}
console.log(`The texts are fine: frontmatter, headings, answers and links (checked in ${seconds} s).`);
