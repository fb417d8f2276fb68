-- The job worker's claim also takes jobs whose lease ran out (their process died): this index
-- reads only those, where jobs_due_idx made it read every running job and sort them.
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';
