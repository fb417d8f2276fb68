/** Errors up to this long, on one line, show whole; longer ones are folded. */
const SHORT = 120;

/**
 * What a job's last attempt failed with. A long or multi-line error shows its start, folded; the
 * full text opens below it (a native disclosure: Enter or Space opens it from the keyboard).
 */
export function JobError({ text }: { text: string | null }) {
  if (!text) return <span className="text-ink-soft">None recorded</span>;
  const firstLine = text.split('\n', 1)[0]!;
  if (text.length <= SHORT && firstLine === text) return <span className="wrap-anywhere">{text}</span>;
  return (
    <details className="group min-w-0">
      <summary className="cursor-pointer rounded-sm">
        <span className="wrap-anywhere group-open:hidden">
          {firstLine.length > SHORT ? `${firstLine.slice(0, SHORT).trimEnd()}…` : `${firstLine}…`}
        </span>{' '}
        <span className="font-medium text-brand-800 underline underline-offset-2">
          <span className="group-open:hidden">Show full error</span>
          <span className="hidden group-open:inline">Hide full error</span>
        </span>
      </summary>
      <pre className="mt-2 rounded-lg bg-cream-50 p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
        {text}
      </pre>
    </details>
  );
}
