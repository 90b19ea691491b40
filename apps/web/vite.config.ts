import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sharedByScreens } from './build-tools/shared-by-screens';
import { earlyRequests } from './early-requests/plugin';
import { precompileCatalogues } from './i18n-precompile/plugin';
import { precompress } from './precompress/plugin';
import { serviceWorker } from './service-worker/plugin';
import { websocketOnly } from './websocket-only/plugin';

const API_ORIGIN = 'http://localhost:3000';

/** The screens members land on most (app/routes.tsx), each loaded as one chunk with what it needs. */
const LANDING_SCREENS = {
  listing: 'src/features/listing/ProfilesPage.tsx',
  profile: 'src/features/profile-view/ProfileViewPage.tsx',
  matches: 'src/features/matchmaking/MatchesPage.tsx',
};
/** A feature's own code (not its styles). */
const FEATURE_CODE = /[\\/]src[\\/]features[\\/].*\.tsx?$/;
const landingFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    precompileCatalogues(),
    earlyRequests(),
    websocketOnly(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: [
      // The browser gets the contract without zod: its constants, labels and helpers (values.ts), never
      // the schemas. Type imports still see the whole contract. A value defined beside a schema fails
      // the build here ("not exported"): move it to one of the contract's zod-free files.
      {
        find: /^@jodi\/contract$/,
        replacement: fileURLToPath(new URL('../../packages/contract/src/values.ts', import.meta.url)),
      },
      // The build's catalogues come parsed (i18n-precompile/plugin.ts): FormatJS's parser stays out.
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: fileURLToPath(
                new URL(
                  '../../node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js',
                  import.meta.url,
                ),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    // The server reads it to preload a screen's chunks with the shell (apps/api/src/plugins/web-static.ts).
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The first-load chunk is one file on purpose (below); its size is watched by `npm run bench`.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // A feature's code does nothing on import (src/architecture.test.ts keeps the features apart):
      // what a feature's entry file (features/<name>/index.ts) re-exports and a screen does not use
      // stays out of that screen's chunk, as it did when screens imported the files themselves.
      treeshake: { moduleSideEffects: (id) => (FEATURE_CODE.test(id) ? false : undefined) },
      output: {
        codeSplitting: {
          // What every screen needs at start goes in one chunk: left to itself the bundler cut it into
          // some thirty small files, and on a mobile network each wave of six requests costs a round
          // trip (docs/performance.md). Screens stay in their own lazily loaded chunks.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What two or more of them share, in one chunk: otherwise the first screen's chunk takes it
            // and each of the others loads that screen's whole chunk for it. Mantine's small internal
            // helpers (not its components) are shared by most screens.
            {
              name: sharedByScreens(
                'landing',
                Object.values(LANDING_SCREENS).map(landingFile),
                /@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
              ),
            },
            ...Object.entries(LANDING_SCREENS).map(([name, file]) => ({ name, test: landingFile(file) })),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/socket.io': { target: API_ORIGIN, changeOrigin: true, ws: true },
    },
  },
}));
