import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

export const profileQuery = queryOptions(apiQuery('/profile'));

/** GET /api/profile — the employee's address, lunch time and health lists. */
export const useProfile = () => useQuery(profileQuery);
