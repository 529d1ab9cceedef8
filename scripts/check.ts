// `npm run check`: the type check and ESLint over one TypeScript program. `astro check` type-checks the .astro files
// (tsconfig.astro.json's roots; it also writes Astro's generated types in .astro/, which the program reads); then one
// program of tsconfig.json (every .ts and .tsx) gives TypeScript's errors as `tsc --noEmit` reports them, and ESLint's
// type-aware rules read the same program (`parserOptions.programs`), so the tree is parsed and its types worked out
// once, not once for each. Every check runs whatever the others found; any error, or any ESLint warning, fails it.
//   npm run check                    all of it (npm test's "type check and lint" phase)
//   npm run typecheck                the type checks only (astro check, then TypeScript's)
//   npm run lint                     ESLint only (after `astro sync`), still on a program built once
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { ROOT } from './lib/titles.ts';

const ASTRO_BIN = path.join(ROOT, 'node_modules/astro/bin/astro.mjs');
const pretty = Boolean(process.stdout.isTTY || process.env.FORCE_COLOR);

/** `astro check` (or, with only ESLint to run, `astro sync`) in a child process; whether it passed. */
function astro(args: string[]): boolean {
  const run = spawnSync(process.execPath, [ASTRO_BIN, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  });
  return run.status === 0;
}

/** The program `tsc -p tsconfig.json` would build, with the errors of its config file. */
function createProgram(): ts.Program {
  const configProblems: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => configProblems.push(diagnostic) },
  );
  if (!parsed) throw new Error(ts.formatDiagnostics(configProblems, formatHost));
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences,
    configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
  });
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => ROOT,
  getNewLine: () => '\n',
};

/** TypeScript's errors as `tsc --noEmit` finds and prints them; whether there were none. */
function typeCheck(program: ts.Program): boolean {
  const diagnostics = ts.sortAndDeduplicateDiagnostics([
    ...program.getConfigFileParsingDiagnostics(),
    ...program.getOptionsDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ]);
  const errors = diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error).length;
  if (diagnostics.length > 0)
    process.stdout.write(
      (pretty ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics)(diagnostics, formatHost) + '\n',
    );
  process.stdout.write(
    `TypeScript (${program.getRootFileNames().length} files of tsconfig.json): ${errors} error${errors === 1 ? '' : 's'}\n`,
  );
  return errors === 0;
}

/** ESLint over the tree as `eslint . --max-warnings 0`, its type-aware rules on `program`; whether nothing was found. */
async function lint(program: ts.Program): Promise<boolean> {
  const eslint = new ESLint({
    cwd: ROOT,
    // The files the config gives type information (the rest have it turned off): the program holds each of them.
    // A script inside an .astro file (`x.astro/0.ts`) is no file of it, and its type-aware rules are off anyway.
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        ignores: ['**/*.astro/**'],
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    ],
  });
  const results = await eslint.lintFiles(['.']);
  const output = await (await eslint.loadFormatter('stylish')).format(results);
  if (output) process.stdout.write(output + '\n');
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  const warnings = results.reduce((sum, result) => sum + result.warningCount, 0);
  process.stdout.write(`ESLint (${results.length} files): ${errors} errors, ${warnings} warnings (none allowed)\n`);
  return errors + warnings === 0;
}

const { values } = parseArgs({ options: { types: { type: 'boolean' }, lint: { type: 'boolean' } } });
const all = !values.types && !values.lint;
const ok: boolean[] = [];
// astro check writes .astro/ before it checks (so the program below reads Astro's types), astro sync does only that.
ok.push(all || values.types ? astro(['check', '--tsconfig', 'tsconfig.astro.json']) : astro(['sync']));
const program = createProgram();
if (all || values.types) ok.push(typeCheck(program));
if (all || values.lint) ok.push(await lint(program));
process.exitCode = ok.every(Boolean) ? 0 : 1;
