/**
 * A value as text with every object's keys in order, so that `{ a, b }` and `{ b, a }` read the
 * same: what a create's idempotency key and an edit's conflict check compare.
 */
export function stableText(value: unknown): string {
  return JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : inner,
  );
}
