import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageOf, TimestampSchema } from './common.js';

/** The states of a job in the durable queue (the server's `jobs` table). */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const count = (meaning: string) => z.number().int().min(0).describe(meaning);

/** How many jobs are in each state, as the platform admin sees the queue. */
export const JobCountsSchema = z.object({
  waiting: count('Queued and due now: the next poll runs them.'),
  scheduled: count('Queued to run later (a retry after a failed attempt, a reminder).'),
  running: count('Claimed by a server process and running (or whose process died, until its lease ends).'),
  failed: count('Failed their last attempt: they run again only when queued again.'),
});
export type JobCounts = z.infer<typeof JobCountsSchema>;

/** A job that failed its last attempt. Never its payload: it holds addresses and personal data. */
export const FailedJobSchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  kind: z.string().describe('What the job does, e.g. `email.send`, `reminder.lunch`.'),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  last_error: z.string().nullable().describe('What the last attempt failed with (at most 2,000 characters).'),
  finished_at: TimestampSchema.nullable().describe(
    'When it failed its last attempt; null for a job that failed before this was recorded.',
  ),
  created_at: TimestampSchema,
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** `GET /admin/jobs`: the failed jobs, newest failure first. */
export const JobQueueQuerySchema = PageQuerySchema;
export type JobQueueQuery = z.infer<typeof JobQueueQuerySchema>;

/** `GET /admin/jobs`: the counts of every state, and a page of the failed jobs. */
export const JobQueueOverviewSchema = pageOf(FailedJobSchema).extend({ counts: JobCountsSchema });
export type JobQueueOverview = z.infer<typeof JobQueueOverviewSchema>;

export const JobIdParamsSchema = z.object({ id: IdSchema });

/** A job as `POST /admin/jobs/:id/retry` answers it: queued again, from its first attempt. */
export const JobSchema = FailedJobSchema.extend({
  status: z.enum(JOB_STATUSES),
  run_at: TimestampSchema.describe('When it is due (queued) or was last due.'),
});
export type Job = z.infer<typeof JobSchema>;
