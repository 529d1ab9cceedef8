// One Astro build renders every selected title at /{titleCode}/...; scripts/build-titles.ts splits the
// output into one self-contained site per title. MINSIDE_TITLES (comma-separated codes) narrows the build.
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { modulePreload } from './scripts/lib/module-preload.ts';

export default defineConfig({
  outDir: '.build/astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react(), modulePreload()],
  // Hashes every script and style Astro renders into a <meta> CSP; the build copies them into _headers.
  security: { csp: true },
  devToolbar: { enabled: false },
  vite: { plugins: [vendorChunks()] },
});

/**
 * One chunk per package from node_modules, named vendor-{package}: pages load only the libraries they use, and
 * the bench tells our own code from theirs by the name. A package's chunk holds that package alone (its
 * dependencies go to their own chunks), or the form library would ride along with valibot onto every page.
 */
function vendorChunks() {
  return {
    name: 'minside-vendor-chunks',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      const rolldown = config.build.rolldownOptions;
      // What rolldown asks for when a group leaves its modules' dependencies out.
      rolldown.preserveEntrySignatures = 'allow-extension';
      rolldown.output = {
        ...rolldown.output,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: (id) => vendorChunkName(id), test: /node_modules/ }],
        },
      };
    },
  };
}

/** `/x/node_modules/@scope/pkg/dist/a.js` → `vendor-scope-pkg`. */
function vendorChunkName(id) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id.split('node_modules/').length > 2 ? id.slice(id.lastIndexOf('node_modules/')) : id);
  return match ? `vendor-${match[1].replace('@', '').replace('/', '-')}` : null;
}
