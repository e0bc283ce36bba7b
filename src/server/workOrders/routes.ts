/**
 * Work orders: grids, one order, create and update, sub work orders, child records, status
 * history, signature, jobs and the technician's picker (spec §2.1, §3.6, §7.1, §7.2).
 */
import type { FastifyInstance } from 'fastify';

export default async function workOrderRoutes(_app: FastifyInstance) {}
