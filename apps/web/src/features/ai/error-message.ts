/**
 * The text of a toast for a failed AI call: the server message, or the feature's own fallback.
 * The error's message is "<status>: <body>" (see lib/api-client.ts); our envelope's `message`
 * (and, for a 400, each field's message) is meant for people. A network failure, or a body that
 * is not our JSON (a proxy's error page), shows the fallback.
 */
export function aiErrorMessage(error: unknown, fallback: string): string {
  const text = error instanceof Error ? error.message : '';
  const match = /^\d{3}: ([\s\S]*)$/.exec(text);
  if (!match) return fallback;
  try {
    const body = JSON.parse(match[1] ?? '') as {
      message?: unknown;
      error?: unknown;
      details?: { message?: unknown }[];
    };
    const details = Array.isArray(body.details)
      ? body.details.map((d) => (typeof d?.message === 'string' ? d.message : '')).filter(Boolean)
      : [];
    if (details.length > 0) return details.join('; ');
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: the fallback.
  }
  return fallback;
}
