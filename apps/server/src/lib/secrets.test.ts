import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  newInvitationToken,
  newNumericCode,
  newSessionToken,
  safeEqual,
  sha256,
  verifyPassword,
} from './secrets.js';

describe('secrets', () => {
  it('hashes passwords with argon2id and verifies them', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('makes codes and tokens of the right shape, different each time', () => {
    expect(newNumericCode(6)).toMatch(/^\d{6}$/);
    expect(newInvitationToken()).toMatch(/^[A-Z0-9]{8}$/);
    const tokens = new Set(Array.from({ length: 50 }, newSessionToken));
    expect(tokens.size).toBe(50);
    expect(sha256('a')).toHaveLength(64);
  });

  it('compares in constant time without throwing on different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
