// The three titles every e2e test runs against, with their registry data. Each Playwright worker serves them
// on ports of its own (see fixtures.ts), so tests that change the backend's state never meet another worker's.
import { loadTitlesSync } from '../../scripts/lib/titles.ts';
import { findTitle } from '../../src/domain/title/registry.ts';

const registry = loadTitlesSync();

/** Set by Playwright in each worker: 0 … workers-1, reused when a worker is replaced. */
const workerSlot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** E2E_PORT_BASE lets two checkouts run their e2e tests side by side. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 4410);

const site = (titleCode: string, kind: string, offset: number) => {
  const port = portBase + workerSlot * 10 + offset;
  return { titleCode, kind, port, title: findTitle(registry, titleCode), origin: `http://localhost:${port}` };
};

export const SITES = [site('INN', 'plain', 1), site('FT', 'nynorsk', 2), site('ADR', 'hasPlay', 3)];

export type Site = (typeof SITES)[number];

/** A route path with its `:param` segments filled in with sample values. */
export const samplePath = (routePath: string) => routePath.replace(':ariaInvoiceNo', '1000123');
