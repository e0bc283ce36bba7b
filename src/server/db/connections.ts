/**
 * PostgreSQL connections of the whole server (DATABASE_CONNECTIONS, config.ts), and so of one
 * process that runs alone. More backends than the database's cores can run only wait on each
 * other: with 500 technicians clocking in on a 2-core machine, two processes of 10 connections
 * each spent 0.79-0.83 ms of database CPU per clock action, of 5 each 0.61-0.68 ms (scripts/bench).
 */
export const DEFAULT_DATABASE_CONNECTIONS = 10;
