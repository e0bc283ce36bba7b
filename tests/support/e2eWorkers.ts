/**
 * The end-to-end files run this many at a time, each worker on a server and database of its own
 * (tests/support/serverSetup.ts), so no file sees what a file of another worker changed.
 */
export const E2E_WORKERS = 2;
