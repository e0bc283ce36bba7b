/**
 * The end-to-end files run this many at a time, each worker on a server and database of its own
 * (tests/support/serverSetup.ts), so no file sees what a file of another worker changed. Files of
 * one worker run one after another. E2E_WORKERS=1 runs them one at a time on one server.
 */
export const E2E_WORKERS = Math.max(1, Math.floor(Number(process.env.E2E_WORKERS) || 2));
