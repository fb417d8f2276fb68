import { StatementQuerySchema, StatementSchema } from '../billing.js';
import { defineEndpoints, MEMBERS_WHO } from './endpoint.js';

const WHO =
  'A company gets its own; a platform admin names the company with `companyId`. The month is taken in ' +
  "the company's time zone.";

/** A company's monthly wallet statement, as JSON, PDF and CSV (server: modules/statements). */
export const statementsEndpoints = defineEndpoints({
  'GET /billings/statement': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['billing'],
    description:
      'The wallet statement for a month: opening balance, top-ups, charges, refunds, closing balance ' +
      '(= opening + top-ups + refunds − charges = the paid ledger at the end of the month), every paid ' +
      `movement with the balance after it, and each employee’s orders and net spend; apart from the wallet, what employees paid by card above the company’s share (pay the difference), in all and each. ` +
      'A company with departments (or whose month holds orders placed under one) gets a section per department ' +
      '(`departments`): grouped by the department the orders were placed under, named with the name and cost centre ' +
      'they kept, with its orders, charges, delivery fees, refunds, net spend and employees, and a "No department" ' +
      "section for orders placed under none; the sections' charges, fees and refunds add up to the statement's. " +
      `Each order's movement names its department and cost centre. ${WHO}`,
    query: StatementQuerySchema,
    response: StatementSchema,
  },
  'GET /billings/statement.pdf': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['billing'],
    description: `The same statement as a PDF (attachment), with a table of the departments' totals and a section per department (its cost centre, totals and employees) when the statement has them. ${WHO}`,
    query: StatementQuerySchema,
  },
  'GET /billings/statement.csv': {
    roles: ['company', 'admin'],
    companyRoles: MEMBERS_WHO.readMoney,
    tags: ['billing'],
    description: `The month's movements as CSV (attachment): date, type, reference, email, order, in, out, balance; when the statement has department sections, also each order's department and cost centre (as the order kept them). ${WHO}`,
    query: StatementQuerySchema,
  },
});
