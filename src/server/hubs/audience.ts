/**
 * Who receives a hub event (spec §7.4: events reach only users who may read the thing changed).
 * An event names its audience by user ids (the order's technicians), by a rule of src/domain
 * (whoever sees every order), or both; without an audience every user of the subscriber
 * connected to the hub receives it.
 *
 * A rule is judged where the event is delivered, against each connected user's principal as it
 * is then (the principal cache, which every change to roles and permissions reaches at once).
 * So announcing a change reads nobody: a clock action at 7:00 costs no read of the users who
 * might be watching, and a process with nobody connected judges nothing.
 */
import type { AccessSubject } from '../../domain/access';
import { scheduleScope } from '../../domain/scheduling/access';
import { canReadTeamLeaderBoard } from '../../domain/teamLeader/access';
import { workOrderScope } from '../../domain/workOrders/access';

/** The rules an audience may name; events travel between processes as JSON, so by name. */
export const AUDIENCE_RULES = {
  /** Sees every work order (the grids of all orders). */
  seesEveryWorkOrder: (subject: AccessSubject) => workOrderScope(subject) === 'all',
  /** Sees the whole schedule (every technician's calendar). */
  seesWholeSchedule: (subject: AccessSubject) => scheduleScope(subject) === 'all',
  /** Reads the team leader board. */
  readsTeamLeaderBoard: (subject: AccessSubject) => canReadTeamLeaderBoard(subject),
} as const;

export type AudienceRule = keyof typeof AUDIENCE_RULES;

export interface HubAudience {
  /** These users receive the event (still only those of the event's subscriber). */
  userIds?: readonly number[];
  /** So does every user of the subscriber who meets this rule when the event is delivered. */
  whoMay?: AudienceRule;
}

/** The user a hub connection belongs to. */
export interface HubRecipient {
  hub: string;
  subscriberId: number;
  userId: number;
}

/**
 * Whether `event` goes to `recipient`: same hub, same subscriber, and in the audience if it
 * names one. `meets` judges the recipient against a rule; it is asked only when the user ids do
 * not settle it, so an event without a rule is decided at once.
 */
export function isAddressedTo(
  event: { hub: string; subscriberId: number; audience?: HubAudience },
  recipient: HubRecipient,
  meets: (rule: AudienceRule) => Promise<boolean>,
): boolean | Promise<boolean> {
  if (event.hub !== recipient.hub || event.subscriberId !== recipient.subscriberId) return false;
  const audience = event.audience;
  if (!audience) return true;
  if (audience.userIds?.includes(recipient.userId)) return true;
  if (audience.whoMay) return meets(audience.whoMay);
  return !audience.userIds;
}
