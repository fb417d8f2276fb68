/** /admin/settings: placeholder text only (spec §2). */
export function Component() {
  return (
    <section className="flex flex-col gap-2">
      <title>Settings · Lunch</title>
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="text-ink-soft">There are no settings to change here yet.</p>
    </section>
  );
}
