/**
 * Spec 4 "Login from a registered IP triggers extra verification": with the merchant's LOGINIPVERIF3 switch on,
 * a password login from an address where another account of the merchant was registered (a sign of one person
 * holding several accounts, or of a shared device) needs a code sent to the member's own mobile, else their
 * mailbox. The first attempt sends the code and is refused with `address_check` (the answer says where the
 * code went, masked); the same login with `verificationCode` then succeeds. A member with neither contact
 * cannot be checked and logs in as before.
 */
import type { PlatformContext } from '../../context.ts';
import { PlatformError } from '../../http/envelope.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { memberLanguage, type MemberRow } from '../identity/index.ts';
import * as repo from './repository.ts';
import { codeText, consumeCode, issueCode } from './sms-codes.ts';

export const ADDRESS_CHECK_FLAG = 'LOGINIPVERIF3';

const MAIL_SUBJECT: Record<MessageLanguage, string> = {
  en: 'Your Lotus Play login code',
  bn: 'আপনার লোটাস প্লে লগইন কোড',
};

/** Shows enough of a contact for the member to recognise it, not enough to learn it. */
export function maskContact(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, Math.min(2, at))}***${value.slice(at)}`;
  return `${value.slice(0, 4)}****${value.slice(-2)}`;
}

export async function checkLoginAddress(
  ctx: PlatformContext,
  member: MemberRow,
  ip: string,
  code: string | undefined,
  pageLanguage: MessageLanguage,
): Promise<void> {
  const settings = await ctx.settings.get();
  if (settings.flags[ADDRESS_CHECK_FLAG] !== true) return;
  if (!(await repo.otherAccountRegisteredFrom(ctx.db, ctx.config.merchantCode, ip, member.id))) return;
  const channel = member.mobile_e164 ? 'sms' : member.email ? 'email' : null;
  if (!channel) return;
  const key = channel === 'sms' ? member.mobile_e164! : `mail:${member.id}`;
  if (code) {
    await consumeCode(ctx, key, 'address', code);
    return;
  }
  const issued = await issueCode(ctx, key, 'address', ip);
  const language = memberLanguage(member, pageLanguage);
  const text = codeText(language, issued, ctx.config.smsCodeMinutes);
  if (channel === 'sms') await ctx.sms.send(member.mobile_e164!, text);
  else await ctx.mailer.send({ to: member.email!, subject: MAIL_SUBJECT[language], text });
  const to = maskContact(channel === 'sms' ? member.mobile_e164! : member.email!);
  throw new PlatformError(403, 'address_check', undefined, { to }, { addressCheck: true, channel, to });
}
