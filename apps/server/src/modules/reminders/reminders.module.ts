import type { AppContext } from '../../context.js';
import { MINUTE } from '../../lib/clock.js';
import type { ModuleManifest } from '../manifest.js';
import { REMINDER_JOB, scheduleReminders, sendReminder } from './reminders.service.js';

/**
 * The lunch reminder: a job per employee per local day, two hours before their lunch time in their
 * time zone, queued up to five minutes ahead by the pass each minute (one statement:
 * scheduleReminders) to run at that time; the job sends the email itself. Jobs live in the jobs
 * table (they survive restarts) and the dedupe key `reminder:<employeeId>:<day>` makes it once a day
 * even with several server processes. It has no routes: it follows the lunch time saved by the
 * profile (`/auth/onboard`).
 */
export function remindersModule(ctx: AppContext): ModuleManifest {
  return {
    name: 'reminders',
    jobs: {
      [REMINDER_JOB]: {
        run: (payload) =>
          sendReminder(
            ctx,
            String(payload.employeeId),
            typeof payload.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(payload.day)
              ? payload.day
              : undefined,
          ),
      },
    },
    recurring: [
      {
        name: 'reminders.schedule',
        everyMs: MINUTE,
        run: async () => {
          await scheduleReminders(ctx);
        },
      },
    ],
  };
}
