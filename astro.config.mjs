// One Astro build renders every selected title at /{titleCode}/...; scripts/build-titles.ts splits the
// output into one self-contained site per title. MINSIDE_TITLES (comma-separated codes) narrows the build.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

export default defineConfig({
  outDir: '.build/astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react()],
  // Hashes every script and style Astro renders into a <meta> CSP; the build copies them into _headers.
  security: { csp: true },
  devToolbar: { enabled: false },
});
