// Every e2e test imports `test` from here: each worker starts the preview servers (built site, reference
// backend, identity twin) for the test titles in its own process, on its own ports.
import path from 'node:path';
import type { Server } from 'node:http';
import { test as base } from '@playwright/test';
import { createPreviewServer } from '../../scripts/preview/server.ts';
import { SITES } from './sites.ts';

const distDir = path.resolve(import.meta.dirname, '../../dist-titles');

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
}

export const test = base.extend<object, { previewServers: void }>({
  previewServers: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const servers = await Promise.all(
        SITES.map(async (site) => {
          const server = await createPreviewServer({
            titleCode: site.titleCode,
            siteDir: path.join(distDir, site.titleCode),
          });
          await listen(server, site.port);
          return server;
        }),
      );
      await use();
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    },
    { scope: 'worker', auto: true },
  ],
});

export { expect } from '@playwright/test';
