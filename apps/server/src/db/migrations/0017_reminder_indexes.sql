-- Lunch reminders on the minute (issue 28): the pass each minute reads the time zones in use one at a
-- time from accounts_time_zone_idx, and finds the employees whose lunch is at the times due through
-- employees_lunch_time_idx, instead of scanning every employee for each (time zone, lunch time).
CREATE INDEX "accounts_time_zone_idx" ON "accounts" USING btree ("time_zone");--> statement-breakpoint
CREATE INDEX "employees_lunch_time_idx" ON "employees" USING btree ("lunch_time_minutes","account_id") WHERE "employees"."lunch_time_minutes" is not null;