// The three titles every e2e test runs against, each on its own preview port, with their registry data.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findPublication, parsePublications } from '../../src/domain/title/registry.ts';

const publicationsDir = path.resolve(import.meta.dirname, '../../publications');
const registry = parsePublications(
  readdirSync(publicationsDir).map((slug) => ({
    source: `publications/${slug}/title.json`,
    data: JSON.parse(readFileSync(path.join(publicationsDir, slug, 'title.json'), 'utf8')) as unknown,
  })),
);

const site = (titleCode: string, kind: string, port: number) => ({
  titleCode,
  kind,
  port,
  title: findPublication(registry, titleCode),
  origin: `http://localhost:${port}`,
});

export const SITES = [site('INN', 'plain', 4401), site('FT', 'nynorsk', 4402), site('ADR', 'hasPlay', 4403)];

export type Site = (typeof SITES)[number];

/** A route path with its `:param` segments filled in with sample values. */
export const samplePath = (routePath: string) => routePath.replace(':ariaInvoiceNo', '1000123');
