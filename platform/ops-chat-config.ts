/**
 * The live chat's one setting, read in one place: the operators' password. OPS_CHAT_PASSWORD when set (at
 * least 12 characters). Without it, outside production a random one is generated at first use into a file
 * beside the database (data/ops-chat-password), like the demo's other secrets; in production the operator
 * side stays shut until it is set. Never a constant in the repository.
 */
import path from 'node:path';

export interface OpsChatConfig {
  password: string | undefined;
  /** Where a generated password is kept; undefined when none may be generated (production). */
  passwordFile: string | undefined;
  /**
   * The one origin whose pages may open the chat's sockets (PUBLIC_URL without a trailing slash), and the
   * socket origin the pages' Content-Security-Policy names; undefined in a demo without PUBLIC_URL.
   */
  publicOrigin: string | undefined;
}

/** OPS_CHAT_PASSWORD's length is checked by the environment schema (environment.ts). */
export function opsChatConfig(
  password: string | undefined,
  mode: 'demo' | 'production',
  sqlitePath: string,
  publicUrl?: string,
): OpsChatConfig {
  const generated = mode === 'production' ? undefined : path.join(path.dirname(sqlitePath), 'ops-chat-password');
  return {
    password,
    passwordFile: password ? undefined : generated,
    publicOrigin: publicUrl ? new URL(publicUrl).origin : undefined,
  };
}
