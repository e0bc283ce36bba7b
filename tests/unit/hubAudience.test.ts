import { describe, expect, it } from 'vitest';
import { isAddressedTo, type HubEvent } from '../../src/server/hubs/broker';

const event = (audience?: HubEvent['audience']): HubEvent => ({ hub: 'FieldDeskHub', subscriberId: 4, target: 'gridUpdate', arguments: [], ...(audience ? { audience } : {}) });
const user = (userId: number, subscriberId = 4, hub = 'FieldDeskHub') => ({ hub, subscriberId, userId });

describe('hub event audience', () => {
  it('goes to every user of the subscriber on that hub when it names no audience', () => {
    expect(isAddressedTo(event(), user(1))).toBe(true);
    expect(isAddressedTo(event({}), user(2))).toBe(true);
  });

  it('never goes to another subscriber or another hub, audience or not', () => {
    expect(isAddressedTo(event(), user(1, 5))).toBe(false);
    expect(isAddressedTo(event(), user(1, 4, 'TeamLeaderHub'))).toBe(false);
    expect(isAddressedTo(event({ userIds: [1] }), user(1, 5))).toBe(false);
  });

  it('goes only to the users the audience names', () => {
    expect(isAddressedTo(event({ userIds: [1, 3] }), user(1))).toBe(true);
    expect(isAddressedTo(event({ userIds: [1, 3] }), user(2))).toBe(false);
    expect(isAddressedTo(event({ userIds: [] }), user(1))).toBe(false);
  });
});
