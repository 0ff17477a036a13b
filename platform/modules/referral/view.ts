/** The member's invite-friends page: code, link from the configured address, the reward rule, the invitees. */
import type { ReferralView } from '../../../contract/calls/referral.ts';
import { AGENT_ACCOUNT_TYPES } from '../../../contract/rules/account-types.ts';
import type { PlatformContext } from '../../context.ts';
import type { MemberRow } from '../identity/index.ts';
import { invitationCode } from '../agent/index.ts';
import { formatMinor } from '../../../contract/minor-units.ts';
import { mainWallet } from '../wallet/index.ts';
import * as repo from './repository.ts';
import { referralLink } from './rules.ts';
import { ensureCode } from './service.ts';

/** The page lists this many invitees, newest first. */
export const INVITEES_SHOWN = 100;

export async function referralView(ctx: PlatformContext, member: MemberRow): Promise<ReferralView> {
  const merchant = ctx.config.merchantCode;
  const [code, settings, merchantSettings, rows, mainId] = await Promise.all([
    ensureCode(ctx, member.id),
    repo.settingsOf(ctx.db, merchant),
    ctx.settings.get(),
    repo.inviteesOf(ctx.db, merchant, member.id, INVITEES_SHOWN),
    mainWallet(ctx, member),
  ]);
  const earned = await repo.rewardsPaidTo(ctx.db, merchant, mainId);
  const agent = AGENT_ACCOUNT_TYPES.includes(member.account_type);
  return {
    code,
    link: referralLink(ctx.config.publicUrl, code),
    currencySymbol: merchantSettings.currencySymbol,
    reward: formatMinor(settings.rewardMinor),
    rewardMinor: settings.rewardMinor.toString(),
    minDeposit: formatMinor(settings.minDepositMinor),
    minDepositMinor: settings.minDepositMinor.toString(),
    earned: formatMinor(earned),
    earnedMinor: earned.toString(),
    agentCode: agent ? await invitationCode(ctx, member) : null,
    invitees: rows.map((row) => ({
      username: row.username,
      registeredAt: row.created_at,
      status: row.status,
      decidedAt: row.decided_at,
    })),
  };
}
