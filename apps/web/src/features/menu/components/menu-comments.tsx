import type { MenuItem } from '@lunch/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { useMenuComments } from '../api/get-comments';

/** "4.5 ★ (12)" or "Not rated yet". */
export const ratingText = (rating: MenuItem['rating']) =>
  rating.average === null ? 'Not rated yet' : `${rating.average.toFixed(1)} ★ (${rating.count})`;

/** The dish's rating and the latest comments employees left with it. */
export function MenuComments({ item }: { item: MenuItem }) {
  const comments = useMenuComments(item.id);
  let body: ReactNode;
  if (comments.isPending) body = <Spinner size="sm" label="Loading comments..." showLabel />;
  else if (comments.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-2 text-danger-700">
        <p>{errorMessage(comments.error, 'Could not load the comments.')}</p>
        <Button variant="secondary" size="sm" onClick={() => void comments.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (comments.data.length === 0) body = <p className="text-sm text-ink-soft">No comments yet.</p>;
  else {
    body = (
      <ul aria-label="Recent comments" className="flex flex-col gap-3">
        {comments.data.map((comment) => (
          <li
            key={`${comment.rated_at}-${comment.employee_name}`}
            className="rounded-xl bg-cream-100 p-3 text-sm"
          >
            <p className="font-medium">
              {'★'.repeat(comment.stars)}
              <span className="sr-only">{comment.stars} of 5 stars</span> · {comment.employee_name} ·{' '}
              {formatDate(comment.rated_at)}
            </p>
            <p>{comment.comment}</p>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="flex flex-col gap-2" aria-label="Ratings">
      <h3 className="text-sm font-medium text-ink-soft">Rating: {ratingText(item.rating)}</h3>
      {body}
    </section>
  );
}
