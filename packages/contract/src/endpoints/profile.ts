import { EmployeeProfileSchema } from '../profile.js';
import { defineEndpoints } from './endpoint.js';

/** The employee's own profile (server: modules/profile). */
export const profileEndpoints = defineEndpoints({
  'GET /profile': {
    roles: ['employee'],
    tags: ['profile'],
    response: EmployeeProfileSchema,
  },
});
