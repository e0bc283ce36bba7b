import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestTransform } from 'workbox-build';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3000}`;
const outDir = 'dist';

/** The screens a technician opens without signal: their chunks are kept by the service worker (README "Working offline"). */
const TECHNICIAN_SCREENS = [
  // The signed-in app, with My Work Orders in it (src/custom/workOrders/index.ts).
  'src/app/SignedInApp.tsx',
  'src/custom/scheduling/TechRoutePage.tsx',
  // The Start/Stop and Corrigo dialogs, fetched on the first tap online (StartStopButton.tsx).
  'src/custom/timeTracking/startStopDialogs.ts',
  // The app-wide dialogs, fetched on their first question (GlobalOverlays.tsx): a stop without a
  // flag asks one offline.
  'src/ui/confirm/ConfirmationHost.tsx',
  'src/app/auth/UnauthorizedDialog.tsx',
  'src/custom/workOrders/edit/WorkOrderEditPage.tsx',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The service worker keeps the app shell (index.html and what it loads) and the technician's
 * screens with everything they import, not the whole app: the phone downloads only what it shows.
 * Every other chunk a page loads online is kept as it is used (runtime cache below).
 */
const technicianShell: ManifestTransform = async (entries) => {
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const chunks = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const kept = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || kept.has(chunk.file)) return;
    kept.add(chunk.file);
    chunk.css?.forEach((css) => kept.add(css));
    chunk.imports?.forEach(visit);
  };
  Object.entries(chunks).forEach(([key, chunk]) => chunk.file && html.includes(chunk.file) && visit(key));
  TECHNICIAN_SCREENS.forEach(visit);
  const manifest = entries.filter((entry) => !entry.url.startsWith('assets/') || kept.has(entry.url) || html.includes(entry.url));
  return { manifest, warnings: [] };
};

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies written beside each asset at build time, so the server sends them
    // as they are instead of compressing the same bytes on every request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    // The service worker: the app opens without signal, and a release replaces it at once
    // (skipWaiting, clientsClaim; the page reloads onto the new version). It never answers /api
    // or /hubs: data kept offline lives in the app's own IndexedDB stores (src/ui/offline).
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: {
        name: 'FieldDesk',
        short_name: 'FieldDesk',
        description: 'Field-service and work-order management for service contractors.',
        theme_color: '#337ab7',
        background_color: '#ffffff',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        globIgnores: ['**/node_modules/**', 'sw.js', 'workbox-*.js'],
        manifestTransforms: [technicianShell],
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/hubs(\/|$)/],
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Hashed chunks never change under one name: kept as first fetched.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'fielddesk-chunks', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    sourcemap: false,
    // The chunk graph the service worker's list is made from (technicianShell).
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/hubs': { target: apiTarget, ws: true },
    },
  },
});
