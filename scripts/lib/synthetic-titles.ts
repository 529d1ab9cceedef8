// A throwaway copy of the project with N made-up titles, for measuring the build at a scale the group may reach
// (`npm run bench -- --only scale`): the sources and scripts are copied (so the build's ROOT is the copy), the
// installed packages linked, and publications/ holds only the synthetic titles, each a copy of a real one with its
// own code, name, folder and hosts. Nothing of the real checkout is written.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { copyProject } from './project-copy.ts';
import { ROOT } from './titles.ts';

/** What the build reads besides publications/ and node_modules/. */
const PROJECT_FILES = ['src', 'scripts', 'astro.config.mjs', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** The real title every synthetic one copies (its data, logo and favicon). */
const TEMPLATE = 'adressa';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** `SAAA`, `SAAB`, …: four capital letters, as the registry asks, none of them a real title's (none starts with S+3). */
export function syntheticCode(index: number): string {
  return `S${LETTERS[Math.floor(index / 676) % 26]}${LETTERS[Math.floor(index / 26) % 26]}${LETTERS[index % 26]}`;
}

export function syntheticTitle(template: Record<string, unknown>, index: number): Record<string, unknown> {
  const slug = `syntetisk-${index + 1}`;
  const brand = template.brand as Record<string, unknown>;
  return {
    ...template,
    newsroom: slug,
    publication: slug,
    name: `Syntetisk avis ${index + 1}`,
    titleCode: syntheticCode(index),
    pulseProvider: slug,
    brand: {
      ...brand,
      titleDomain: `www.${slug}.no`,
      pageUrl: `https://www.${slug}.no/`,
      minsideUrl: `https://minside.${slug}.no/`,
      customerCenterEmail: `kundeservice@${slug}.no`,
    },
  };
}

/** Makes the copy with `count` titles; returns its root. The caller removes it. */
export async function syntheticProject(count: number): Promise<string> {
  if (count > 26 ** 3) throw new Error(`At most ${26 ** 3} synthetic titles`);
  const root = await copyProject('minside-synthetic-', { entries: PROJECT_FILES });
  const from = path.join(ROOT, 'publications', TEMPLATE);
  const template = JSON.parse(await readFile(path.join(from, 'title.json'), 'utf8')) as Record<string, unknown>;
  const [logo, favicon] = await Promise.all(['logo.svg', 'favicon.svg'].map((file) => readFile(path.join(from, file))));
  for (let index = 0; index < count; index++) {
    const title = syntheticTitle(template, index);
    const folder = path.join(root, 'publications', title.publication as string);
    await mkdir(folder, { recursive: true });
    await Promise.all([
      writeFile(path.join(folder, 'title.json'), JSON.stringify(title, null, 2) + '\n'),
      writeFile(path.join(folder, 'logo.svg'), logo!),
      writeFile(path.join(folder, 'favicon.svg'), favicon!),
    ]);
  }
  return root;
}
