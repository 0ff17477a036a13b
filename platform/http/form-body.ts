/** Form-encoded bodies (spec 7: the forgot-password call is a form post) as plain objects; repeated names keep the first value. */
import type { FastifyRequest } from 'fastify';

export function formBodyParser(
  _request: FastifyRequest,
  body: string | Buffer,
  done: (error: Error | null, value?: unknown) => void,
): void {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body.toString())) if (!(name in fields)) fields[name] = value;
  done(null, fields);
}
