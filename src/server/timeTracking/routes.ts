/**
 * Technician time tracking: the start/stop view data, clock-in, clock-out and
 * stop-and-start, and the lookups of the Start/Stop dialog (spec §3.4–§3.6, §7.1, §7.2).
 */
import type { FastifyInstance } from 'fastify';

export default async function timeTrackingRoutes(_app: FastifyInstance) {}
