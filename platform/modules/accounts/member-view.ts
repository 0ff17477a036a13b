/** Member info as the site reads it (spec 3: id, account, nickname, type, toUpline, clubLabel, memberLabel). */
import type { PlatformContext } from '../../context.ts';
import type { MemberInfo } from '../../../contract/calls/accounts.ts';
import * as repo from './repository.ts';
import type { MemberRow } from '../identity/index.ts';

export async function memberInfo(ctx: PlatformContext, member: MemberRow): Promise<MemberInfo> {
  const labels = await repo.memberLabels(ctx.db, member.id);
  return {
    id: member.id,
    account: member.username,
    username: member.username,
    nickname: member.nickname,
    // A stable public number for customer service; the database id stays internal to the platform's joins.
    customerId: `C${String(member.id).padStart(8, '0')}`,
    type: member.account_type,
    isAgent: member.account_type,
    toUpline: member.to_upline,
    merchantCode: member.merchant_code,
    clubLabel: { labelName: member.club_label, rankLevel: member.rank_level },
    memberLabel: labels.map((l) => l.label_name),
    mobileNum: member.mobile_num,
    countryDialingCode: member.country_dialing_code,
    email: member.email,
    trial: member.trial === 1,
    affiliateCode: member.affiliate_code,
  };
}

export type { MemberInfo };
