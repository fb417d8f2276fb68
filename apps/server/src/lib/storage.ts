import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk today; an S3-compatible store can implement the same interface. */
export type Storage = {
  put(key: string, body: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The absolute public URL of a stored key. */
  url(key: string): string;
};

const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Files under `root`, served by this app at `${appUrl}/uploads/<key>`. */
export function diskStorage(root: string, appUrl: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
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
