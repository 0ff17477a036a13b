/** The deposit page's choices: payment methods (the footer's PAYMENT_* resources) with their channels, limits and presets. */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { formatMinor, toMinor } from '../../../contract/minor-units.ts';
import { resources } from '../system/index.ts';
import { enabledChannels } from './repository.ts';

const money = (minor: bigint) => ({ amount: formatMinor(minor), amountMinor: minor.toString() });

export async function depositMethods(ctx: PlatformContext, language: MessageLanguage) {
  const settings = await ctx.settings.get();
  const [channels, methodRows] = await Promise.all([
    enabledChannels(ctx.db, settings.code),
    resources(ctx.db, settings.code),
  ]);
  const methods = new Map(
    methodRows.filter((r) => r.resource_type.startsWith('PAYMENT_')).map((r) => [r.resource_type, r]),
  );
  const grouped = new Map<string, typeof channels>();
  for (const channel of channels) {
    // A channel whose method the merchant no longer lists is not offered: the footer and this page agree.
    if (!methods.has(channel.method)) continue;
    // Nor is one whose gateway this platform does not run (the demo gateway's channels outside demo mode).
    if (!ctx.gateways.has(channel.gateway)) continue;
    grouped.set(channel.method, [...(grouped.get(channel.method) ?? []), channel]);
  }
  return {
    currency: settings.currency,
    currencySymbol: settings.currencySymbol,
    methods: [...grouped].map(([method, list]) => {
      const resource = methods.get(method)!;
      return {
        method,
        name: language === 'bn' ? resource.label_name_bn : resource.label_name_en,
        icon: resource.url,
        channels: list.map((c) => ({
          id: c.id,
          code: c.code,
          name: language === 'bn' ? c.name_bn : c.name_en,
          min: money(toMinor(c.min_minor)),
          max: money(toMinor(c.max_minor)),
          presets: (JSON.parse(c.presets) as string[]).map((p) => money(BigInt(p))),
        })),
      };
    }),
  };
}
