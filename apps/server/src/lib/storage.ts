import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: the local disk (`diskStorage`) or an S3-compatible bucket
 * (`s3Storage`, s3-storage.ts). A key's bytes never change (menu images are content-addressed).
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The absolute public URL of a stored key. */
  url(key: string): string;
};

/** Stored files never change under their key, so any cache may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/** Files under `root`, served by this app at `${appUrl}/uploads/<key>`. */
export function diskStorage(root: string, appUrl: string): Storage {
  const resolve = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    url: (key) => `${appUrl}/uploads/${key}`,
  };
}
