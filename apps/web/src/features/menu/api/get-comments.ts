import type { MenuComment } from '@lunch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/food-menu/:id/comments — the latest rating comments on a dish (admin). */
export const useMenuComments = (id: string | null) =>
  useQuery({
    queryKey: ['menu-comments', id] as const,
    queryFn: ({ signal }) => apiGet<MenuComment[]>(`/food-menu/${id}/comments`, undefined, { signal }),
    enabled: id !== null,
  });
