import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike(), react(), tailwindcss()],
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        // Terser's two passes shave a few more KB off every page than the default minifier.
        minify: 'terser',
        terserOptions: { compress: { passes: 2 } },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React and the router run on every page: one file that compresses as a whole
              // is smaller, and one request, rather than a dozen small chunks.
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
});
