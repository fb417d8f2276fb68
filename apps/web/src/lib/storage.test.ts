import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearStored, onSignOut, readStored, STORAGE_KEYS, writeStored } from './storage';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('local storage', () => {
  it('clears the product keys and runs sign-out cleanups on logout', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage() });
    writeStored(STORAGE_KEYS.email, 'a@example.com');
    writeStored(STORAGE_KEYS.companyName, 'A Company');
    const cleanup = vi.fn();
    const unregister = onSignOut(cleanup);
    clearStored();
    expect(readStored(STORAGE_KEYS.email)).toBeNull();
    expect(readStored(STORAGE_KEYS.companyName)).toBeNull();
    expect(cleanup).toHaveBeenCalledTimes(1);
    unregister();
    clearStored();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('reads nothing when storage is unavailable', () => {
    vi.stubGlobal('window', {});
    expect(readStored(STORAGE_KEYS.email)).toBeNull();
    expect(() => writeStored(STORAGE_KEYS.email, 'x')).not.toThrow();
  });
});
