import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

/** A module-id test for files under `views/components/` (and `views/` itself), by base name. */
const viewModules = (folder: string, names: string[]) =>
  new RegExp(`views[\\\\/]${folder}(${names.join('|')})\\.`);

// React, the router and the public layout (header, dialogs openers) run on every page: one file
// that compresses as a whole is smaller, and one request, rather than a dozen small chunks. The
// footer is not among them: it hydrates when scrolled to (see hydrateNearViewport).
const framework = [
  /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout)[\\/]/,
  viewModules('', ['\\+Layout', '\\+onHydrationEnd']),
  viewModules('components[\\\\/]', [
    'site-header',
    'logo',
    'navigation',
    'solutions-trigger',
    'widget-dialog',
    'widget-frame',
    'ui[\\\\/]deferred-dialog',
    'ui[\\\\/]hydrate-near-viewport',
  ]),
];
// What a post page shows above the fold, shared with the other blog pages: one chunk.
const blogPost = viewModules('components[\\\\/]blog[\\\\/]', [
  'post-article',
  'rich-text',
  'post-date',
  'featured-image',
  'term-links',
  'blog-sidebar',
  'blog-shell',
]);

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        // Terser's passes shave a few more KB off every page than the default minifier.
        minify: 'terser',
        terserOptions: { module: true, compress: { passes: 3 } },
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: (id) => framework.some((test) => test.test(id)) },
                { name: 'blog-post', test: blogPost },
              ],
            },
          },
        },
      },
    },
  },
});
