/**
 * A loader that runs once, on its first call, and hands every later call the same promise: an
 * area's modules and data are imported when a request first needs them, not when the server starts.
 * A load that fails is forgotten, so the next call tries again.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
