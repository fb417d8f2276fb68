import type { FailedJob } from '@lunch/contract';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination, pageCountOf } from '../../../components/ui/pagination';
import { useJobQueue } from '../../../features/job-queue/api/get-job-queue';
import { useRetryJob } from '../../../features/job-queue/api/retry-job';
import { JobCounts } from '../../../features/job-queue/components/job-counts';
import { JobError } from '../../../features/job-queue/components/job-error';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useListParams } from '../../../lib/use-list-params';

const shortId = (id: string) => `…${id.slice(-8)}`;

/**
 * /admin/jobs: the background job queue — how many jobs wait, are scheduled, run and failed — and
 * the failed jobs, newest failure first, each of which the admin can queue again.
 */
export function Component() {
  const { page, setPage } = useListParams([]);
  const queue = useJobQueue({ page });
  const retry = useRetryJob();
  const failedHeading = useRef<HTMLHeadingElement>(null);
  const data = queue.data;

  // Queueing the last job of a page again empties it: go to the last page that still has jobs.
  useEffect(() => {
    if (data && !queue.isPlaceholderData && data.list.length === 0 && page > 1)
      setPage(pageCountOf(data.total, data.limit));
  }, [data, queue.isPlaceholderData, page, setPage]);

  const queueAgain = (job: FailedJob) =>
    retry.mutate(job.id, {
      onSuccess: () => {
        toast.success(`The ${job.kind} job ${shortId(job.id)} is queued again and runs shortly.`);
        // Its row is gone: the keyboard carries on from the list's heading.
        failedHeading.current?.focus();
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'Could not queue the job again. Please try again.')),
    });

  const columns: Column<FailedJob>[] = [
    {
      key: 'kind',
      header: 'Kind',
      cell: (job) => (
        <span className="flex flex-col font-mono">
          <span className="font-medium">{job.kind}</span>
          <span className="text-xs text-ink-soft">{shortId(job.id)}</span>
        </span>
      ),
    },
    {
      key: 'attempts',
      header: 'Attempts',
      className: 'whitespace-nowrap',
      cell: (job) => `${job.attempts} of ${job.max_attempts}`,
    },
    {
      key: 'failed',
      header: 'Failed',
      className: 'whitespace-nowrap',
      cell: (job) =>
        job.finished_at ? (
          <time dateTime={job.finished_at}>{formatDateTime(job.finished_at)}</time>
        ) : (
          'Not recorded'
        ),
    },
    {
      key: 'error',
      header: 'Last error',
      className: 'w-full min-w-64',
      cell: (job) => <JobError text={job.last_error} />,
    },
    {
      key: 'action',
      header: 'Action',
      cell: (job) => (
        <Button
          variant="secondary"
          size="sm"
          className="whitespace-nowrap"
          aria-label={`Queue again ${job.kind} job ${shortId(job.id)}`}
          loading={retry.isPending && retry.variables === job.id}
          loadingText="Queuing..."
          disabled={retry.isPending}
          onClick={() => queueAgain(job)}
        >
          Queue again
        </Button>
      ),
    },
  ];

  return (
    <section className="flex flex-col gap-6">
      <PageHeader
        title="Job queue"
        description="Background work: emails, reminders, kitchen sheets, auto-orders. A job that failed its last attempt waits here until you queue it again."
        actions={
          <Button
            variant="secondary"
            onClick={() => void queue.refetch()}
            loading={queue.isFetching && !queue.isPending}
            loadingText="Refreshing..."
          >
            <RefreshCw className="size-4" aria-hidden="true" />
            Refresh
          </Button>
        }
      />
      <JobCounts
        counts={data?.counts}
        loading={queue.isPending}
        error={queue.isError && !data ? 'Not loaded' : undefined}
      />
      <div className="flex flex-col gap-3">
        <h2 ref={failedHeading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
          Failed jobs
        </h2>
        <DataTable
          caption="Failed jobs, newest failure first"
          columns={columns}
          rows={data?.list}
          rowKey={(job) => job.id}
          loading={queue.isPending}
          error={queue.isError ? errorMessage(queue.error, 'Could not load the job queue') : null}
          onRetry={() => void queue.refetch()}
          emptyText="No failed jobs. A job that fails its last attempt shows up here."
        />
      </div>
      <Pagination page={page} total={data?.total} onPageChange={setPage} label="Failed job pages" />
    </section>
  );
}
