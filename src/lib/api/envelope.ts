/** The platform's response envelope (spec 7) and the error raised when a call is refused. */
export interface Envelope<T> {
  success: boolean;
  value: T | null;
  message: string | null;
  code?: string;
  fields?: Record<string, string>;
}

export class PlatformCallError extends Error {
  readonly code: string | undefined;
  readonly status: number;
  /** What a refusal may carry besides its message, e.g. `{ captcha: true }` after failed logins. */
  readonly value: unknown;
  readonly fields: Record<string, string> | undefined;
  constructor(message: string, status: number, code?: string, value?: unknown, fields?: Record<string, string>) {
    super(message);
    this.name = 'PlatformCallError';
    this.status = status;
    this.code = code;
    this.value = value ?? null;
    this.fields = fields;
  }
}

/**
 * Whether a parsed body has the envelope's shape. Checked by hand, not with the contract's schema, so the first
 * script of every page carries no schema library; the value inside is then parsed with its call's schema.
 */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (typeof body !== 'object' || body === null || !('success' in body) || !('value' in body)) return false;
  const message = 'message' in body ? body.message : null;
  const code = 'code' in body ? body.code : undefined;
  return (
    typeof body.success === 'boolean' &&
    (message === null || typeof message === 'string') &&
    (code === undefined || typeof code === 'string')
  );
}

/** The value of a successful envelope, or a PlatformCallError carrying the platform's message. */
export function unwrap(envelope: Envelope<unknown>, status: number): unknown {
  if (!envelope.success || envelope.value === null) {
    throw new PlatformCallError(
      envelope.message ?? 'platform call failed',
      status,
      envelope.code,
      envelope.value,
      envelope.fields,
    );
  }
  return envelope.value;
}
