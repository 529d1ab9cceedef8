// One title's site on Astro's dev server, for editors: a changed text, title.json or logo shows in the browser at
// once (live reload), with the reference backend and the identity twin beside it, so signed-in pages work too.
//   npm run dev -- --title ADR              http://localhost:4321/
//   npm run dev -- --title FT --port 4500
import { parseArgs } from 'node:util';
import { dev } from 'astro';
import { findTitle, portalTitles, TitleConfigError } from '../src/domain/title/registry.ts';
import { devSite } from './lib/dev-site.ts';
import { loadTitles, ROOT } from './lib/titles.ts';
import { createMounts } from './preview/server.ts';

const { values } = parseArgs({
  options: {
    title: { type: 'string', default: 'ADR' },
    port: { type: 'string', default: '4321' },
    host: { type: 'string', default: 'localhost' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port takes a port number; found "${values.port}"`);
  process.exit(2);
}

let title;
try {
  title = findTitle(portalTitles(await loadTitles()), values.title);
} catch (error) {
  console.error(error instanceof TitleConfigError ? error.message : error);
  process.exit(1);
}

// Astro renders only this title's pages (src/domain/title/catalog.ts), so starting and reloading stay quick.
process.env.MINSIDE_TITLES = title.titleCode;
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const server = await dev({
  root: ROOT,
  server: { port, host: values.host },
  integrations: [devSite(title, await createMounts(title.titleCode))],
});
const origin = `http://${values.host}:${server.address.port}`;
console.log(
  `\nMin Side for ${title.name} (${title.titleCode}), live: ${origin}/  (customer service: ${origin}/kundeservice)`,
);
console.log(
  'Save a text in src/content/ or publications/ and the page reloads. Log in with "Logg inn" and pick a test person. Stop with Ctrl+C.',
);
