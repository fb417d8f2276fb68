import { z } from 'zod';

/** The success envelope. */
export function ok<T>(data: T, message = 'Success') {
  return { success: true as const, message, data };
}

/** Response schema for a route: the envelope around `data`. */
export function answer<T extends z.ZodType>(data: T) {
  return { 200: z.object({ success: z.boolean(), message: z.string(), data }) };
}
