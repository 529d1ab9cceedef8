// `npm run new-title` as an operator runs it, in a child process: with flags it writes the folder and builds the
// site; asked through stdin it re-asks a wrong answer and colours that fail contrast; and it refuses, writing
// nothing, what the build would refuse. Every folder it writes is removed again and the manifest put back.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, MANIFEST } from './build-titles.ts';
import { QUESTIONS } from './lib/new-title.ts';
import { PUBLICATIONS_DIR, ROOT } from './lib/titles.ts';

const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SLUG = 'testavisa-nord';
const CODE = 'ZZT';

function newTitle(args: string[], stdin = ''): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [TSX, 'scripts/new-title.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(stdin);
  });
}

const REQUIRED = [
  '--name',
  'Testavisa Nord',
  '--title-code',
  CODE,
  '--group',
  'aag',
  '--sourcepoint-id',
  '12345',
  '--sourcepoint-pm-id',
  '67890',
  '--phone',
  '07200 99 99',
  '--organization-number',
  '999 888 777',
  '--postal-address',
  'Postboks 1, 9999 Testby',
  '--client-id',
  'client-zzt',
];
const COLOURS = ['--primary', '#0b2a4a', '--accent', '#0a5aa8'];

describe('npm run new-title', () => {
  let manifest: string | undefined;
  let tempDir: string;

  beforeAll(async () => {
    manifest = await readFile(MANIFEST, 'utf8').catch(() => undefined);
    tempDir = await mkdtemp(path.join(tmpdir(), 'minside-new-title-'));
  });

  const cleanUp = async () => {
    await rm(path.join(PUBLICATIONS_DIR, SLUG), { recursive: true, force: true });
    await rm(path.join(DIST, CODE), { recursive: true, force: true });
  };

  afterAll(async () => {
    await cleanUp();
    if (manifest !== undefined) await writeFile(MANIFEST, manifest);
    await rm(tempDir, { recursive: true, force: true });
  });

  it('takes flags, writes the publication folder with the logo given, and builds that one title', async () => {
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 20"><title>Testavisa</title></svg>\n';
    await writeFile(path.join(tempDir, 'logo.svg'), logo);
    const { code, output } = await newTitle([
      ...REQUIRED,
      ...COLOURS,
      '--has-play',
      '--no-has-pulse',
      '--logo',
      path.join(tempDir, 'logo.svg'),
      '--yes',
    ]);
    expect(output).toContain(
      `Wrote publications/${SLUG}/ (title.json, logo.svg, favicon.svg) for Testavisa Nord (${CODE}).`,
    );
    expect(output).toContain(`Built dist-titles/${CODE}/.`);
    expect(code).toBe(0);

    const json = JSON.parse(await readFile(path.join(PUBLICATIONS_DIR, SLUG, 'title.json'), 'utf8'));
    expect(json).toMatchObject({
      publication: SLUG,
      titleCode: CODE,
      hasPulse: false,
      hasPlay: true,
      brand: { minsideUrl: `https://minside.${SLUG}.no/`, colours: { primary: '#0b2a4a', onPrimary: '#ffffff' } },
    });
    expect(json).not.toHaveProperty('playSubdomain');
    expect(await readFile(path.join(PUBLICATIONS_DIR, SLUG, 'logo.svg'), 'utf8')).toBe(logo);
    expect(await readFile(path.join(DIST, CODE, 'kundeservice.html'), 'utf8')).toContain('Testavisa Nord');
    expect(await readFile(path.join(DIST, CODE, `logo/www.${SLUG}.no.svg`), 'utf8')).toBe(logo);
    expect(JSON.parse(await readFile(MANIFEST, 'utf8')).titles[CODE].inputs).toHaveProperty(
      `publications/${SLUG}/title.json`,
    );
    await cleanUp();
  }, 180_000);

  it('asks for what no flag gives, again after a wrong answer, and the colours again when they fail contrast', async () => {
    const answers: Record<string, string[]> = {
      name: ['Testavisa Nord'],
      titleCode: ['zz', CODE],
      group: ['aag'],
      language: ['nn'],
      sourcepointId: ['12345'],
      sourcepointPmId: ['67890'],
      'brand.customerCenterPhoneNumber': ['07200 99 99'],
      'brand.organizationNumber': ['999 888 777'],
      'brand.postalAddress': ['Postboks 1, 9999 Testby'],
      'brand.spidCredential.clientId': ['client-zzt'],
      // Grey behind white header text fails; the second round of colours passes.
      'brand.colours.primary': ['#bbbbbb', '#0b2a4a'],
      'brand.colours.accent': ['#0a5aa8', '#0a5aa8'],
    };
    // Enter for every other question (its default), in the order asked; the colours twice; then logo and favicon.
    const colourFields = QUESTIONS.filter((q) => q.field.startsWith('brand.colours.'));
    const round = (i: number) => colourFields.map((q) => answers[q.field]?.[i] ?? '');
    const lines = QUESTIONS.filter((q) => !q.field.startsWith('brand.colours.') && q.field !== 'playSubdomain').flatMap(
      (q) => answers[q.field] ?? [''],
    );
    const stdin = [...lines, ...round(0), ...round(1), '', ''].join('\n') + '\n';

    const { code, output } = await newTitle(['--skip-build'], stdin);
    expect(output).toContain('expected two to four upper-case letters, or empty, found "zz"');
    expect(output).toContain(
      'The brand colours fail WCAG AA contrast:\n  "onPrimary" #ffffff on "primary" #bbbbbb (header text on the header) have contrast 1.92:1, WCAG AA needs 4.5:1\nChoose the colours again.',
    );
    expect(output).toContain(`Build it with: npm run build -- --title ${CODE}`);
    expect(code).toBe(0);
    const json = JSON.parse(await readFile(path.join(PUBLICATIONS_DIR, SLUG, 'title.json'), 'utf8'));
    expect(json).toMatchObject({ titleCode: CODE, language: 'nn', brand: { colours: { primary: '#0b2a4a' } } });
    expect(await readFile(path.join(PUBLICATIONS_DIR, SLUG, 'logo.svg'), 'utf8')).toContain('>Testavisa Nord</text>');
    expect(existsSync(path.join(DIST, CODE))).toBe(false);
    await cleanUp();
  }, 60_000);

  it.each([
    [
      'a code another title has',
      ['--title-code', 'ADR'],
      'field "titleCode": expected a value no other title has, found "ADR" (also used by Adresseavisen)',
    ],
    [
      "a Min Side domain another title has (FT's)",
      ['--minside-url', 'https://minside.fjt.no/'],
      'field "brand.minsideUrl": expected a value no other title has, found "minside.fjt.no" (also used by Fjordenes Tidende)',
    ],
    [
      'a name another title has',
      ['--name', 'Fjordenes Tidende', '--publication', SLUG],
      'field "name": expected a value no other title has, found "Fjordenes Tidende"',
    ],
    [
      'colours that fail contrast',
      ['--primary', '#bbbbbb'],
      'The brand colours fail WCAG AA contrast:\n  "onPrimary" #ffffff on "primary" #bbbbbb',
    ],
    [
      'a wrong value',
      ['--page-url', 'http://www.testavisa-nord.no/'],
      '--page-url: expected an https:// URL, found "http://www.testavisa-nord.no/"',
    ],
    ['a missing answer', ['--client-id', ''], '--client-id: an answer is needed'],
  ])(
    'refuses %s and writes nothing',
    async (_what, override, message) => {
      const args = [...REQUIRED, ...COLOURS];
      for (let i = 0; i < override.length; i += 2) {
        const at = args.indexOf(override[i]!);
        if (at >= 0) args.splice(at, 2);
        args.push(override[i]!, override[i + 1]!);
      }
      const { code, output } = await newTitle([...args, '--yes', '--skip-build']);
      expect(output).toContain(message);
      expect(output).toContain('No title added');
      expect(code).toBe(1);
      expect(existsSync(path.join(PUBLICATIONS_DIR, SLUG))).toBe(false);
    },
    60_000,
  );

  it('refuses a logo that carries script', async () => {
    await writeFile(
      path.join(tempDir, 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"></svg>',
    );
    const { code, output } = await newTitle([
      ...REQUIRED,
      ...COLOURS,
      '--logo',
      path.join(tempDir, 'evil.svg'),
      '--yes',
      '--skip-build',
    ]);
    expect(output).toContain('--logo: ');
    expect(output).toContain('SVG must not contain scripts, event handlers or foreign objects');
    expect(code).toBe(1);
    expect(existsSync(path.join(PUBLICATIONS_DIR, SLUG))).toBe(false);
  }, 60_000);
});
