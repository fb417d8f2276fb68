import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** GET /api/food-menu/:id/comments — the latest rating comments on a dish (admin). */
export const useMenuComments = (id: string | null) =>
  useQuery({
    ...apiQuery('/food-menu/:id/comments', { params: { id: id ?? '' } }),
    enabled: id !== null,
  });
