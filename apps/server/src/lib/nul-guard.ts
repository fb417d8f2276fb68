import type { FastifyRequest } from 'fastify';
import { badRequest, type FieldError } from './errors.js';

const NUL = '\u0000';

const join = (path: string, key: string) => (path ? `${path}.${key}` : String(key));

/** Paths (e.g. `name`, `foodItems.0.note`) of every string or field name holding a NUL character. */
export function findNul(value: unknown, path = '', found: FieldError[] = []): FieldError[] {
  if (typeof value === 'string') {
    if (value.includes(NUL))
      found.push({ path: path || '(body)', message: 'Must not contain a NUL character' });
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const name = join(path, key.replaceAll(NUL, '\\0'));
      if (key.includes(NUL))
        found.push({ path: name, message: 'Field names must not contain a NUL character' });
      findNul(item, name, found);
    }
  }
  return found;
}

/** Refuses text PostgreSQL cannot store (U+0000) with 400 naming where it was found. */
export function refuseNul(value: unknown): void {
  const found = findNul(value);
  if (found.length > 0) throw badRequest(`${found[0]!.path}: ${found[0]!.message}`, found);
}

/** preValidation hook for every route: path params, query string and parsed JSON body. */
export async function nulGuard(request: FastifyRequest): Promise<void> {
  refuseNul(request.params);
  refuseNul(request.query);
  refuseNul(request.body);
}
