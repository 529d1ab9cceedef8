// Global setup of the page-state tests (vitest.config.ts): one reference backend per worker, started once for
// the run, so a test file of a store needs not import the backend and the titles again (most of its time).
// `startPreview` (backend.ts) hands a file its worker's backend, back at its seed.
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createPreviewServer } from '../../scripts/preview/server.ts';
import { TITLE_CODE } from './backend.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of each worker's backend, by VITEST_POOL_ID - 1. */
    sharedBackends: string[];
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const servers = await Promise.all(
    Array.from({ length: project.globalConfig.maxWorkers }, async () => {
      const server = await createPreviewServer({ titleCode: TITLE_CODE });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return server;
    }),
  );
  project.provide(
    'sharedBackends',
    servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  );
  return async () => {
    for (const server of servers) server.closeAllConnections();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  };
}
