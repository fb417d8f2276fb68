import { describe, expect, it } from 'vitest';
import { orderRef } from './orders.js';

describe('orderRef', () => {
  it("is the last 8 hex digits of the id in capitals: an id's random part, not its time", () => {
    expect(orderRef('0190a1b2-c3d4-7e5f-8a6b-1c2d3e4f5a6b')).toBe('3E4F5A6B');
    // Two ids made in the same minute share their first digits, never their reference.
    const sameMinute = ['019c8f3a-02c7-7d11-9b5e-4f0a6c2e81d9', '019c8f3a-0e51-72a4-a0c3-77b1d95f0e24'];
    expect(new Set(sameMinute.map(orderRef)).size).toBe(2);
  });
});
