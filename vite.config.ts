import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // SOURCEMAP=1 npm run build: source maps for profiling (never shipped by default).
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router in one chunk: every page loads all of them anyway, and one file
            // instead of seven is about 4.5 KB less first-load JavaScript and fewer requests on slow mobile links
            // (see docs/decisions/0005-catalogue-javascript-budget.md).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            // The shop's tiny shared rules (money, image URLs, pricing, the order lifecycle, reason codes, ids) in one
            // chunk that the shell loads anyway (the cart store needs pricing and the line limit), instead of several.
            {
              name: 'shop-rules',
              test: /src[\\/]shop[\\/](images|money|pricing|orders|reasons|ids|store)\.ts$/,
              priority: 1,
            },
            // The icon factory and the shell's icons (header, menu, cart link) as one chunk: every page shows them, and
            // each shared icon would otherwise be a small file of its own.
            {
              name: 'shell-icons',
              test: /src[\\/]web[\\/]components[\\/]icons[\\/](icon|heart|menu|search|user-round|x|chevron-down|shopping-bag|log-out)\.tsx$/,
              priority: 2,
            },
            // The catalogue's own small shared modules (lazy islands, stars, the size picker) as one chunk.
            // Only modules whose dependencies the shell does not share: a group takes its modules' dependencies along.
            {
              name: 'catalogue',
              test: /src[\\/]web[\\/](lib[\\/](lazy-island|listing-product)\.ts|components[\\/]product[\\/](stars|size-picker)\.tsx)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
});
