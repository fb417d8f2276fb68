import { describe, expect, it } from 'vitest';
import { assignedText, autoText, groupKeyOf, groupName } from './dispatch-text';

const ORDER = '0195a3c2-7b1e-7c3d-9f00-00000000a001';

describe('dispatch words', () => {
  it('names a group and gives its key as the API does, "none" for no zone', () => {
    const zone = { id: '0195a3c2-7b1e-7c3d-9f00-00000000b001', name: 'Mainland' };
    expect(groupName({ zone, slot: '12:30' })).toBe('Mainland at 12:30');
    expect(groupName({ zone: null, slot: '13:00' })).toBe('No zone at 13:00');
    expect(groupKeyOf({ zone: null, slot: '13:00' })).toEqual({ zone_id: 'none', slot: '13:00' });
  });

  it('says what an assignment did, and why orders were refused', () => {
    expect(assignedText({ assigned: 1, refused: [] }, 'Island Rider')).toEqual({
      ok: true,
      text: '1 order assigned to Island Rider',
    });
    expect(assignedText({ assigned: 2, refused: [] }, null).text).toBe('2 orders taken off their rider');
    expect(
      assignedText(
        {
          assigned: 2,
          refused: [
            { orderId: ORDER, message: 'The order is delivered.' },
            { orderId: ORDER, message: 'The order is delivered.' },
          ],
        },
        'Island Rider',
      ),
    ).toEqual({
      ok: false,
      text: '2 orders assigned to Island Rider; 2 orders refused: The order is delivered.',
    });
  });

  it('says what automatic dispatch did', () => {
    expect(autoText({ assigned: 12, unassigned: 3 })).toBe('12 orders assigned, 3 left unassigned');
  });
});
