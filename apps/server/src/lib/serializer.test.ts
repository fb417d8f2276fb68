import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serializer.js';

const Dish = z.object({ id: z.string(), name: z.string(), tags: z.array(z.string()) });
const write = serializerCompiler({
  schema: z.object({ success: z.boolean(), message: z.string(), data: z.object({ list: z.array(Dish) }) }),
  method: 'GET',
  url: '/dishes',
  httpStatus: '200',
} as never) as (payload: unknown) => string;

describe('response serializer', () => {
  it('writes only the declared fields, frozen or not, escaping the message', () => {
    const data = { list: [{ id: '1', name: 'Jollof "party" rice', tags: ['hot'], secret: 'x' }] };
    const expected = JSON.stringify({
      success: true,
      message: 'Done "now"',
      data: { list: [{ id: '1', name: 'Jollof "party" rice', tags: ['hot'] }] },
    });
    expect(write({ success: true, message: 'Done "now"', data })).toBe(expected);
    expect(write({ success: true, message: 'Done "now"', data: Object.freeze(data) })).toBe(expected);
  });

  it('writes a frozen answer once, and an unfrozen one every time', () => {
    let reads = 0;
    const dish = (frozen: boolean) => {
      const value = Object.defineProperty({ id: '1', tags: [] as string[] }, 'name', {
        enumerable: true,
        get: () => `read ${++reads}`,
      });
      return frozen ? Object.freeze({ list: Object.freeze([Object.freeze(value)]) }) : { list: [value] };
    };
    const kept = dish(true);
    const first = write({ success: true, message: 'Success', data: kept });
    expect(write({ success: true, message: 'Success', data: kept })).toBe(first);
    expect(reads).toBe(1);
    const fresh = dish(false);
    write({ success: true, message: 'Success', data: fresh });
    write({ success: true, message: 'Success', data: fresh });
    expect(reads).toBe(3);
  });
});
