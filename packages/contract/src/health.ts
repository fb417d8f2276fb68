import { z } from 'zod';

/** `GET /health` (liveness): whether the database answers; 503 with `db: "down"` when it does not. */
export const LivenessSchema = z.object({ db: z.enum(['up', 'down']) });
export type Liveness = z.infer<typeof LivenessSchema>;

/** `GET /health/live`: the process is up and its event loop turns (no database call). */
export const LiveSchema = z.object({ status: z.literal('live') });
export type Live = z.infer<typeof LiveSchema>;

/**
 * `GET /health/ready` (readiness): the database, and whether this process hears the database's
 * change notices (`reconnecting` while that connection is lost); 503 when the database does not answer.
 */
export const ReadinessSchema = z.object({
  db: z.enum(['up', 'down']),
  /** Whether every migration this build knows is applied to the database (`pending` answers 503). */
  migrations: z.enum(['applied', 'pending', 'unknown']),
  session_notices: z.enum(['listening', 'reconnecting']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
