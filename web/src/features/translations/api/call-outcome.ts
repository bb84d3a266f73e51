/** What a callable answered, as the page uses it: data, or the server's message and code. */
export type CallOutcome<T> = { ok: true; data: T } | { ok: false; message: string; code: string };

export function callFailure(error: unknown): { ok: false; message: string; code: string } {
  const code = typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
  // Firebase 12 appends the HTTP status (" [400]") to the server's message; the page shows and compares the message itself.
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s\[\d{3}\]$/, '');
  // The SDK prefixes codes with `functions/`; the page compares bare ones.
  return { ok: false, message, code: code.replace(/^functions\//, '') };
}
