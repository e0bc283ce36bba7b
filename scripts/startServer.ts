/**
 * What `npm start` runs, compiled (scripts/serverBuild.ts): builds the browser app if needed,
 * then runs the server. With WORKERS above 1 the server's worker processes run this too; only
 * the first process checks the app build.
 */
import cluster from 'node:cluster';
import { ensureAppBuild } from './appBuild';

if (cluster.isPrimary) await ensureAppBuild();
await import('../src/server/main');
