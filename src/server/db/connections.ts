/**
 * PostgreSQL connections of the whole server (DATABASE_CONNECTIONS, config.ts), and so of one
 * process that runs alone. More backends than the database's cores can run only wait on each
 * other, and each waiting backend costs the database CPU: so the processes of one server share
 * this number out rather than open it each (docs/performance.md has the figures).
 */
export const DEFAULT_DATABASE_CONNECTIONS = 10;
