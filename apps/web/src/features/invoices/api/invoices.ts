import type { IssueInvoiceInput } from '@lunch/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiEnvelope, apiUrl } from '../../../lib/api-client';
import { apiQuery, queryKey } from '../../../lib/api-query';

/** GET /api/billings/invoices — a page of invoices and credit notes, newest first (an admin may name a company). */
export const invoicesQuery = (query: { page: number; company_id?: string }) =>
  queryOptions({ ...apiQuery('/billings/invoices', { query }), placeholderData: keepPreviousData });

export const useInvoices = (query: { page: number; company_id?: string }) => useQuery(invoicesQuery(query));

/** GET /api/billings/invoices/:number — one invoice or credit note as issued. */
export const invoiceQuery = (number: string) =>
  queryOptions(apiQuery('/billings/invoices/:number', { params: { number } }));

export const useInvoice = (number: string) => useQuery(invoiceQuery(number));

/** The document's PDF: a plain link, the session cookie goes with it. */
export const invoicePdfUrl = (number: string) =>
  apiUrl('/billings/invoices/:number/pdf', { params: { number } });

/** POST /api/admin/invoices/issue — a company's invoice for a past month, issued now or as it was; the lists refresh. */
export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: IssueInvoiceInput) => apiEnvelope.post('/admin/invoices/issue', { body: input }),
    onSuccess: (answer) => {
      queryClient.setQueryData(invoiceQuery(answer.data.number).queryKey, answer.data);
      void queryClient.invalidateQueries({ queryKey: queryKey('/billings/invoices') });
    },
  });
}
