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

/** The JSON body of a failed call, or undefined for a network failure or a body not ours. */
function bodyOf(error: unknown): Record<string, unknown> | undefined {
  const match = /^\d{3}: ([\s\S]*)$/.exec(messageOf(error) ?? '');
  if (!match) return undefined;
  try {
    const body: unknown = JSON.parse(match[1] ?? '');
    return typeof body === 'object' && body !== null
      ? (body as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The field problems of a 400: the envelope's `details`, one `{path, message}` per bad field
 * (made by fieldErrorsFrom in the contracts package); empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): { path: string; message: string }[] {
  const details = bodyOf(error)?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    const { path, message } = (d ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/**
 * The message to show for a failed form call. The API's envelope carries a `message` meant for
 * people and, for a 400, `details` naming each bad field: those are shown. A network failure or
 * a body that is not our JSON (a proxy's error page) shows the form's own fallback text.
 */
export function formErrorMessage(error: unknown, fallback: string): string {
  const body = bodyOf(error);
  if (!body) return fallback;
  const details = fieldErrorsOf(error).map((d) => sentence(d.message));
  if (details.length > 0) return details.join(' ');
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.error === 'string' && body.error) return body.error;
  return fallback;
}

/** "email must be valid" → "Email must be valid." */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
