/**
 * A lock between processes on one machine: a directory that only one of them can create.
 * Two test runs started at once (the CI rounds, a server and a test run) take turns at the
 * app build and the browser install instead of doing them over each other. A lock older than
 * ten minutes is taken to be left by a process that died.
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';

const STALE_LOCK_MS = 10 * 60_000;

export async function withDirectoryLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      if (existsSync(lockDir) && Date.now() - statSync(lockDir).mtimeMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
