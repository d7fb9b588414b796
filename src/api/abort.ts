/** An abort of fetch or of our own signal (unmount, a newer load): never shown to anyone. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
