// What each title's site is made of, hashed, so a build can tell which sites a change touches: the title's own
// folder (data, logo, favicon, text overrides) and the sources every site shares.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { init as lexerReady, parse as parseImports } from 'es-module-lexer';
import { MEASUREMENT_ENV } from '../../src/domain/measurement/settings.ts';
import type { TitleConfig } from '../../src/domain/title/title-config.ts';
import { CDN_TARGET_ENV, DEFAULT_CDN_TARGET } from './cdn-targets.ts';
import { filesIn } from './files.ts';

/**
 * The sources every site is built from: the code and the default texts, the Astro and TypeScript config, and the
 * locked dependencies (package-lock.json; package.json adds nothing the lock does not say). Beside them, the
 * modules of scripts/ that the build and the Astro config import (`buildScripts`). Tests are left out: they shape
 * no output. Any change to these rebuilds every title.
 */
export const SHARED_INPUTS = ['src', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'] as const;

/** Where the build starts: the script that runs it and the config Astro reads. */
const BUILD_ENTRIES = ['scripts/build-titles.ts', 'astro.config.mjs'];

const TEST_FILE = /\.test\.tsx?$/;

/** Files by repository path, each with the SHA-256 of its bytes. */
export type FileHashes = Record<string, string>;

export interface InputSet {
  /** One hash of all the files' paths and hashes. */
  hash: string;
  files: FileHashes;
}

export interface BuildInputs {
  shared: InputSet;
  /** Each portal title's own folder, by title code. */
  titles: Map<string, InputSet>;
}

export function sha256(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function inputSet(files: FileHashes): InputSet {
  const sorted = Object.keys(files).sort();
  return {
    hash: sha256(sorted.map((file) => `${file}\0${files[file]}\n`).join('')),
    files: Object.fromEntries(sorted.map((file) => [file, files[file]!])),
  };
}

/** What a title's site is made of, in one hash: the shared sources and its own folder. */
export function inputHash(shared: string, own: string): string {
  return sha256(`${shared}\n${own}`);
}

/** Whether a title's site, by the input hash its manifest entry records, was built from these inputs. */
export function builtFrom(entry: { inputHash: string }, inputs: BuildInputs, titleCode: string): boolean {
  const own = inputs.titles.get(titleCode);
  return own !== undefined && entry.inputHash === inputHash(inputs.shared.hash, own.hash);
}

/** Every file under `entry` (a file or a folder), as repository paths; none for a missing entry. */
async function filesUnder(root: string, entry: string): Promise<string[]> {
  try {
    return (await filesIn(path.join(root, entry))).map((file) => `${entry}/${file}`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return [entry];
    if (code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * The build's environment settings the pages and their CSP are made from (monitoring, experiments), as inputs named
 * `env:{NAME}`: a changed setting rebuilds every title and says which. Unset ones are left out.
 */
export function environmentInputs(env: Readonly<Record<string, string | undefined>>): FileHashes {
  // The default target said or not makes the same sites: `--target netlify` is no change from no --target.
  const set = (name: string) =>
    env[name] !== undefined && !(name === CDN_TARGET_ENV && env[name] === DEFAULT_CDN_TARGET);
  return Object.fromEntries(
    [...MEASUREMENT_ENV, CDN_TARGET_ENV].filter(set).map((name) => [`env:${name}`, sha256(env[name]!)]),
  );
}

async function hashFiles(root: string, files: readonly string[]): Promise<FileHashes> {
  const hashes = await Promise.all(
    files.map(async (file) => [file, sha256(await readFile(path.join(root, file)))] as const),
  );
  return Object.fromEntries(hashes);
}

/**
 * The modules of scripts/ the build runs, followed from its entries through their relative imports: a change to
 * the bench, the preview server or the dev server rebuilds nothing.
 */
export async function buildScripts(root: string): Promise<string[]> {
  await lexerReady;
  const found = new Set<string>();
  const queue = [...BUILD_ENTRIES];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const [imports] = parseImports(await readFile(path.join(root, file), 'utf8'), file);
    for (const { n: specifier } of imports) {
      if (!specifier?.startsWith('.')) continue;
      const target = path.posix.join(path.posix.dirname(file), specifier);
      if (target.startsWith('scripts/') && !found.has(target)) {
        found.add(target);
        queue.push(target);
      }
    }
  }
  return [...found, BUILD_ENTRIES[0]!].sort();
}

export async function readBuildInputs(
  root: string,
  titles: readonly TitleConfig[],
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<BuildInputs> {
  const entries = await Promise.all(SHARED_INPUTS.map((entry) => filesUnder(root, entry)));
  const sharedFiles = [...entries.flat(), ...(await buildScripts(root))].filter((file) => !TEST_FILE.test(file));
  const shared = inputSet({ ...(await hashFiles(root, sharedFiles)), ...environmentInputs(env) });
  const own = await Promise.all(
    titles.map(
      async (title) =>
        [
          title.titleCode,
          inputSet(await hashFiles(root, await filesUnder(root, `publications/${title.publication}`))),
        ] as const,
    ),
  );
  return { shared, titles: new Map(own) };
}
