import { describe, expect, it } from 'vitest';
import { isAddressedTo, type AudienceRule } from '../../src/server/hubs/audience';
import type { HubEvent } from '../../src/server/hubs/broker';

const event = (audience?: HubEvent['audience']): HubEvent => ({ hub: 'FieldDeskHub', subscriberId: 4, target: 'gridUpdate', arguments: [], ...(audience ? { audience } : {}) });
const user = (userId: number, subscriberId = 4, hub = 'FieldDeskHub') => ({ hub, subscriberId, userId });
/** A judge of rules that records what it was asked. */
const judge = (answer: boolean) => {
  const asked: AudienceRule[] = [];
  return { asked, meets: async (rule: AudienceRule) => (asked.push(rule), answer) };
};
const never = async (): Promise<boolean> => {
  throw new Error('no rule should be judged');
};

describe('hub event audience', () => {
  it('goes to every user of the subscriber on that hub when it names no audience', () => {
    expect(isAddressedTo(event(), user(1), never)).toBe(true);
    expect(isAddressedTo(event({}), user(2), never)).toBe(true);
  });

  it('never goes to another subscriber or another hub, audience or not', () => {
    expect(isAddressedTo(event(), user(1, 5), never)).toBe(false);
    expect(isAddressedTo(event(), user(1, 4, 'TeamLeaderHub'), never)).toBe(false);
    expect(isAddressedTo(event({ userIds: [1] }), user(1, 5), never)).toBe(false);
    expect(isAddressedTo(event({ whoMay: 'seesEveryWorkOrder' }), user(1, 5), never)).toBe(false);
  });

  it('goes only to the users the audience names', () => {
    expect(isAddressedTo(event({ userIds: [1, 3] }), user(1), never)).toBe(true);
    expect(isAddressedTo(event({ userIds: [1, 3] }), user(2), never)).toBe(false);
    expect(isAddressedTo(event({ userIds: [] }), user(1), never)).toBe(false);
  });

  it('asks the rule about a user the ids leave out, and only then', async () => {
    const yes = judge(true);
    expect(isAddressedTo(event({ userIds: [1], whoMay: 'seesEveryWorkOrder' }), user(1), yes.meets)).toBe(true);
    expect(yes.asked).toEqual([]);
    expect(await isAddressedTo(event({ userIds: [1], whoMay: 'seesEveryWorkOrder' }), user(2), yes.meets)).toBe(true);
    expect(yes.asked).toEqual(['seesEveryWorkOrder']);

    const no = judge(false);
    expect(await isAddressedTo(event({ whoMay: 'seesWholeSchedule' }), user(2), no.meets)).toBe(false);
    expect(no.asked).toEqual(['seesWholeSchedule']);
  });
});
