import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/** The success envelope. */
export function ok<T>(data: T, message = 'Success') {
  return { success: true as const, message, data };
}

/** The schema of an answer's envelope around `data`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}
export type EnvelopeSchema<T extends z.ZodType> = ReturnType<typeof envelopeOf<T>>;

/** Response schema for a route: the envelope around `data`, at `status` (200 unless given). */
export function answer<T extends z.ZodType, S extends number = 200>(data: T, status: S = 200 as S) {
  return { [status]: envelopeOf(data) } as Record<S, EnvelopeSchema<T>>;
}

/**
 * Sends an answer already written as JSON text, in pieces (a large answer written a part at a time,
 * the event loop turning between them); the route's serializer, which takes the envelope as an
 * object, is not used.
 */
export function sendJsonPieces(reply: FastifyReply, pieces: AsyncIterable<string>) {
  return reply.type('application/json; charset=utf-8').send(Readable.from(pieces));
}
