// Adds a newspaper: asks for what the flags do not give, checks each answer as the registry will, writes
// publications/{slug}/ (title.json, logo.svg, favicon.svg) and builds that one title's site.
//   npm run new-title                                              asks for everything
//   npm run new-title -- --name "Fjordposten" --title-code FJP …    takes flags; --yes takes the defaults for the rest
//   … --logo path/to/logo.svg --favicon path/to/favicon.svg        the brand files (else drawn from the name)
//   … --skip-build                                                 write and check, build later
//   npm run new-title -- --help                                    every flag
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { TitleConfigError } from '../src/domain/title/registry.ts';
import { logoImageSize } from '../src/domain/title/logo-size.ts';
import { buildTitles } from './build-titles.ts';
import {
  answerProblem,
  COLOUR_FIELDS,
  colourProblems,
  checkEntry,
  faviconSvg,
  parseAnswer,
  QUESTIONS,
  titleJson,
  wordmarkSvg,
  type Answers,
  type Question,
} from './lib/new-title.ts';
import { assertSafeSvg } from './lib/site-files.ts';
import { loadTitleEntries, PUBLICATIONS_DIR, ROOT } from './lib/titles.ts';

const OPTIONS: ParseArgsOptionsConfig = {
  ...Object.fromEntries(
    QUESTIONS.map((question) => [question.flag, { type: question.kind === 'yes/no' ? 'boolean' : 'string' }]),
  ),
  logo: { type: 'string' },
  favicon: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  'skip-build': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

function printHelp(): void {
  console.log('npm run new-title -- [flags]: asks for every field no flag gives.\n');
  for (const question of QUESTIONS) {
    const flag =
      question.kind === 'yes/no'
        ? `--${question.flag} / --no-${question.flag}`
        : `--${question.flag} <${question.kind}>`;
    console.log(`  ${flag.padEnd(60)} ${question.prompt}`);
  }
  console.log(`  ${'--logo <file.svg>, --favicon <file.svg>'.padEnd(60)} the brand files (else drawn from the name)`);
  console.log(`  ${'--yes'.padEnd(60)} take the default of every question no flag answers`);
  console.log(`  ${'--skip-build'.padEnd(60)} write and check the folder, but do not build`);
}

class Refusal extends Error {}

/** Reads answers line by line from stdin, a terminal or a pipe alike. */
function lineReader() {
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  return {
    async ask(prompt: string): Promise<string> {
      process.stdout.write(prompt);
      const next = await lines.next();
      if (next.done) throw new Refusal('The input ended before every question was answered; nothing was written.');
      return next.value;
    },
    close: () => void lines.return?.(),
  };
}

type Reader = ReturnType<typeof lineReader>;

/** A flag's value as given, or undefined when the flag was not given. */
function flagValue(values: Record<string, string | boolean | undefined>, question: Question): string | undefined {
  const value = values[question.flag];
  if (value === undefined) return undefined;
  return typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
}

/** One answer: from its flag, the default (with --yes), or asked until it fits. */
async function answer(
  question: Question,
  answers: Answers,
  given: string | undefined,
  acceptDefaults: boolean,
  reader: () => Reader,
): Promise<void> {
  const fallback = question.default?.(answers);
  const judge = (raw: string): string | undefined => {
    if (raw.trim() === '') {
      if (fallback === undefined) return 'an answer is needed';
      answers[question.field] = fallback;
      return undefined;
    }
    const parsed = parseAnswer(question, raw);
    if (typeof parsed === 'object') return parsed.problem;
    const problem = answerProblem(question, parsed);
    if (problem === undefined) answers[question.field] = parsed;
    return problem;
  };
  if (given !== undefined || acceptDefaults) {
    const problem = judge(given ?? '');
    if (problem) throw new Refusal(`--${question.flag}: ${problem}`);
    return;
  }
  const shown = fallback === undefined ? '' : ` [${fallback === true ? 'yes' : fallback === false ? 'no' : fallback}]`;
  const hint = question.kind === 'yes/no' ? ' (yes/no)' : '';
  for (;;) {
    const problem = judge(await reader().ask(`${question.prompt}${hint}${shown}: `));
    if (!problem) return;
    console.log(`  ${problem}`);
  }
}

/** A brand file given on the command line, checked as the build will: safe SVG, and for the logo a size. */
async function brandFile(file: string, role: 'logo' | 'favicon'): Promise<string> {
  const svg = await readFile(file, 'utf8').catch(() => {
    throw new Refusal(`--${role}: cannot read ${file}`);
  });
  try {
    assertSafeSvg(svg, file);
    if (role === 'logo') logoImageSize(svg, file);
  } catch (error) {
    throw new Refusal(`--${role}: ${(error as Error).message}`);
  }
  return svg;
}

const questionOf = (field: string) => QUESTIONS.find((question) => question.field === field)!;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: OPTIONS, allowNegative: true });
  if (values.help) return printHelp();
  const given = values as Record<string, string | boolean | undefined>;
  const acceptDefaults = values.yes === true;
  let reader: Reader | undefined;
  const ask = () => (reader ??= lineReader());
  try {
    const answers: Answers = {};
    for (const question of QUESTIONS) {
      if (question.when && !question.when(answers)) continue;
      await answer(question, answers, flagValue(given, question), acceptDefaults, ask);
      // The colours are judged together once the last one is in: asked again until they pass, unless they came
      // from flags or defaults, which only the caller can change.
      if (question.field !== COLOUR_FIELDS.at(-1)) continue;
      const fixed = acceptDefaults || COLOUR_FIELDS.some((field) => flagValue(given, questionOf(field)) !== undefined);
      for (let problems = colourProblems(answers); problems.length > 0; problems = colourProblems(answers)) {
        const said = `The brand colours fail WCAG AA contrast:\n  ${problems.join('\n  ')}`;
        if (fixed) throw new Refusal(said);
        console.log(`${said}\nChoose the colours again.`);
        for (const field of COLOUR_FIELDS) await answer(questionOf(field), answers, undefined, false, ask);
      }
    }
    const logoFile =
      (given.logo as string | undefined) ??
      (acceptDefaults ? '' : await ask().ask('Logo SVG file (Enter draws a wordmark of the name): '));
    const faviconFile =
      (given.favicon as string | undefined) ??
      (acceptDefaults ? '' : await ask().ask('Favicon SVG file (Enter draws the first letter): '));
    reader?.close();

    const entry = titleJson(answers);
    const title = checkEntry(entry, await loadTitleEntries());
    const { colours } = title.brand;
    const logo = logoFile.trim()
      ? await brandFile(logoFile.trim(), 'logo')
      : wordmarkSvg(title.name, colours.onPrimary);
    const favicon = faviconFile.trim()
      ? await brandFile(faviconFile.trim(), 'favicon')
      : faviconSvg(title.name, colours.primary, colours.onPrimary);

    const folder = path.join(PUBLICATIONS_DIR, title.publication);
    if (existsSync(folder)) throw new Refusal(`publications/${title.publication}/ exists already`);
    // Written beside publications/ and moved in whole, so no build or test ever reads half a folder.
    const staging = path.join(ROOT, '.build/new-title', title.publication);
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'title.json'), JSON.stringify(entry, null, 2) + '\n');
    await writeFile(path.join(staging, 'logo.svg'), logo);
    await writeFile(path.join(staging, 'favicon.svg'), favicon);
    await rename(staging, folder);
    console.log(
      `\nWrote publications/${title.publication}/ (title.json, logo.svg, favicon.svg) for ${title.name} (${title.titleCode}).`,
    );

    if (values['skip-build']) {
      console.log(`Build it with: npm run build -- --title ${title.titleCode}`);
      return;
    }
    console.log(`Building ${title.titleCode}…`);
    await buildTitles({ codes: [title.titleCode] }).catch((error: unknown) => {
      throw new Error(
        `publications/${title.publication}/ is written, but its build failed: ${(error as Error).message}`,
      );
    });
    console.log(
      `\nBuilt dist-titles/${title.titleCode}/. Look at it: npm run preview -- --title ${title.titleCode}, or edit live: npm run dev -- --title ${title.titleCode}`,
    );
  } finally {
    reader?.close();
  }
}

try {
  await main();
} catch (error) {
  const refused = error instanceof Refusal || error instanceof TitleConfigError;
  console.error(refused ? `\nNo title added: ${error.message}` : `\n${(error as Error).message}`);
  process.exit(1);
}
