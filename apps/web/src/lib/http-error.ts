/**
 * The HTTP status carried by an error from the query function or apiRequest, whose message
 * is "<status>: <body>"; undefined for a network failure.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (!(error instanceof Error) && !(typeof error === 'object' && error && 'message' in error)) {
    return undefined;
  }
  const match = /^(\d{3}): /.exec(String((error as { message: unknown }).message));
  return match ? Number(match[1]) : undefined;
}
