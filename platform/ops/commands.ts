/** Operator verbs. Each changes merchant data in the database; running servers see it within the settings TTL. */
import { UsageError, type Command } from '../operator-command.ts';
import { LEDGER_COMMAND } from './ledger-command.ts';
import { MONEY_COMMANDS } from './money-commands.ts';
import { PROMOTION_COMMANDS } from './promotion-commands.ts';
import { MERCHANT_COMMANDS } from './merchant-commands.ts';
import { LOTTERY_USAGE } from './lottery-commands.ts';
import { CONTEXT_MODULES } from '../modules.ts';
import { FLAGS, findFlag } from '../merchant/flags.ts';
import type { PlatformContext } from '../context.ts';
import { setVendorEnabled, setVendorWalletMode } from '../modules/games/index.ts';
import { formatMinor } from '../../contract/minor-units.ts';
import { returnSeamlessWallets } from '../modules/wallet/index.ts';
import { addNotice, removeNotice } from '../modules/notices/index.ts';
import { setRegisterRule, type RegisterRuleChange } from '../modules/system/index.ts';
import {
  blockCountry,
  loadMerchantSettings,
  MAX_CONSENT_DAYS,
  setConsentDays,
  setFlag,
  setSystemStatus,
  unblockCountry,
  type SystemStatus,
} from '../merchant/repository.ts';

export { UsageError, type Command } from '../operator-command.ts';

const STATUSES: Record<string, SystemStatus> = { normal: 0, maintenance: 1, restricted: 2 };

function onOff(value: string | undefined): boolean {
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new UsageError(`expected on or off, got ${value ?? 'nothing'}`);
}

function countryCode(value: string | undefined): string {
  const code = value?.toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code))
    throw new UsageError(`expected a two-letter country code, got ${value ?? 'nothing'}`);
  return code;
}

/**
 * `vendor mode`: how a vendor's games reach the money. Making it seamless returns what players hold in its
 * wallet to their main wallets at once (they could not bet it there any more).
 */
async function setVendorMode(
  ctx: PlatformContext,
  vassalage: string | undefined,
  mode: string | undefined,
): Promise<string> {
  if (!vassalage || (mode !== 'seamless' && mode !== 'transfer'))
    throw new UsageError('expected: vendor mode <VASSALAGE> seamless|transfer');
  const code = vassalage.toUpperCase();
  if (!(await setVendorWalletMode(ctx.db, ctx.config.merchantCode, code, mode)))
    throw new UsageError(`no vendor ${vassalage}`);
  if (mode === 'transfer') return `${code} now plays its own wallet (transfer mode)`;
  const returned = await returnSeamlessWallets(ctx, code);
  return `${code} now plays the main wallet (seamless); ${returned.wallets} wallet(s) returned, ${formatMinor(returned.amountMinor)} in all`;
}

/** What `rule` changes; being required implies being shown. */
function ruleChange(setting: string | undefined, pattern: string | undefined): RegisterRuleChange {
  switch (setting) {
    case 'required':
      return { enabled: 1, required: 1 };
    case 'optional':
      return { required: 0 };
    case 'enabled':
      return { enabled: 1 };
    case 'disabled':
      return { enabled: 0, required: 0 };
    case 'pattern':
      if (!pattern) throw new UsageError('expected a pattern (a regular expression, or * for anything)');
      if (pattern !== '*') {
        try {
          new RegExp(pattern, 'u');
        } catch {
          throw new UsageError(`not a regular expression: ${pattern}`);
        }
      }
      return { accepted_pattern: pattern };
    default:
      throw new UsageError('expected required, optional, enabled, disabled or pattern');
  }
}

export const COMMANDS: Record<string, Command> = {
  status: {
    usage: 'status normal|maintenance|restricted',
    async run(ctx, [name]) {
      const status = name === undefined ? undefined : STATUSES[name];
      if (status === undefined) throw new UsageError(`unknown status ${name ?? ''}`);
      await setSystemStatus(ctx.db, ctx.config.merchantCode, status);
      return `site status is now ${name}`;
    },
  },
  'consent-days': {
    usage: `consent-days <1-${MAX_CONSENT_DAYS}>   (how long a device remembers the age-and-terms answer)`,
    async run(ctx, [value]) {
      const days = Number(value);
      if (!/^\d+$/.test(value ?? '') || days < 1 || days > MAX_CONSENT_DAYS) {
        throw new UsageError(`expected a whole number of days from 1 to ${MAX_CONSENT_DAYS}`);
      }
      await setConsentDays(ctx.db, ctx.config.merchantCode, days);
      return `a device now remembers the age-and-terms answer for ${days} days`;
    },
  },
  flag: {
    usage: 'flag <NAME> on|off',
    async run(ctx, [name, value]) {
      const flag = name ? findFlag(name) : undefined;
      if (!flag) throw new UsageError(`unknown flag ${name ?? ''}; see "flags"`);
      const enabled = onOff(value);
      await setFlag(ctx.db, ctx.config.merchantCode, flag, enabled);
      return `${flag.name} is now ${enabled ? 'on' : 'off'}`;
    },
  },
  flags: {
    usage: 'flags',
    async run(ctx) {
      const settings = await loadMerchantSettings(ctx.db, ctx.config.merchantCode);
      return FLAGS.map((f) => {
        const aliases = f.aliases.length ? ` (also: ${f.aliases.join(', ')})` : '';
        return `${settings.flags[f.name] ? 'on ' : 'off'}  ${f.name.padEnd(18)} ${f.description}${aliases}`;
      }).join('\n');
    },
  },
  'block-country': {
    usage: 'block-country <CODE>',
    async run(ctx, [value]) {
      const code = countryCode(value);
      await blockCountry(ctx.db, ctx.config.merchantCode, code);
      return `visitors from ${code} now see the restriction page`;
    },
  },
  'unblock-country': {
    usage: 'unblock-country <CODE>',
    async run(ctx, [value]) {
      const code = countryCode(value);
      await unblockCountry(ctx.db, ctx.config.merchantCode, code);
      return `visitors from ${code} are no longer restricted`;
    },
  },
  vendor: {
    usage: 'vendor enable|disable <VASSALAGE> | vendor mode <VASSALAGE> seamless|transfer',
    async run(ctx, [action, vassalage, mode]) {
      if (action === 'mode') return setVendorMode(ctx, vassalage, mode);
      if ((action !== 'enable' && action !== 'disable') || !vassalage)
        throw new UsageError('expected enable or disable and a vendor code');
      const found = await setVendorEnabled(
        ctx.db,
        ctx.config.merchantCode,
        vassalage.toUpperCase(),
        action === 'enable',
      );
      if (!found) throw new UsageError(`no vendor ${vassalage}`);
      return `${vassalage.toUpperCase()} is now ${action}d`;
    },
  },
  notice: {
    usage: 'notice add <bn|en> <B|PL|PU|PR|H> <title> <html> [popup] | notice remove <id>',
    async run(ctx, [action, ...rest]) {
      if (action === 'remove') {
        const id = Number(rest[0]);
        if (!Number.isInteger(id) || !(await removeNotice(ctx.db, ctx.config.merchantCode, id)))
          throw new UsageError(`no notice ${rest[0] ?? ''}`);
        return `notice ${id} removed`;
      }
      const [lang, type, title, content, popup] = rest;
      if (
        action !== 'add' ||
        !lang ||
        !['bn', 'en'].includes(lang) ||
        !type ||
        !['B', 'PL', 'PU', 'PR', 'H'].includes(type) ||
        !title ||
        !content
      ) {
        throw new UsageError('expected: notice add <bn|en> <B|PL|PU|PR|H> <title> <html> [popup]');
      }
      const id = await addNotice(ctx.db, {
        merchant: ctx.config.merchantCode,
        lang,
        type,
        title,
        content,
        popup: popup === 'popup',
      });
      return `notice ${id} added`;
    },
  },
  rule: {
    usage: 'rule <field> required|optional|enabled|disabled | rule <field> pattern <regex|*>',
    async run(ctx, [field, setting, pattern]) {
      const change = ruleChange(setting, pattern);
      if (!field) throw new UsageError('expected a registration field, e.g. payeeName');
      if (!(await setRegisterRule(ctx.db, ctx.config.merchantCode, field, change)))
        throw new UsageError(`no registration rule ${field}`);
      return `${field}: ${setting}${pattern ? ` ${pattern}` : ''}`;
    },
  },
  show: {
    usage: 'show',
    async run(ctx) {
      const s = await loadMerchantSettings(ctx.db, ctx.config.merchantCode);
      const status = Object.keys(STATUSES).find((k) => STATUSES[k] === s.systemStatus);
      return [
        `merchant ${s.code} (${s.name}), currency ${s.currency} ${s.currencySymbol}`,
        `status ${status}`,
        `blocked countries: ${s.blockedCountries.join(', ') || 'none'}`,
      ].join('\n');
    },
  },
};

// The modules' own verbs (their module.ts), then the verbs that span modules.
Object.assign(
  COMMANDS,
  ...CONTEXT_MODULES.map((m) => m.commands ?? {}),
  MONEY_COMMANDS,
  LEDGER_COMMAND,
  PROMOTION_COMMANDS,
  MERCHANT_COMMANDS,
);

export function usage(): string {
  return [
    'usage: npm run ops -- <verb> [arguments]',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage}`),
    `  ${LOTTERY_USAGE}`,
  ].join('\n');
}
