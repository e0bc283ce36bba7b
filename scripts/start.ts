/**
 * `npm start`: build the browser app if needed, then run the server.
 */
import { ensureAppBuild } from './appBuild';

await ensureAppBuild();
await import('../src/server/main');
