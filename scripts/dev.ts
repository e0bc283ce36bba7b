/**
 * `npm run dev`: the API server, restarted on every change of its code (tsx watch), and Vite's
 * development server with hot reload at http://localhost:5173, which forwards /api and /hubs
 * to it (vite.config.ts). `API_PORT` (default 3000) is the API server's port.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { ensureGenerated } from './codegen';

const apiPort = process.env.API_PORT ?? '3000';
process.env.API_PORT = apiPort;

const api = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: apiPort },
});
await ensureGenerated();
const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

async function stop(code: number) {
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.on('exit', (code) => {
  if (code) {
    console.error(`The API server stopped (exit ${code}).`);
    void stop(code);
  }
});
