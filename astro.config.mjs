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
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // One chunk per package from node_modules, named vendor-{package}: pages load only the libraries
          // they use, and the bench tells our own code from theirs by the name.
          codeSplitting: {
            groups: [{ name: (id) => vendorChunkName(id), test: /node_modules/ }],
          },
        },
      },
    },
  },
});

/** `/x/node_modules/@scope/pkg/dist/a.js` → `vendor-scope-pkg`. */
function vendorChunkName(id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('node_modules/').length > 2 ? id.slice(id.lastIndexOf('node_modules/')) : id);
  return match ? `vendor-${match[1].replace('@', '').replace('/', '-')}` : null;
}
