import { describe, expect, it } from 'vitest';
import { MAX_NOTIFY_BYTES, packedPayloads } from '../../src/server/hubs/broker';

describe('packing hub events into notification payloads', () => {
  it('keeps a lone event as it is, so one event is notified as before', () => {
    expect(packedPayloads(['{"a":1}'])).toEqual([{ payload: '{"a":1}', fits: true }]);
  });

  it('packs small events in order as JSON arrays, each under the NOTIFY limit', () => {
    const texts = Array.from({ length: 500 }, (_, n) => JSON.stringify({ n, text: 'é'.repeat(40) }));
    const packs = packedPayloads(texts);
    expect(packs.length).toBeGreaterThan(1);
    expect(packs.every((pack) => pack.fits && Buffer.byteLength(pack.payload) <= MAX_NOTIFY_BYTES)).toBe(true);
    expect(packs.flatMap((pack) => JSON.parse(pack.payload))).toEqual(texts.map((text) => JSON.parse(text)));
  });

  it('sends an event too big for a notification alone, between the packs before and after it', () => {
    const big = JSON.stringify({ big: 'x'.repeat(MAX_NOTIFY_BYTES) });
    const packs = packedPayloads(['{"n":1}', '{"n":2}', big, '{"n":3}']);
    expect(packs).toEqual([
      { payload: '[{"n":1},{"n":2}]', fits: true },
      { payload: big, fits: false },
      { payload: '{"n":3}', fits: true },
    ]);
  });
});
