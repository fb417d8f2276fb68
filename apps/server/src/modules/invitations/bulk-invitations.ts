import {
  BULK_INVITE_MAX_BYTES,
  BULK_INVITE_MAX_ROWS,
  type BulkInviteResult,
  type BulkSkipReason,
  EmailSchema,
  INVITATION_TTL_DAYS,
  koboToNaira,
  nairaToKobo,
} from '@lunch/contract';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { accounts, companies, employees, invitations } from '../../db/schema.js';
import { type Actor, recordChange } from '../../domain/audit/audit.js';
import { emails } from '../../lib/emails.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { newInvitationToken } from '../../lib/secrets.js';
import { departmentsNamed } from '../departments/departments.service.js';

const TTL_MS = INVITATION_TTL_DAYS * 24 * 3600 * 1000;
const FILE_FIELD = 'file';

/**
 * One row as uploaded: its number (CSV: line in the file; JSON: position from 1), email, budget text
 * and department name (CSV only).
 */
export type UploadRow = { row: number; email: string; budget?: string; department?: string };

const fileError = (message: string) => badRequest(message, [{ path: FILE_FIELD, message }]);
const tooManyRows = () => fileError(`At most ${BULK_INVITE_MAX_ROWS} rows per upload`);

/**
 * Reads the CSV of a multipart upload (field `file`): a header row with `email` and optionally
 * `monthly_budget` and `department` (a department's name, any case; issue 32), in any order, any
 * case, then one row per person. Blank lines are ignored.
 */
export async function readInviteCsv(request: FastifyRequest): Promise<UploadRow[]> {
  let content: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: BULK_INVITE_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== FILE_FIELD) {
      part.file.resume();
      continue;
    }
    try {
      content = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The file must be at most ${BULK_INVITE_MAX_BYTES / 1024} KB`,
        );
      }
      throw error;
    }
  }
  if (!content || content.length === 0) throw fileError('Choose a CSV file with an email column');
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(content, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to: BULK_INVITE_MAX_ROWS + 2,
    });
  } catch (error) {
    throw fileError(`The file is not valid CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) throw fileError('The file has no rows under its header');
  if (!('email' in records[0]!.record)) throw fileError('The file needs an "email" column in its header row');
  if (records.length > BULK_INVITE_MAX_ROWS) throw tooManyRows();
  return records.map(({ record, info }) => ({
    row: info.lines,
    email: record.email ?? '',
    budget: record.monthly_budget,
    department: record.department,
  }));
}

export const jsonRows = (list: readonly string[]): UploadRow[] =>
  list.map((email, index) => ({ row: index + 1, email }));

type Candidate = { row: number; email: string; budgetKobo: number | null; department: string | null };

/** Checks each row on its own: a valid email, a valid budget (when given), first time in the upload. */
function checkRows(rows: readonly UploadRow[]) {
  const skipped: BulkInviteResult['skipped'] = [];
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const upload of rows) {
    const parsed = EmailSchema.safeParse(upload.email);
    const skip = (reason: BulkSkipReason, email = upload.email.trim()) =>
      skipped.push({ row: upload.row, email, reason });
    if (!parsed.success) {
      skip('invalid_email');
      continue;
    }
    const email = parsed.data;
    const budgetText = upload.budget?.trim() ?? '';
    const budgetKobo = budgetText === '' ? null : nairaToKobo(budgetText);
    if (budgetKobo !== null && budgetKobo <= 0) skip('invalid_budget', email);
    else if (budgetText !== '' && budgetKobo === null) skip('invalid_budget', email);
    else if (seen.has(email)) skip('duplicate_in_file', email);
    else {
      seen.add(email);
      candidates.push({ row: upload.row, email, budgetKobo, department: upload.department?.trim() || null });
    }
  }
  return { skipped, candidates };
}

/**
 * Invites every acceptable row of an upload in one transaction and reports each other row with its
 * reason: invalid email or budget, a duplicate within the upload, a department the company has
 * none of (named), someone who already has an account, or a pending invitation (so uploading the
 * same file again invites nobody twice). An invitation whose 7 days ran out is renewed. A row's
 * department (by name, case aside) is the one the employee joins on signing up. `dryRun` answers
 * the same without inviting anyone.
 */
export async function bulkInvite(
  ctx: AppContext,
  companyId: string,
  rows: readonly UploadRow[],
  dryRun: boolean,
  actor: Actor,
): Promise<BulkInviteResult> {
  if (rows.length > BULK_INVITE_MAX_ROWS) throw tooManyRows();
  const { skipped, candidates } = checkRows(rows);
  const now = ctx.clock.now();
  const invited: BulkInviteResult['invited'] = [];
  await ctx.db.transaction(async (tx) => {
    const addresses = candidates.map((candidate) => candidate.email);
    const members = addresses.length
      ? await tx
          .select({ email: sql<string>`lower(${accounts.email})`, companyId: employees.companyId })
          .from(accounts)
          .leftJoin(employees, eq(employees.accountId, accounts.id))
          .where(inArray(sql`lower(${accounts.email})`, addresses))
      : [];
    const pending = addresses.length
      ? await tx
          .select({
            id: invitations.id,
            email: sql<string>`lower(${invitations.email})`,
            expiresAt: invitations.expiresAt,
          })
          .from(invitations)
          .where(
            and(
              eq(invitations.companyId, companyId),
              eq(invitations.status, 'PENDING'),
              inArray(sql`lower(${invitations.email})`, addresses),
            ),
          )
          .for('update')
      : [];
    const departmentOf = await departmentsNamed(tx, companyId, [
      ...new Set(candidates.flatMap((candidate) => (candidate.department ? [candidate.department] : []))),
    ]);
    const memberOf = new Map(members.map((member) => [member.email, member.companyId]));
    const pendingOf = new Map(pending.map((invitation) => [invitation.email, invitation]));
    const [company] = await tx
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.accountId, companyId));
    const expiresAt = new Date(now.getTime() + TTL_MS);

    for (const candidate of candidates) {
      const skip = (reason: BulkSkipReason) =>
        skipped.push({ row: candidate.row, email: candidate.email, reason });
      const department = candidate.department ? departmentOf.get(candidate.department.toLowerCase()) : null;
      if (department === undefined) {
        skipped.push({
          row: candidate.row,
          email: candidate.email,
          reason: 'unknown_department',
          department: candidate.department!,
        });
        continue;
      }
      if (memberOf.has(candidate.email)) {
        skip(memberOf.get(candidate.email) === companyId ? 'already_employee' : 'existing_account');
        continue;
      }
      const existing = pendingOf.get(candidate.email);
      if (existing && existing.expiresAt > now) {
        skip('already_invited');
        continue;
      }
      const token = dryRun ? null : newInvitationToken();
      if (token) {
        const values = {
          token,
          monthlyBudgetKobo: candidate.budgetKobo,
          departmentId: department?.id ?? null,
          createdAt: now,
          expiresAt,
        };
        const written = existing
          ? await tx
              .update(invitations)
              .set(values)
              .where(eq(invitations.id, existing.id))
              .returning({ id: invitations.id })
          : await tx
              .insert(invitations)
              .values({ companyId, email: candidate.email, ...values })
              .onConflictDoNothing()
              .returning({ id: invitations.id });
        // Nothing written: a concurrent upload invited this email a moment ago.
        if (written.length === 0) {
          skip('already_invited');
          continue;
        }
        await ctx.sendMail(
          tx,
          emails.invitation(candidate.email, company?.name ?? 'Your company', token, ctx.config.appUrl),
        );
      }
      invited.push({
        row: candidate.row,
        email: candidate.email,
        monthly_budget: candidate.budgetKobo === null ? null : koboToNaira(candidate.budgetKobo),
        ...(department && { department: department.name }),
        invitation_token: token,
      });
    }
    // One record for the upload: how many were invited, and whom.
    if (!dryRun && invited.length > 0) {
      await recordChange(tx, {
        companyId,
        actor,
        action: 'invitation.sent',
        subject: `${invited.length} ${invited.length === 1 ? 'employee' : 'employees'} (bulk upload)`,
        after: { count: invited.length, emails: invited.map((row) => row.email) },
        at: now,
      });
    }
  });
  skipped.sort((a, b) => a.row - b.row);
  return { invited, skipped };
}
