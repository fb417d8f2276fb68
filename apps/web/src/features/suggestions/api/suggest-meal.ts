import type { SuggestionInputSchema } from '@lunch/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiEnvelope } from '../../../lib/api-client';

export type SuggestionInput = z.output<typeof SuggestionInputSchema>;

/** POST /api/meal/suggest — a meal suggestion from a company or an employee; answers the envelope. */
export const suggestMeal = (input: SuggestionInput) => apiEnvelope.post('/meal/suggest', { body: input });

export const useSuggestMeal = () => useMutation({ mutationFn: suggestMeal });
