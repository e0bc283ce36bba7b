/**
 * The team leader board's answer (GET /api/v1/teamLeader/board), typed with Wire<typeof ...>.
 * Date-times are the subscriber's wall clock ("YYYY-MM-DDTHH:mm:ss"); `asOf` is the server's
 * now in it, so a browser in another zone still counts "for 1 h 12 min" right.
 */
import { boolean, complete, integer, integers, nullable, string } from '../answerSchemas';
import type { Wire } from '../wire';

const nullableObject = <const Properties extends Record<string, unknown>>(properties: Properties) =>
  ({ type: ['object', 'null'], additionalProperties: false, required: Object.keys(properties) as Array<keyof Properties & string>, properties }) as const;

const visit = complete({
  schedulerId: integer,
  start: string,
  end: string,
  isAllDay: boolean,
  task: string,
  workOrderId: nullable('integer'),
  workOrderNumber: nullable('string'),
  customerName: nullable('string'),
  /** The technician's labor on the visit's order that day is done (clocked out, none open), wherever it was started. */
  done: boolean,
  /** The technician has another visit at the same time. */
  conflict: boolean,
});

const technician = complete({
  technicianId: integer,
  technicianName: string,
  roles: { type: 'array', items: string },
  userStatusId: nullable('integer'),
  userStatus: nullable('string'),
  statusDescription: nullable('string'),
  /** When the current status began (the open status entry), null when never set. */
  statusSince: nullable('string'),
  /** The work order the technician is clocked in on (open labor), null when not clocked in. */
  clockedIn: nullableObject({
    workOrderLaborId: integer,
    workOrderId: integer,
    workOrderNumber: string,
    customerName: string,
    problem: string,
    since: string,
    /** On Site, or En Route after a stop-and-start. */
    userStatusId: integer,
    isReachedAtSite: boolean,
  }),
  visits: { type: 'array', items: visit },
  visitsDone: integer,
  visitsLeft: integer,
  hasConflict: boolean,
});

const attentionItem = complete({
  reason: { type: 'string', enum: ['rateSheetMissing', 'overNte', 'flagged', 'unassigned', 'conflict'] },
  workOrderId: nullable('integer'),
  workOrderNumber: nullable('string'),
  customerName: nullable('string'),
  problem: nullable('string'),
  status: nullable('string'),
  /** The flag's colour ("#RRGGBB" as stored), for a flagged order. */
  color: nullable('string'),
  /** One line saying why: the running total, projection and NTE, the flag, who is double-booked. */
  detail: string,
  /** Over NTE, in dollars: the total 30 minutes from now, the NTE, and the total now. */
  amount: nullable('number'),
  nteAmount: nullable('number'),
  runningTotal: nullable('number'),
  /** A schedule conflict: the visit and the technicians booked twice; a missing rate sheet: the technician refused. */
  schedulerId: nullable('integer'),
  technicianIds: integers,
  /** A missing rate sheet: the billing customer's rate sheets, for a caller who may set them up; else null. */
  rateSheetsPath: nullable('string'),
});

const count = integer;

export const TEAM_LEADER_BOARD_SCHEMA = complete({
  asOf: string,
  date: string,
  timeZone: string,
  technicians: { type: 'array', items: technician },
  summary: complete({
    technicians: count,
    onSite: count,
    enRoute: count,
    onBreak: count,
    off: count,
    elsewhere: count,
    visitsDone: count,
    visitsLeft: count,
    attention: count,
  }),
  attention: { type: 'array', items: attentionItem },
  /** How many orders or visits each reason holds; the list shows at most ATTENTION_LIMIT of each. */
  attentionCounts: complete({ rateSheetMissing: count, overNte: count, flagged: count, unassigned: count, conflict: count }),
});

export type TeamLeaderBoard = Wire<typeof TEAM_LEADER_BOARD_SCHEMA>;
export type BoardTechnician = TeamLeaderBoard['technicians'][number];
export type BoardVisit = BoardTechnician['visits'][number];
export type AttentionItem = TeamLeaderBoard['attention'][number];
export type AttentionReason = AttentionItem['reason'];
export type BoardSummary = TeamLeaderBoard['summary'];
