// The preview serves a site as Cloudflare Pages does: one built title's site, given Pages' rule files, served by
// `wrangler pages dev` (Pages' own runtime, workerd, locally and offline) and by the preview, compared at every
// address of scripts/lib/host-parity.ts (status, Location, security and cache headers). Needs a built site.
//   npm run test:hosts                 FT's site from dist-titles/
//   npm run test:hosts -- --title ADR
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findTitle } from '../src/domain/title/registry.ts';
import { DIST } from './build-titles.ts';
import { pagesParity } from './lib/host-parity.ts';
import { loadTitles } from './lib/titles.ts';

if (import.meta.main) {
  const { values } = parseArgs({ options: { title: { type: 'string', default: 'FT' } } });
  const started = performance.now();
  try {
    const title = findTitle(await loadTitles(), values.title);
    const report = await pagesParity(path.join(DIST, title.titleCode), title);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (report.differences.length > 0) {
      console.error(
        `The preview and Cloudflare Pages (wrangler pages dev) differ at ${report.differences.length} point(s) of ${report.addresses} addresses:\n- ${report.differences.join('\n- ')}`,
      );
      process.exit(1);
    }
    for (const [address, answer] of report.answers)
      console.log(`  ${String(answer.status)} ${address}${answer.location ? ` → ${answer.location}` : ''}`);
    console.log(
      `The preview serves ${title.titleCode} as Cloudflare Pages does at all ${report.addresses} addresses (status, Location, body, security and cache headers), in ${seconds} s.`,
    );
  } catch (error) {
    console.error(`Host parity failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
