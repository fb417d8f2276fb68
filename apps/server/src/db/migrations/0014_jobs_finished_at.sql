-- When a job last succeeded or failed its last attempt: the platform admin's queue view shows it,
-- and purgeFinished counts the keeping time from it.
ALTER TABLE "jobs" ADD COLUMN "finished_at" timestamp with time zone;
