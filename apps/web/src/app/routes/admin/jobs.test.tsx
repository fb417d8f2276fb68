import type { FailedJob, JobQueueOverview } from '@lunch/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, serveApi } from '../../../test/app-harness';
import { Component as JobQueuePage } from './jobs';

const failedJob = (id: string, kind: string, lastError: string): FailedJob => ({
  _id: id,
  id,
  kind,
  attempts: 8,
  max_attempts: 8,
  last_error: lastError,
  finished_at: '2026-03-10T09:00:00.000Z',
  created_at: '2026-03-10T08:00:00.000Z',
});
const email = failedJob('0195a3c2-7b1e-7c3d-9f00-0000000000e1', 'email.send', 'Greeting never received');

const overview = (list: FailedJob[], total = list.length, page = 1) => ({
  status: 200,
  body: {
    success: true,
    message: 'Success',
    data: {
      list,
      total,
      page,
      limit: 10,
      lastId: null,
      counts: { waiting: 0, scheduled: 2, running: 0, failed: total },
    } satisfies JobQueueOverview,
  },
});

const failedCount = () =>
  within(screen.getByRole('region', { name: 'Failed' })).getByText(/^\d+$/).textContent;

describe('job queue page', () => {
  it('tells the admin when the server refuses to queue a job again, and shows the queue as it is now', async () => {
    let answers = [overview([email]), overview([])];
    const fetch = serveApi({
      'GET /admin/jobs': () => {
        const [answer, ...rest] = answers;
        answers = rest.length > 0 ? rest : [answer!];
        return answer!;
      },
      [`POST /admin/jobs/${email.id}/retry`]: {
        status: 409,
        body: { success: false, message: 'Only a failed job can be queued again', data: null },
      },
    });
    renderInApp(<JobQueuePage />, '/admin/jobs');
    expect(await screen.findByText('Greeting never received')).toBeTruthy();
    expect(failedCount()).toBe('1');

    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /^Queue again email\.send job …000000e1$/ }));
    expect(await screen.findByText('Only a failed job can be queued again')).toBeTruthy();
    expect(await screen.findByText(/^No failed jobs\./)).toBeTruthy();
    expect(failedCount()).toBe('0');
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/admin/jobs?'))).toHaveLength(2);
  });

  it('goes back to the last page with jobs when the page in the address has none left', async () => {
    const pages: Record<string, ReturnType<typeof overview>> = {
      '1': overview([email], 1, 1),
      '2': overview([], 1, 2),
    };
    const fetch = serveApi({
      'GET /admin/jobs': () => {
        const url = new URL(String(fetch.mock.calls.at(-1)?.[0]), 'http://app.test');
        return pages[url.searchParams.get('page') ?? '1']!;
      },
    });
    const { router } = renderInApp(<JobQueuePage />, '/admin/jobs');
    await router.navigate('/admin/jobs?page=2');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Greeting never received')).toBeTruthy();
  });
});
