// What to upload and delete, per title, to bring the CDN from the last deploy to this build; printed, and written
// as JSON for whatever tool talks to the CDN.
//   npm run deploy-plan -- --from old-manifest.json            the manifest of what the CDN serves now
//   npm run deploy-plan                                        a first deploy: every file is uploaded
//   … --manifest other/manifest.json --out plan.json           another build's manifest; another place for the plan
//   … --force                                                  plan even when it takes a site down (a title removed)
//   … --target cloudflare-pages                                the host deployed to: refused unless the sites were built for it
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portalTitles } from '../src/domain/title/registry.ts';
import { MANIFEST } from './build-titles.ts';
import { builtFrom, readBuildInputs } from './lib/build-inputs.ts';
import { CDN_TARGET_ENV, DEFAULT_CDN_TARGET, parseCdnTarget } from './lib/cdn-targets.ts';
import {
  deployPlan,
  destructiveChanges,
  siteDrift,
  targetCheck,
  wideUploadNotes,
  type DeployPlan,
} from './lib/deploy-plan.ts';
import { readManifest, type Manifest } from './lib/manifest.ts';
import { loadTitles, ROOT } from './lib/titles.ts';

/** Paths named per title before the rest are counted. */
const SHOWN = 5;

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatPlan(plan: DeployPlan): string[] {
  const lines = [
    `Deploy plan from ${plan.from ?? 'nothing (a first deploy)'} to ${plan.to}${plan.target ? `, sites built for ${plan.target}` : ''}:`,
  ];
  for (const [titleCode, title] of Object.entries(plan.titles)) {
    const upload = title.upload.map((file) => file.path);
    const named = (paths: string[]) =>
      paths.length > SHOWN ? `${paths.slice(0, SHOWN).join(', ')} … (${paths.length - SHOWN} more)` : paths.join(', ');
    const parts = [
      upload.length > 0 &&
        `upload ${upload.length} (${kilobytes(title.upload.reduce((sum, file) => sum + file.size, 0))}): ${named(upload)}`,
      title.delete.length > 0 && `delete ${title.delete.length}: ${named(title.delete)}`,
      title.retire.length > 0 && `retire ${title.retire.length} old bundles`,
      (title.apply?.length ?? 0) > 0 && `apply (not upload) ${title.apply!.map((file) => file.path).join(', ')}`,
    ].filter(Boolean);
    lines.push(`  ${titleCode.padEnd(4)} ${title.status.padEnd(8)} ${parts.join('; ')}`);
  }
  const { totals } = plan;
  lines.push(
    `${plan.unchanged.length} title${plan.unchanged.length === 1 ? '' : 's'} unchanged. In all: ${totals.upload} file${totals.upload === 1 ? '' : 's'} to upload (${kilobytes(totals.uploadBytes)}), ` +
      `${totals.delete} to delete, ${totals.retire} old bundle${totals.retire === 1 ? '' : 's'} to retire.`,
  );
  for (const note of plan.notes ?? []) lines.push(`Why: ${note}`);
  return lines;
}

/** The titles whose site in the manifest is not what the sources make now: deploying them would ship old work. */
async function staleTitles(manifest: Manifest): Promise<string[]> {
  const inputs = await readBuildInputs(ROOT, portalTitles(await loadTitles()));
  return Object.entries(manifest.titles)
    .filter(([titleCode, entry]) => !builtFrom(entry, inputs, titleCode))
    .map(([titleCode]) => titleCode);
}

if (import.meta.main) {
  const relative = (file: string) => path.relative(process.cwd(), file) || file;
  try {
    const { values } = parseArgs({
      options: {
        from: { type: 'string' },
        manifest: { type: 'string', default: MANIFEST },
        out: { type: 'string' },
        force: { type: 'boolean' },
        target: { type: 'string' },
      },
    });
    // The host asked for: --target, else the environment the build reads too; a misspelt one is refused.
    const askedName = values.target ?? process.env[CDN_TARGET_ENV];
    const asked = askedName === undefined ? undefined : parseCdnTarget(askedName);
    const to = await readManifest(values.manifest);
    if (!to) throw new Error(`No manifest at ${relative(values.manifest)}: build first (npm run build)`);
    const { target, problems } = targetCheck(to, asked, relative(values.manifest));
    if (problems.length > 0) throw new Error(problems.join('\n'));
    // The sources are compared as the sites were built, for their target (else every title would look stale).
    if (target && target !== DEFAULT_CDN_TARGET) process.env[CDN_TARGET_ENV] = target;
    else delete process.env[CDN_TARGET_ENV];
    const stale = await staleTitles(to);
    if (stale.length > 0)
      throw new Error(
        `${relative(values.manifest)} is older than the sources for ${stale.join(', ')}: run npm run build -- --changed first`,
      );
    // The plan is made from the manifest: the sites must still be what it lists.
    const drift = await siteDrift(path.dirname(values.manifest), to);
    if (drift.length > 0) {
      const shown = drift.length > 10 ? [...drift.slice(0, 10), `… and ${drift.length - 10} more`] : drift;
      throw new Error(
        `the sites in ${relative(path.dirname(values.manifest))}/ are not what ${relative(values.manifest)} lists, so the plan would not deploy them as they are:\n- ${shown.join('\n- ')}\nBuild again (npm run build -- --changed rebuilds what is missing; a changed file needs its title rebuilt: --title).`,
      );
    }
    const from = values.from === undefined ? undefined : await readManifest(values.from);
    if (values.from !== undefined && !from) throw new Error(`No manifest at ${values.from}`);
    const made = deployPlan(from, to, { from: values.from ?? null, to: relative(values.manifest) });
    const notes = wideUploadNotes(made, from, to);
    const plan: DeployPlan = { ...made, ...(target ? { target } : {}), ...(notes.length > 0 ? { notes } : {}) };
    const destructive = destructiveChanges(plan, from, to);
    if (destructive.length > 0 && !values.force) {
      throw new Error(
        `refusing a plan that takes sites down; nothing written:\n- ${destructive.join('\n- ')}\nIf that is what you mean, run it again with --force.`,
      );
    }
    for (const change of destructive) console.warn(`With --force: ${change}`);
    const out = values.out ?? path.join(path.dirname(values.manifest), 'deploy-plan.json');
    await writeFile(out, JSON.stringify(plan, null, 1) + '\n');
    for (const line of formatPlan(plan)) console.log(line);
    console.log(`Written to ${relative(out)}`);
  } catch (error) {
    console.error(`Deploy plan failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
