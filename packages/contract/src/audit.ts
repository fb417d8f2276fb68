import { z } from 'zod';
import { IdSchema, PageQuerySchema, TimestampSchema } from './common.js';

/**
 * Who did what to a company's affairs (issue 32). Each record is written in the transaction of
 * the change it describes, and can be neither edited nor deleted.
 */
export const AUDIT_ACTOR_ROLES = ['owner', 'finance', 'people', 'viewer', 'admin', 'system'] as const;

export const AuditRecordSchema = z.object({
  id: IdSchema,
  at: TimestampSchema,
  actor: z.object({
    id: IdSchema.nullable().describe('The account that made the change; null: the platform itself'),
    name: z.string(),
    role: z.enum(AUDIT_ACTOR_ROLES),
  }),
  action: z
    .string()
    .describe('What was done, `thing.verb`: member.invited, department.updated, settings.updated…'),
  subject: z.string().describe('What it was done to, in words'),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditRecord = z.infer<typeof AuditRecordSchema>;

const Instant = (name: string) =>
  z.iso
    .datetime({ offset: true, message: `${name} must be an ISO-8601 date-time, e.g. 2026-01-31T23:00:00Z` })
    .optional();

const auditFilters = {
  from: Instant('from').describe('records at or after this instant'),
  to: Instant('to').describe('records before this instant'),
  actor: IdSchema.optional().describe('only what this account did'),
  action: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('only this action (`member.invited`) or kind (`member`)'),
};

export const AuditQuerySchema = PageQuerySchema.extend(auditFilters);
export const AuditExportQuerySchema = z.object(auditFilters);
