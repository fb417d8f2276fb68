import { generatePath } from 'react-router';
import { paths } from '../../lib/paths';

/** Where an invoice or credit note opens, by number: in the company's area, or the platform admin's. */
export const invoicePathIn = {
  dashboard: (number: string) => generatePath(paths.dashboard.invoice, { number }),
  admin: (number: string) => generatePath(paths.admin.invoice, { number }),
};
