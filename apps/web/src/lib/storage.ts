/**
 * The local-storage keys the product uses (spec §3): `email` prefills the code and reset forms;
 * `acct_mail` and `comp_name` are kept after a company signs up.
 */
export const STORAGE_KEYS = {
  email: 'email',
  companyEmail: 'acct_mail',
  companyName: 'comp_name',
} as const;

type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the forms then ask for the email again.
  }
}

const signOutCleanups = new Set<() => void>();

/**
 * Registers what a feature must forget when the user logs out (e.g. a cart kept in local storage
 * and in memory), so the next person on this browser starts clean. Returns an unregister function.
 */
export function onSignOut(cleanup: () => void): () => void {
  signOutCleanups.add(cleanup);
  return () => signOutCleanups.delete(cleanup);
}

/** Clears the product's local-storage keys and runs every registered sign-out cleanup. */
export function clearStored(): void {
  for (const cleanup of signOutCleanups) {
    try {
      cleanup();
    } catch {
      // One feature's failure must not keep the others' data around.
    }
  }
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}
