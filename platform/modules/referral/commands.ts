/**
 * `referral list|release|reject|settings`: the operator's side of invite friends (platform/modules/referral).
 * A relation held because the friend registered from the referrer's address waits here: released, it pays at
 * once if the friend's first deposit already qualified; rejected, it never pays.
 */
import type { PlatformContext } from '../../context.ts';
import { memberByUsername } from '../identity/index.ts';
import { formatMinor, parseMajor } from '../../../contract/minor-units.ts';
import * as repo from './repository.ts';
import { payRewardIfDue } from './service.ts';
import type { ReferralStatus } from './tables.ts';
import { UsageError, type Command } from '../../operator-command.ts';

const USAGE =
  'referral list [registered|deposited|rewarded|held|rejected] | referral release <invitee> | referral reject <invitee> | referral settings [<reward> <minimum first deposit>]';
const STATUSES: readonly ReferralStatus[] = ['registered', 'deposited', 'rewarded', 'held', 'rejected'];
const LISTED = 200;

function moneyOf(text: string | undefined, what: string): bigint {
  const minor = text === undefined ? null : parseMajor(text);
  if (minor === null || minor <= 0n) throw new UsageError(`expected ${what} like 100.00, got ${text ?? 'nothing'}`);
  return minor;
}

async function inviteeOf(ctx: PlatformContext, username: string | undefined) {
  if (!username) throw new UsageError('expected the invitee’s username');
  const member = await memberByUsername(ctx.db, ctx.config.merchantCode, username);
  const relation = member ? await repo.referralOf(ctx.db, member.id) : undefined;
  if (!member || !relation) throw new UsageError(`${username} was invited by nobody`);
  return { member, relation };
}

async function run(ctx: PlatformContext, [action, first, second]: string[]): Promise<string> {
  const merchant = ctx.config.merchantCode;
  const at = new Date(ctx.now()).toISOString();
  switch (action) {
    case 'list': {
      const status = first as ReferralStatus | undefined;
      if (status !== undefined && !STATUSES.includes(status))
        throw new UsageError(`expected one of ${STATUSES.join(', ')}, got ${first}`);
      const rows = await repo.relations(ctx.db, merchant, status, LISTED);
      if (!rows.length) return status ? `no ${status} referrals` : 'no referrals';
      return rows
        .map((r) => {
          const deposit =
            r.first_deposit_minor === null
              ? 'no deposit'
              : `first deposit ${formatMinor(BigInt(r.first_deposit_minor))}`;
          return `${r.invitee} invited by ${r.referrer}  ${r.status}  from ${r.register_ip ?? '?'}  ${deposit}  ${r.created_at}`;
        })
        .join('\n');
    }
    case 'release': {
      const { member, relation } = await inviteeOf(ctx, first);
      if (!(await repo.release(ctx.db, member.id, at)))
        throw new UsageError(`${member.username} is not held (it is ${relation.status})`);
      const paid = await payRewardIfDue(ctx, member.id);
      return paid
        ? `${member.username} released: the referrer was rewarded for the first deposit`
        : `${member.username} released: the referrer is rewarded when the first deposit reaches the minimum`;
    }
    case 'reject': {
      const { member, relation } = await inviteeOf(ctx, first);
      if (!(await repo.moveStatus(ctx.db, member.id, ['held', 'registered', 'deposited'], 'rejected', at)))
        throw new UsageError(`${member.username} cannot be rejected (it is ${relation.status})`);
      return `${member.username} rejected: no referral reward will be paid for this friend`;
    }
    case 'settings': {
      if (first !== undefined) {
        const settings = { rewardMinor: moneyOf(first, 'a reward'), minDepositMinor: moneyOf(second, 'a minimum') };
        await repo.saveSettings(ctx.db, merchant, settings, at);
      }
      const s = await repo.settingsOf(ctx.db, merchant);
      return `reward ${formatMinor(s.rewardMinor)} per friend whose first deposit is at least ${formatMinor(s.minDepositMinor)}`;
    }
    default:
      throw new UsageError(`unknown referral action ${action ?? ''}`);
  }
}

export const REFERRAL_COMMANDS: Record<string, Command> = {
  referral: { usage: USAGE, run },
};
