/**
 * Preloaded into the benchmark's server processes (NODE_OPTIONS=--expose-gc --import this):
 * on SIGUSR2 the process collects its garbage and writes its memory use as JSON to the file
 * named by BENCH_MEMORY_FILE, so that the hub benchmark reads what connected clients hold
 * rather than what their connecting left for the collector.
 */
import { renameSync, writeFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
const collect = (globalThis as { gc?: () => void }).gc;
if (file && collect) {
  process.on('SIGUSR2', () => {
    collect();
    collect();
    // Written whole, then renamed, so the benchmark never reads half of it.
    writeFileSync(`${file}.tmp`, JSON.stringify({ ...process.memoryUsage(), at: Date.now() }));
    renameSync(`${file}.tmp`, file);
  });
}
