/**
 * Reading a failed API call. The error's message is "<status>: <body>" (lib/api-client.ts),
 * whether it was thrown here or rendered on the server and hydrated (then it is a plain
 * {name, message}).
 */
function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const { message } = error as { message: unknown };
  return typeof message === 'string' ? message : undefined;
}

/** The HTTP status of a failed call; undefined for a network failure. */
export function errorStatus(error: unknown): number | undefined {
  const match = /^(\d{3}): /.exec(messageOf(error) ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The message to show for a failed form call. The API's envelope carries a `message` meant for
 * people and, for a 400, `details` naming each bad field: those are shown. A network failure or
 * a body that is not our JSON (a proxy's error page) shows the form's own fallback text.
 */
export function formErrorMessage(error: unknown, fallback: string): string {
  const match = /^\d{3}: ([\s\S]*)$/.exec(messageOf(error) ?? '');
  if (!match) return fallback;
  try {
    const body = JSON.parse(match[1] ?? '') as {
      message?: unknown;
      error?: unknown;
      details?: { message?: unknown }[];
    };
    const details = Array.isArray(body.details)
      ? body.details
          .map((d) => (typeof d?.message === 'string' ? sentence(d.message) : ''))
          .filter(Boolean)
      : [];
    if (details.length > 0) return details.join(' ');
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
  } catch {
    // Not JSON: fall through.
  }
  return fallback;
}

/** "email must be valid" → "Email must be valid." */
function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
