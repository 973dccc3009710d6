/** Computes a value on first use and keeps it for the life of the process. */
export function lazy<T>(build: () => T): () => T {
  let computed: { value: T } | undefined;
  return () => (computed ??= { value: build() }).value;
}
