// The three titles every e2e test runs against, each on its own preview port.
export const SITES = [
  { titleCode: 'INN', kind: 'plain', port: 4401 },
  { titleCode: 'FT', kind: 'nynorsk', port: 4402 },
  { titleCode: 'ADR', kind: 'hasPlay', port: 4403 },
] as const;

export type Site = (typeof SITES)[number];

export const siteUrl = (site: Site, path = '/') => `http://localhost:${site.port}${path}`;
