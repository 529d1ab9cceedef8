// DESIGN's layer table as a check: every import of every module under src/ (static, re-export, dynamic, and
// type-only alike) is read with TypeScript's own scanner and held against the rules below.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CALLS, FRONT_DOOR_REFUSALS, type Call } from '../../src/api/contract.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|astro)$/;
const TEST = /\.test\.tsx?$/;

interface Import {
  /** Repo path of the importing file. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Repo path it resolves to, for relative specifiers; undefined for packages and `astro:` modules. */
  target: string | undefined;
}

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The code of a file: all of a .ts/.tsx, or an .astro file's frontmatter and <script> blocks. */
function codeOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (!file.endsWith('.astro')) return [text];
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
  return [...(frontmatter ? [frontmatter] : []), ...scripts];
}

function importsOf(file: string): Import[] {
  return codeOf(file).flatMap((code) =>
    ts.preProcessFile(code, true, true).importedFiles.map(({ fileName: specifier }) => ({
      from: file,
      specifier,
      target: specifier.startsWith('.')
        ? path.join(path.dirname(file), specifier)
        : specifier.startsWith('/')
          ? specifier.slice(1)
          : undefined,
    })),
  );
}

const FILES = filesUnder('src');
const IMPORTS = FILES.flatMap(importsOf);
const under = (dir: string) => (target: string | undefined) =>
  target !== undefined && (target === dir || target.startsWith(`${dir}/`));
const layerOf = (file: string) => /^src\/([^/]+)\//.exec(file)?.[1];

interface Rule {
  name: string;
  /** Files the rule governs. */
  applies(file: string): boolean;
  /** Whether an import of `target` breaks it. */
  breaks(target: string | undefined): boolean;
}

/** Layer rules govern the code that ships; a module's tests may also reach the words and the test harness. */
const shipped = (layer: string) => (file: string) => layerOf(file) === layer && !TEST.test(file);
const ourCodeOutside =
  (...allowed: string[]) =>
  (target: string | undefined) =>
    target !== undefined && !allowed.some((layer) => under(`src/${layer}`)(target));

const RULES: Rule[] = [
  {
    name: 'src/domain imports nothing of ours but src/domain',
    applies: shipped('domain'),
    breaks: ourCodeOutside('domain'),
  },
  {
    name: 'src/api imports only src/api and src/domain',
    applies: shipped('api'),
    breaks: ourCodeOutside('api', 'domain'),
  },
  // DESIGN's table: stores sit on api and domain. src/identity uses the stores, so a store importing it would
  // turn the layers into a cycle; words stay out of stores (they hold status unions the islands put in words).
  {
    name: 'src/stores imports only src/stores, src/api and src/domain',
    applies: shipped('stores'),
    breaks: ourCodeOutside('stores', 'api', 'domain'),
  },
  // Issue 42: the kit is what page models are made of, so it knows none of them.
  {
    name: 'src/stores/kit imports no page model (src/stores/<area>/)',
    applies: (file) => file.startsWith('src/stores/kit/') && !TEST.test(file),
    breaks: (target) => under('src/stores')(target) && !under('src/stores/kit')(target),
  },
  {
    name: 'src/islands never imports src/api (type imports included)',
    applies: (file) => layerOf(file) === 'islands',
    breaks: under('src/api'),
  },
  // The islands' own code sits below the Astro layer and the boot scripts; each <Feature>Screen.astro puts its island
  // in the screens' frame (src/components/screens/).
  {
    name: 'src/islands imports only src/islands, src/identity, src/stores, src/i18n, src/domain and src/assets',
    applies: (file) => shipped('islands')(file) && !file.endsWith('Screen.astro'),
    breaks: ourCodeOutside('islands', 'identity', 'stores', 'i18n', 'domain', 'assets'),
  },
  {
    name: 'a <Feature>Screen.astro in src/islands imports those and the screens’ frame, src/components/screens',
    applies: (file) => shipped('islands')(file) && file.endsWith('Screen.astro'),
    breaks: (target) =>
      !under('src/components/screens')(target) &&
      ourCodeOutside('islands', 'identity', 'stores', 'i18n', 'domain', 'assets')(target),
  },
  // The boot scripts of the static pages (issue 42): below the Astro layer, beside the islands, which they never draw.
  {
    name: 'src/client imports only src/client, the adapters, src/stores, src/api, src/i18n and src/domain',
    applies: shipped('client'),
    breaks: ourCodeOutside(
      'client',
      'identity',
      'consent',
      'analytics',
      'monitoring',
      'stores',
      'api',
      'i18n',
      'domain',
    ),
  },
  // The static screens (issue 42) place the islands and the boot scripts; what a screen loads is theirs to ask.
  {
    name: 'src/components imports only src/components, src/islands, src/client, src/i18n and src/domain',
    applies: shipped('components'),
    breaks: ourCodeOutside('components', 'islands', 'client', 'i18n', 'domain'),
  },
  // The SDK wrapper works below the pages' boot scripts: it tells them through stores ($session, $pageError).
  {
    name: 'src/identity imports only src/identity, src/stores, src/api, src/domain and src/i18n',
    applies: shipped('identity'),
    breaks: ourCodeOutside('identity', 'stores', 'api', 'domain', 'i18n'),
  },
  // Issue 14: the adapters of the third-party services tell the pages through stores, as identity does.
  ...(['consent', 'analytics', 'monitoring'] as const).map((layer) => ({
    name: `src/${layer} imports only src/${layer}, src/stores and src/domain`,
    applies: shipped(layer),
    breaks: ourCodeOutside(layer, 'stores', 'domain'),
  })),
  { name: 'nothing in src/ imports scripts/ (tests included)', applies: () => true, breaks: under('scripts') },
  // The words take values (issue 42): the domain's types and constants, never a page model or the contract.
  {
    name: 'src/i18n imports only src/i18n and src/domain',
    applies: shipped('i18n'),
    breaks: ourCodeOutside('i18n', 'domain'),
  },
  // Words per feature (issue 23): what every page loads never pulls in a feature's words (src/i18n/nb/<area>.ts).
  {
    name: 'src/i18n/nb.ts, the words every page shares, imports no feature’s words',
    applies: (file) => file === 'src/i18n/nb.ts',
    breaks: under('src/i18n/nb'),
  },
];

function breaches(rule: Rule): Import[] {
  return IMPORTS.filter((i) => rule.applies(i.from) && rule.breaks(i.target));
}

const describeBreach = (rule: Rule) => (i: Import) => `${i.from} imports '${i.specifier}', breaking "${rule.name}"`;

describe('import boundaries (DESIGN: layers and what each may import)', () => {
  it('reads the imports of every source file under src/', () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.some((file) => file.endsWith('.astro'))).toBe(true);
    // The scanner sees dynamic imports and the .astro script blocks too (shell.ts loads the identity SDK lazily).
    expect(IMPORTS).toContainEqual(
      expect.objectContaining({ from: 'src/client/shell.ts', specifier: '../identity/session.ts' }),
    );
    expect(IMPORTS).toContainEqual(
      expect.objectContaining({ from: 'src/layouts/PortalLayout.astro', specifier: '../client/shell.ts' }),
    );
  });

  for (const rule of RULES) {
    it(rule.name, () => {
      expect(breaches(rule).map(describeBreach(rule))).toEqual([]);
    });
  }
});

/** Strongly connected groups of more than one store (or a store importing itself), by Tarjan's algorithm. */
function storeCycles(): string[] {
  const stores = FILES.filter((file) => shipped('stores')(file));
  const edges = new Map(
    stores.map((file) => [
      file,
      IMPORTS.filter((i) => i.from === file && i.target && stores.includes(i.target)).map((i) => i.target!),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of edges.get(file)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || edges.get(file)!.includes(file)) cycles.push(group.sort().join(' + '));
  };
  for (const file of stores) if (!index.has(file)) visit(file);
  return cycles.sort();
}

/** The browser's globals the page model keeps behind one door each. */
const DOOR_GLOBALS = ['sessionStorage', 'localStorage', 'location'] as const;
type DoorGlobal = (typeof DOOR_GLOBALS)[number];

/**
 * Where a file reaches one of DOOR_GLOBALS, as `file:line`: by its plain name or as `globalThis.x` / `window.x`,
 * and not where the name is the file's own (a parameter or variable called `location`). Each file is parsed once.
 */
function globalUsesOf(file: string): Record<DoorGlobal, string[]> {
  const uses: Record<DoorGlobal, string[]> = { sessionStorage: [], localStorage: [], location: [] };
  for (const code of codeOf(file)) {
    const source = ts.createSourceFile(
      file,
      code,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const declaredHere = new Set<string>();
    const found: [DoorGlobal, boolean, string][] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isParameter(node) || ts.isVariableDeclaration(node) || ts.isBindingElement(node)) &&
        ts.isIdentifier(node.name)
      )
        declaredHere.add(node.name.text);
      if (ts.isIdentifier(node) && (DOOR_GLOBALS as readonly string[]).includes(node.text)) {
        const parent = node.parent;
        const isMemberName =
          (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
          (ts.isPropertyAssignment(parent) && parent.name === node) ||
          ts.isPropertySignature(parent) ||
          ts.isShorthandPropertyAssignment(parent);
        const onGlobal =
          ts.isPropertyAccessExpression(parent) &&
          parent.name === node &&
          ['globalThis', 'window', 'self'].includes(parent.expression.getText());
        const declaration =
          (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) &&
          parent.name === node;
        if ((onGlobal || !isMemberName) && !declaration)
          found.push([
            node.text as DoorGlobal,
            onGlobal,
            `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
          ]);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    for (const [global, onGlobal, at] of found) if (onGlobal || !declaredHere.has(global)) uses[global].push(at);
  }
  return uses;
}

/** Files that may still reach `location`, each with why; later migrations empty this list. */
const LOCATION_ALLOWED: Record<string, string> = {
  'src/api/client.ts': 'the API client resolves /api/ against the page’s origin, and src/api sits below the stores',
  'src/api/head-start.ts':
    'the inline script in a signed-in page’s head reads the ids in its address (an invoice’s number) before any module, the address door among them, has arrived',
};

/** Files that may still reach the browser's storage beside the door, each with why. */
const STORAGE_ALLOWED: Record<string, string> = {
  'src/api/head-start.ts':
    'the inline script in a signed-in page’s head reads lastAccount before any module, the door among them, has arrived; the guard uses what it asked only for the ids the door reads',
};

const SHIPPED = FILES.filter((file) => !TEST.test(file));
const GLOBAL_USES = new Map(SHIPPED.map((file) => [file, globalUsesOf(file)]));
const usesOf = (global: DoorGlobal, files: string[]) => files.flatMap((file) => GLOBAL_USES.get(file)![global]);

describe('one door to each of the browser’s globals (DESIGN: a page model per screen)', () => {
  it('reads the uses it looks for', () => {
    expect(usesOf('sessionStorage', ['src/stores/kit/browser-storage.ts']).length).toBeGreaterThan(0);
  });

  it('only src/stores/kit/browser-storage.ts touches sessionStorage or localStorage', () => {
    const others = SHIPPED.filter((file) => file !== 'src/stores/kit/browser-storage.ts' && !(file in STORAGE_ALLOWED));
    expect([...usesOf('sessionStorage', others), ...usesOf('localStorage', others)]).toEqual([]);
  });

  it('the files allowed the storage still use it (an empty entry is struck off)', () => {
    for (const file of Object.keys(STORAGE_ALLOWED))
      expect([...usesOf('sessionStorage', [file]), ...usesOf('localStorage', [file])], file).not.toEqual([]);
  });

  it('only src/stores/kit/address.ts reads the address or leaves the page (`location`)', () => {
    const others = SHIPPED.filter((file) => file !== 'src/stores/kit/address.ts' && !(file in LOCATION_ALLOWED));
    expect(usesOf('location', others)).toEqual([]);
  });

  it('the files allowed `location` still use it (an empty entry is struck off)', () => {
    for (const file of Object.keys(LOCATION_ALLOWED)) expect(usesOf('location', [file]), file).not.toEqual([]);
  });

  // A read a page shows starts in one place, the load factory, so that every load has its retry, its refresh and its
  // place in the user-bound registry; an island reaches the backend only through a store (src/islands never imports src/api).
  it('only src/stores/kit/load.ts starts a read when a store is first read (nanostores’ onMount)', () => {
    const onMount = /\bonMount\s*\(/;
    const textOf = (file: string) => codeOf(file).join('\n');
    expect(onMount.test(textOf('src/stores/kit/load.ts'))).toBe(true);
    expect(SHIPPED.filter((file) => file !== 'src/stores/kit/load.ts' && onMount.test(textOf(file)))).toEqual([]);
  });
});

/** `import … from 'valibot'` that brings values (not `import type`): what building a schema needs. */
const VALIBOT_VALUE_IMPORT = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]valibot['"]/m;
const ISLANDS = SHIPPED.filter((file) => layerOf(file) === 'islands');

describe('forms: rules in the domain, radio groups through Choices (DESIGN: an island only renders)', () => {
  it('reads the islands and what they import', () => {
    expect(ISLANDS.length).toBeGreaterThan(20);
    expect(VALIBOT_VALUE_IMPORT.test("import * as v from 'valibot';")).toBe(true);
    expect(VALIBOT_VALUE_IMPORT.test("import type * as v from 'valibot';")).toBe(false);
  });

  it('no island builds a valibot schema: form schemas are in src/domain/<area>/, their words passed in', () => {
    expect(ISLANDS.filter((file) => codeOf(file).some((code) => VALIBOT_VALUE_IMPORT.test(code)))).toEqual([]);
  });

  it('no radio button outside src/islands/shared/Choices.tsx', () => {
    const radio = /type=(?:"radio"|'radio'|\{\s*['"]radio['"]\s*\})/;
    const choices = 'src/islands/shared/Choices.tsx';
    const textOf = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
    expect(radio.test(textOf(choices))).toBe(true);
    expect(SHIPPED.filter((file) => file !== choices && radio.test(textOf(file)))).toEqual([]);
  });
});

// Issue 42: one name per area in every layer (docs/architecture.md, "One name per area"), so a file of a feature is
// found by the area's name, and the build's area chunks (astro.config.mjs) follow from the folders.
describe('one name per area', () => {
  const folders = (dir: string) =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const files = (dir: string, suffix: string) =>
    readdirSync(path.join(ROOT, dir)).filter((name) => name.endsWith(suffix) && !TEST.test(name));
  const AREAS = folders('src/islands').filter((name) => name !== 'shared');
  const ofAnArea = (name: string) => AREAS.some((area) => name === area || name.startsWith(`${area}-`));

  it('every page model is in the kit or an area’s folder, and each area’s models have its rules beside them', () => {
    expect(files('src/stores', '.ts')).toEqual([]);
    expect(folders('src/stores').filter((name) => name !== 'kit' && !AREAS.includes(name))).toEqual([]);
    expect(folders('src/stores').filter((name) => name !== 'kit' && !folders('src/domain').includes(name))).toEqual([]);
  });

  it('calls, words and backend routes are named by their area', () => {
    const notFeatures = ['auth', 'client', 'contract', 'head-start', 'maintenance', 'routes', 'session', 'service'];
    const named = (names: string[], suffix: string) =>
      names.map((name) => name.slice(0, -suffix.length)).filter((name) => !notFeatures.includes(name));
    expect(named(files('src/api', '.ts'), '.ts').filter((name) => !ofAnArea(name))).toEqual([]);
    expect(named(files('src/i18n/nb', '.ts'), '.ts').filter((name) => !ofAnArea(name))).toEqual([]);
    const routes = files('scripts/preview/backend', '-routes.ts');
    expect(named(routes, '-routes.ts').filter((name) => !ofAnArea(name))).toEqual([]);
    // Every area but home (which shows the others' models) answers its calls in a routes file of its name.
    expect(AREAS.filter((area) => area !== 'home' && !routes.some((name) => name.startsWith(`${area}-`)))).toEqual([]);
  });
});

describe('no import cycle among src/stores', () => {
  it('no store imports itself back through others', () => {
    expect(storeCycles().map((cycle) => `import cycle among stores: ${cycle}`)).toEqual([]);
  });
});

/** Every refusal code the contract declares, the front door's included. */
const REFUSAL_CODES = new Set<string>([
  ...FRONT_DOOR_REFUSALS,
  ...Object.values(CALLS as Record<string, Call>).flatMap((call) => call.refusals ?? []),
]);

/**
 * The contract's layer (CALLS and the functions that make its calls) and the domain modules whose constants it
 * declares codes with (a rule names its own refusal).
 */
const CONTRACT_FILES = new Set([
  ...FILES.filter((file) => layerOf(file) === 'api'),
  ...IMPORTS.filter((i) => i.from === 'src/api/contract.ts' && under('src/domain')(i.target)).map((i) => i.target!),
]);

/** Files that write a string a refusal code shares but mean something else by it, each with what. */
const SAME_STRING_OTHER_MEANING: Record<string, string> = {
  'src/client/guard.ts': 'USER_HAS_ACTIVE_SUB as createAccount’s result (ACCOUNT_CREATION_RESULTS), not as a refusal',
  'src/domain/sharing/invite-report.ts':
    'a business invitation’s results (INVITE_RESULTS), which a family invitation’s refusals share',
  'src/domain/student/flow.ts':
    'spec section 8’s student codes, with what each does to the flow; the student stores place them by the contract',
};

/** Where a file writes a refusal code as a string (`'INVOICE_PAID'`), or casts one, as `file:line what`. */
function refusalCodesIn(file: string): { strings: string[]; casts: string[] } {
  const strings: string[] = [];
  const casts: string[] = [];
  for (const code of codeOf(file)) {
    const source = ts.createSourceFile(
      file,
      code,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const at = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`;
    // A code cast to a narrower type, or a lookup by code asserted to be there: the contract's types made useless.
    const isCode = (node: ts.Node) => /\bcode$/i.test(node.getText());
    const visit = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && REFUSAL_CODES.has(node.text))
        strings.push(at(node));
      if (ts.isAsExpression(node) && isCode(node.expression)) casts.push(at(node));
      if (
        ts.isNonNullExpression(node) &&
        ts.isElementAccessExpression(node.expression) &&
        isCode(node.expression.argumentExpression)
      )
        casts.push(at(node));
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { strings, casts };
}

const REFUSALS_SEEN = new Map(SHIPPED.map((file) => [file, refusalCodesIn(file)]));

describe('refusals are typed by the contract (issue 23: src/stores/kit/refusals.ts)', () => {
  it('reads the codes the contract declares, and finds them written', () => {
    expect(REFUSAL_CODES).toContain('INVOICE_PAID');
    expect(REFUSAL_CODES).toContain('UNAUTHENTICATED');
    expect(CONTRACT_FILES).toContain('src/domain/payment/settlement.ts');
    expect(REFUSALS_SEEN.get('src/api/contract.ts')!.strings.length).toBeGreaterThan(20);
  });

  it('no refusal code is written as a string outside the contract and the domain constants it declares them with', () => {
    expect(
      SHIPPED.filter((file) => !CONTRACT_FILES.has(file) && !(file in SAME_STRING_OTHER_MEANING)).flatMap(
        (file) => REFUSALS_SEEN.get(file)!.strings,
      ),
    ).toEqual([]);
  });

  it('the files allowed such a string still write one (an empty entry is struck off)', () => {
    for (const file of Object.keys(SAME_STRING_OTHER_MEANING))
      expect(REFUSALS_SEEN.get(file)!.strings, file).not.toEqual([]);
  });

  it('no island casts a refusal code or asserts its words are there', () => {
    expect(
      SHIPPED.filter((file) => layerOf(file) === 'islands').flatMap((file) => REFUSALS_SEEN.get(file)!.casts),
    ).toEqual([]);
  });
});
