// Local preview of one built title, served as the CDN would, with the reference backend and identity twin.
//   npm run preview -- --title ADR --port 4400
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TitleConfigError } from '../../src/domain/title/registry.ts';
import { ROOT } from '../lib/titles.ts';
import { createPreviewServer } from './server.ts';

const { values } = parseArgs({
  options: {
    title: { type: 'string', default: 'ADR' },
    port: { type: 'string', default: '4400' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const titleCode = values.title.toUpperCase();
const siteDir = path.join(ROOT, 'dist-titles', titleCode);
const server = await createPreviewServer({ titleCode, siteDir }).catch((error: unknown) => {
  console.error(
    error instanceof TitleConfigError
      ? error.message
      : `No built site in dist-titles/${titleCode}. Run: npm run build -- --title ${titleCode}`,
  );
  process.exit(1);
});

server.listen(Number(values.port), values.host, () => {
  const origin = `http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${values.port}`;
  console.log(`Min Side for ${titleCode} on ${origin}/`);
  console.log(
    `Test personas log in at ${origin}/identity/oauth/authorize (use "Logg inn"); reference backend on ${origin}/api/`,
  );
});
