import type { MenuComment, MenuItem } from '@lunch/contract';
import { Loaded } from '../../../components/ui/loaded';
import { formatDate } from '../../../lib/format-date';
import { useMenuComments } from '../api/get-comments';

/** "4.5 ★ (12)" or "Not rated yet". */
export const ratingText = (rating: MenuItem['rating']) =>
  rating.average === null ? 'Not rated yet' : `${rating.average.toFixed(1)} ★ (${rating.count})`;

function CommentList({ comments }: { comments: readonly MenuComment[] }) {
  if (comments.length === 0) return <p className="text-sm text-ink-soft">No comments yet.</p>;
  return (
    <ul aria-label="Recent comments" className="flex flex-col gap-3">
      {comments.map((comment) => (
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

/** The dish's rating and the latest comments employees left with it. */
export function MenuComments({ item }: { item: MenuItem }) {
  const comments = useMenuComments(item.id);
  return (
    <section className="flex flex-col gap-2" aria-label="Ratings">
      <h3 className="text-sm font-medium text-ink-soft">Rating: {ratingText(item.rating)}</h3>
      <Loaded
        query={comments}
        loading="Loading comments..."
        showLabel
        size="sm"
        failure="Could not load the comments."
      >
        {(list) => <CommentList comments={list} />}
      </Loaded>
    </section>
  );
}
