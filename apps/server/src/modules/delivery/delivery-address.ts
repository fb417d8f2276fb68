import { employees } from '../../db/schema.js';

/** The columns of an employee's delivery address, for a query that reads them with other rows. */
export const deliveryAddressColumns = {
  line1: employees.addressLine1,
  line2: employees.addressLine2,
  city: employees.city,
  state: employees.state,
};

type AddressRow = { line1: string; line2: string; city: string; state: string };

/** Where an employee's lunch is delivered, on one line ("12 Allen Avenue, Ikeja, Lagos"). */
export const addressLine = (row: AddressRow): string =>
  [row.line1, row.line2, row.city, row.state].filter(Boolean).join(', ');
