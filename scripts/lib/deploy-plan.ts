// What a deploy must do to bring each title's CDN site from the last deploy (its manifest) to this build: the
// files to upload, in an order that never lets a page go live before what it loads, and the files to delete.
import path from 'node:path';
import { CLOUDFRONT_FILE, DEFAULT_CDN_TARGET, type CdnTarget } from './cdn-targets.ts';
import {
  describeChanges,
  listChanges,
  siteFileEntries,
  type FileEntry,
  type HashCache,
  type Manifest,
} from './manifest.ts';

/** Bundles carry a hash of their bytes in their name and are cached for a year (`immutable`). */
const ASSET_DIR = '_astro/';
/** The rule files the host reads from the deploy itself (Netlify's and Cloudflare Pages'): uploaded, before the pages. */
const CDN_RULES = new Set(['_headers', '_redirects']);
/**
 * Files that are the host's configuration, never published: `_cloudfront.json` is what the deploy tool sets as
 * object metadata and distribution config (docs/operators.md); uploaded, it would be served to anyone who asks.
 */
const HOST_CONFIG = new Set([CLOUDFRONT_FILE]);

export interface PlannedFile extends FileEntry {
  path: string;
}

export interface TitlePlan {
  status: 'added' | 'changed' | 'removed';
  /** New or changed files, bundles first, then the other files, the CDN rules, and the pages last. */
  upload: PlannedFile[];
  /** Files the new site no longer has. */
  delete: string[];
  /**
   * Bundles the new site no longer names. A tab opened before the deploy may still load them, so they are
   * deleted later (docs/operators.md, "Deploying"); their names are never used again for other bytes.
   */
  retire: string[];
  /** Changed host configuration (`_cloudfront.json`) for the deploy tool to apply, never to upload; only when there is some. */
  apply?: PlannedFile[];
}

export interface DeployPlan {
  from: string | null;
  to: string;
  /** The host the built sites' rule files are for, from the manifest (`--target` of the build). */
  target?: CdnTarget;
  /** Why the plan is as large as it is, when most of the bytes are uploaded again (see `wideUploadNotes`). */
  notes?: string[];
  titles: Record<string, TitlePlan>;
  unchanged: string[];
  totals: { upload: number; uploadBytes: number; delete: number; retire: number };
}

/** A plan that deletes more than this share of a deployed site's files is refused unless forced. */
export const MOST_OF_A_SITE = 0.5;

/**
 * What in a plan would take most of a live site down, each said exactly: manifests with no title in common (the
 * wrong manifest given as what the CDN serves), a title removed whole, a site losing most of its files. A deploy
 * goes ahead with these only when told `--force`.
 */
export function destructiveChanges(plan: DeployPlan, from: Manifest | undefined, to: Manifest): string[] {
  if (!from) return [];
  const deployed = Object.keys(from.titles).sort(byPath);
  const built = Object.keys(to.titles).sort(byPath);
  const named = (codes: string[]) =>
    codes.length > 8 ? `${codes.slice(0, 8).join(', ')} and ${codes.length - 8} more` : codes.join(', ') || 'none';
  if (deployed.length > 0 && !deployed.some((code) => code in to.titles)) {
    return [
      `${plan.from} and ${plan.to} have no title in common (deployed: ${named(deployed)}; built: ${named(built)}): is ${plan.from} the manifest of this CDN's last deploy?`,
    ];
  }
  return Object.entries(plan.titles).flatMap(([titleCode, title]) => {
    const files = Object.keys(from.titles[titleCode]?.files ?? {}).length;
    if (title.status === 'removed')
      return [
        `${titleCode} would be taken down: all ${files} files of its site deleted, as ${plan.to} has no ${titleCode}`,
      ];
    const gone = title.delete.length + title.retire.length;
    if (files > 0 && gone / files > MOST_OF_A_SITE)
      return [
        `${titleCode} would lose ${gone} of its ${files} files (${Math.round((gone / files) * 100)} %): ${title.delete.slice(0, 3).join(', ')}${title.delete.length > 3 ? ', …' : ''}`,
      ];
    return [];
  });
}

/** Bundles, then the logo and other files, then `_headers`/`_redirects`, then the pages that name all of them. */
function uploadRank(file: string): number {
  if (file.startsWith(ASSET_DIR)) return 0;
  if (CDN_RULES.has(file)) return 2;
  return file.endsWith('.html') ? 3 : 1;
}

const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function ordered(files: Record<string, FileEntry>, paths: readonly string[]): PlannedFile[] {
  return [...paths]
    .sort((a, b) => uploadRank(a) - uploadRank(b) || byPath(a, b))
    .map((file) => ({ path: file, ...files[file]! }));
}

/**
 * The plan from `from` (the manifest of what the CDN serves; undefined for a first deploy) to `to`. A bundle
 * whose bytes changed under the same name is an error: the CDN and browsers would go on serving the old one.
 */
export function deployPlan(
  from: Manifest | undefined,
  to: Manifest,
  names: { from: string | null; to: string },
): DeployPlan {
  const titles: Record<string, TitlePlan> = {};
  const unchanged: string[] = [];
  const rewritten: string[] = [];
  const codes = [...new Set([...Object.keys(from?.titles ?? {}), ...Object.keys(to.titles)])].sort(byPath);
  for (const titleCode of codes) {
    const before = from?.titles[titleCode]?.files;
    const after = to.titles[titleCode]?.files;
    if (!after) {
      titles[titleCode] = {
        status: 'removed',
        upload: [],
        delete: Object.keys(before ?? {})
          .filter((file) => !HOST_CONFIG.has(file))
          .sort(byPath),
        retire: [],
      };
      continue;
    }
    const published = Object.keys(after).filter((file) => !HOST_CONFIG.has(file));
    const config = Object.keys(after).filter(
      (file) => HOST_CONFIG.has(file) && before?.[file]?.hash !== after[file]!.hash,
    );
    const apply = config.length > 0 ? { apply: ordered(after, config) } : {};
    if (!before) {
      titles[titleCode] = { status: 'added', upload: ordered(after, published), delete: [], retire: [], ...apply };
      continue;
    }
    const upload = published.filter((file) => before[file]?.hash !== after[file]!.hash);
    rewritten.push(
      ...upload.filter((file) => file.startsWith(ASSET_DIR) && file in before).map((file) => `${titleCode}/${file}`),
    );
    const gone = Object.keys(before).filter((file) => !(file in after) && !HOST_CONFIG.has(file));
    const plan: TitlePlan = {
      status: 'changed',
      upload: ordered(after, upload),
      delete: gone.filter((file) => !file.startsWith(ASSET_DIR)).sort(byPath),
      retire: gone.filter((file) => file.startsWith(ASSET_DIR)).sort(byPath),
      ...apply,
    };
    if (plan.upload.length + plan.delete.length + plan.retire.length + (plan.apply?.length ?? 0) === 0)
      unchanged.push(titleCode);
    else titles[titleCode] = plan;
  }
  if (rewritten.length > 0) {
    throw new Error(
      `Bundles changed their bytes under the same name, which browsers and the CDN keep for a year; refusing to plan: ${rewritten.join(', ')}`,
    );
  }
  const plans = Object.values(titles);
  const sum = (count: (plan: TitlePlan) => number) => plans.reduce((total, plan) => total + count(plan), 0);
  return {
    from: names.from,
    to: names.to,
    titles,
    unchanged,
    totals: {
      upload: sum((plan) => plan.upload.length),
      uploadBytes: sum((plan) => plan.upload.reduce((bytes, file) => bytes + file.size, 0)),
      delete: sum((plan) => plan.delete.length),
      retire: sum((plan) => plan.retire.length),
    },
  };
}

/** A plan that uploads more than this share of all the built sites' bytes says why (`wideUploadNotes`). */
export const WIDE_UPLOAD = 0.25;

/** The file whose words are in every page's HTML: one changed word there rewrites every page of every title. */
export const PAGE_WORDS = 'src/i18n/nb.ts';

/**
 * Why a plan uploads most of the bytes again, when it does: the shared sources that changed between the deployed
 * build and this one (a change there rewrites every title's pages), and, when the words every page carries are
 * among them, where a word that only an island shows belongs instead.
 */
export function wideUploadNotes(plan: DeployPlan, from: Manifest | undefined, to: Manifest): string[] {
  if (!from) return [];
  const builtBytes = Object.values(to.titles).reduce(
    (sum, entry) => sum + Object.values(entry.files).reduce((bytes, file) => bytes + file.size, 0),
    0,
  );
  const share = builtBytes === 0 ? 0 : plan.totals.uploadBytes / builtBytes;
  if (share <= WIDE_UPLOAD) return [];
  const changes = new Set<string>();
  let unlisted = false;
  for (const titleCode of Object.keys(plan.titles)) {
    const before = from.titles[titleCode];
    const after = to.titles[titleCode];
    if (!before || !after || before.shared === after.shared) continue;
    const [old, now] = [from.shared[before.shared], to.shared[after.shared]];
    if (!old || !now) unlisted = true;
    else for (const change of describeChanges(old, now)) changes.add(change);
  }
  const percent = Math.round(share * 100);
  const pages = plan.totals.upload;
  if (changes.size === 0) {
    return [
      `${percent} % of all the sites' bytes are uploaded again (${pages} files)${unlisted ? ': the shared sources changed, and the deployed manifest does not list what they were' : ''}.`,
    ];
  }
  const notes = [
    `${percent} % of all the sites' bytes are uploaded again (${pages} files), as the shared sources every title is built from changed: ${listChanges([...changes].sort())}.`,
  ];
  if ([...changes].some((change) => change.startsWith(`${PAGE_WORDS} `))) {
    notes.push(
      `${PAGE_WORDS} holds the words written into every page's HTML (the skip link, the spinner's text), so changing one rewrites every page of every title. A word only an island shows belongs in src/i18n/nb/<area>.ts, which only the pages that show it load (docs/operators.md, "Deploying").`,
    );
  }
  return notes;
}

/**
 * The one target the built sites are for, or the reasons a deploy to `asked` must not go ahead: sites built for
 * different hosts (a `--title` build with another `--target`), or for another host than the one asked for. A site
 * from a manifest that predates the recorded target counts as the default's.
 */
export function targetCheck(
  to: Manifest,
  asked: CdnTarget | undefined,
  manifestName: string,
): { target: CdnTarget | undefined; problems: string[] } {
  const byTarget = new Map<CdnTarget, string[]>();
  for (const [titleCode, entry] of Object.entries(to.titles)) {
    const target = entry.target ?? DEFAULT_CDN_TARGET;
    byTarget.set(target, [...(byTarget.get(target) ?? []), titleCode]);
  }
  const targets = [...byTarget.keys()].sort();
  const named = (codes: string[]) =>
    codes.length > 8 ? `${codes.slice(0, 8).join(', ')} and ${codes.length - 8} more` : codes.join(', ');
  if (targets.length > 1) {
    return {
      target: undefined,
      problems: [
        `the sites in ${manifestName} were built for different hosts (${targets.map((target) => `${target}: ${named(byTarget.get(target)!)}`).join('; ')}): build them all for one with npm run build -- --target ${asked ?? targets[0]}`,
      ],
    };
  }
  const target = targets[0];
  if (asked && target && target !== asked) {
    return {
      target,
      problems: [
        `the sites in ${manifestName} were built for ${target}, not ${asked}: their rule files are ${target}'s, which ${asked} would not apply or would serve as pages. Build for ${asked} (npm run build -- --target ${asked}), or plan for ${target}`,
      ],
    };
  }
  return { target, problems: [] };
}

/**
 * Each way the sites in `dist` differ from what `manifest` lists: a file changed, added or missing since the
 * build (a write in a shard folder the sites were once linked to, an edit by hand). The plan is made from the
 * manifest, so it would not upload such a change; it is refused instead.
 */
export async function siteDrift(dist: string, manifest: Manifest, cache: HashCache = new Map()): Promise<string[]> {
  const problems: string[] = [];
  for (const [titleCode, entry] of Object.entries(manifest.titles)) {
    const found = await siteFileEntries(path.join(dist, titleCode), cache).catch(() => undefined);
    if (!found) {
      problems.push(`${titleCode}/ is missing`);
      continue;
    }
    const files = [...new Set([...Object.keys(entry.files), ...Object.keys(found)])].sort(byPath);
    const differences = files.flatMap((file) => {
      if (!(file in found)) return [`${titleCode}/${file} is missing`];
      if (!(file in entry.files)) return [`${titleCode}/${file} is not in the manifest`];
      return found[file]!.hash === entry.files[file]!.hash ? [] : [`${titleCode}/${file} changed since the build`];
    });
    problems.push(...differences);
  }
  return problems;
}
