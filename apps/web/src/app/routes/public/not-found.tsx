import { NotFound } from '../../../components/not-found';

/** Any unknown top-level path. */
export function Component() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-cream-50">
      <NotFound />
    </main>
  );
}
