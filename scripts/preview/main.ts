// Local preview of one built title, served exactly as the CDN would serve it.
//   npm run preview -- --title ADR --port 4400
import { createServer } from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/publications.ts';
import { openStaticSite } from './static-site.ts';

const { values } = parseArgs({
  options: {
    title: { type: 'string', default: 'ADR' },
    port: { type: 'string', default: '4400' },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

const titleCode = values.title.toUpperCase();
const siteDir = path.join(ROOT, 'dist-titles', titleCode);
const site = await openStaticSite(siteDir).catch(() => {
  console.error(`No built site in dist-titles/${titleCode}. Run: npm run build -- --title ${titleCode}`);
  process.exit(1);
});

const server = createServer((req, res) => {
  site.handle(req, res).catch((error: unknown) => {
    console.error(error);
    res.statusCode = 500;
    res.end('Internal Server Error');
  });
});
server.listen(Number(values.port), values.host, () => {
  console.log(`Min Side for ${titleCode} on http://${values.host === '127.0.0.1' ? 'localhost' : values.host}:${values.port}/`);
});
