import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/invitations/list — every invitation the company sent, newest first. */
export const invitationsQuery = queryOptions(apiQuery('/invitations/list'));

export const useInvitations = () => useQuery(invitationsQuery);
