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
  constructor(message: string, status: number, code?: string) {
    super(message);
    this.name = 'PlatformCallError';
    this.status = status;
    this.code = code;
  }
}

/** The value of a successful envelope, or a PlatformCallError carrying the platform's message. */
export function unwrap<T>(envelope: Envelope<T>, status: number): T {
  if (!envelope.success || envelope.value === null) {
    throw new PlatformCallError(envelope.message ?? 'platform call failed', status, envelope.code);
  }
  return envelope.value;
}
