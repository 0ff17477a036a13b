/**
 * The agent's invitation link (spec 2, register account): the registration page in the agent's language with their
 * code, on the configured public address (PUBLIC_URL). Never the request's Host: a link handed out, printed in a QR
 * code or shared, must point where the operator says players go, not wherever this request happened to arrive.
 */
import { localizedPath } from '../../../contract/rules/locales.ts';
import type { MessageLanguage } from '../../http/language.ts';

/** Absolute on PUBLIC_URL; a site path when none is configured (a demo), as invite friends' link is. */
export function invitationLink(publicUrl: string | undefined, code: string, language: MessageLanguage): string {
  return `${publicUrl ?? ''}${localizedPath('/register', language)}?affiliateCode=${encodeURIComponent(code)}`;
}
