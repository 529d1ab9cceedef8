// For tests of the static site as the preview server serves it: the backend harness of tests/support/backend.ts
// plus the built site of TITLE_CODE. Everything else should use tests/support/backend.ts, which needs no build.
import path from 'node:path';
import { listenPreview, TITLE_CODE, type Preview } from '../../tests/support/backend.ts';
import { ROOT } from '../lib/titles.ts';

export type { Preview };

/** The preview server with the built site of TITLE_CODE (dist-titles/ADR). */
export async function startPreview(): Promise<Preview> {
  try {
    return await listenPreview({ siteDir: path.join(ROOT, 'dist-titles', TITLE_CODE) });
  } catch (error) {
    throw new Error(`These tests serve the built ${TITLE_CODE} site: run npm run build first (npm test does).`, {
      cause: error,
    });
  }
}
