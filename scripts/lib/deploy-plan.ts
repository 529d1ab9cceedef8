// What a deploy must do to bring each title's CDN site from the last deploy (its manifest) to this build: the
// files to upload, in an order that never lets a page go live before what it loads, and the files to delete.
import type { FileEntry, Manifest } from './manifest.ts';

/** Bundles carry a hash of their bytes in their name and are cached for a year (`immutable`). */
const ASSET_DIR = '_astro/';
const CDN_RULES = new Set(['_headers', '_redirects', '_cloudfront.json']);

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
}

export interface DeployPlan {
  from: string | null;
  to: string;
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
  const named = (codes: string[]) => (codes.length > 8 ? `${codes.slice(0, 8).join(', ')} and ${codes.length - 8} more` : codes.join(', ') || 'none');
  if (deployed.length > 0 && !deployed.some((code) => code in to.titles)) {
    return [`${plan.from} and ${plan.to} have no title in common (deployed: ${named(deployed)}; built: ${named(built)}): is ${plan.from} the manifest of this CDN's last deploy?`];
  }
  return Object.entries(plan.titles).flatMap(([titleCode, title]) => {
    const files = Object.keys(from.titles[titleCode]?.files ?? {}).length;
    if (title.status === 'removed') return [`${titleCode} would be taken down: all ${files} files of its site deleted, as ${plan.to} has no ${titleCode}`];
    const gone = title.delete.length + title.retire.length;
    if (files > 0 && gone / files > MOST_OF_A_SITE) return [`${titleCode} would lose ${gone} of its ${files} files (${Math.round((gone / files) * 100)} %): ${title.delete.slice(0, 3).join(', ')}${title.delete.length > 3 ? ', …' : ''}`];
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
  return [...paths].sort((a, b) => uploadRank(a) - uploadRank(b) || byPath(a, b)).map((file) => ({ path: file, ...files[file]! }));
}

/**
 * The plan from `from` (the manifest of what the CDN serves; undefined for a first deploy) to `to`. A bundle
 * whose bytes changed under the same name is an error: the CDN and browsers would go on serving the old one.
 */
export function deployPlan(from: Manifest | undefined, to: Manifest, names: { from: string | null; to: string }): DeployPlan {
  const titles: Record<string, TitlePlan> = {};
  const unchanged: string[] = [];
  const rewritten: string[] = [];
  const codes = [...new Set([...Object.keys(from?.titles ?? {}), ...Object.keys(to.titles)])].sort(byPath);
  for (const titleCode of codes) {
    const before = from?.titles[titleCode]?.files;
    const after = to.titles[titleCode]?.files;
    if (!after) {
      titles[titleCode] = { status: 'removed', upload: [], delete: Object.keys(before ?? {}).sort(byPath), retire: [] };
      continue;
    }
    if (!before) {
      titles[titleCode] = { status: 'added', upload: ordered(after, Object.keys(after)), delete: [], retire: [] };
      continue;
    }
    const upload = Object.keys(after).filter((file) => before[file]?.hash !== after[file]!.hash);
    rewritten.push(...upload.filter((file) => file.startsWith(ASSET_DIR) && file in before).map((file) => `${titleCode}/${file}`));
    const gone = Object.keys(before).filter((file) => !(file in after));
    const plan: TitlePlan = {
      status: 'changed',
      upload: ordered(after, upload),
      delete: gone.filter((file) => !file.startsWith(ASSET_DIR)).sort(byPath),
      retire: gone.filter((file) => file.startsWith(ASSET_DIR)).sort(byPath),
    };
    if (plan.upload.length + plan.delete.length + plan.retire.length === 0) unchanged.push(titleCode);
    else titles[titleCode] = plan;
  }
  if (rewritten.length > 0) {
    throw new Error(`Bundles changed their bytes under the same name, which browsers and the CDN keep for a year; refusing to plan: ${rewritten.join(', ')}`);
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
