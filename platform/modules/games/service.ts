/** Vendor data grouped by category (spec 3: categories with title and cards, plus a sorting list). */
import type { PlatformContext } from '../../context.ts';
import type { MessageLanguage } from '../../http/language.ts';
import { CATEGORIES, categoryTitle, isCategory } from './categories.ts';
import * as repo from './repository.ts';
import type { GameMenus } from '../../../contract/games.ts';

export async function gameMenus(ctx: PlatformContext, language: MessageLanguage): Promise<GameMenus> {
  const vendors = await repo.enabledVendors(ctx.db, ctx.config.merchantCode);
  const categories: GameMenus['categories'] = {};
  for (const vendor of vendors) {
    if (!isCategory(vendor.category)) continue;
    const group = (categories[vendor.category] ??= { title: categoryTitle(vendor.category, language), cards: [] });
    group.cards.push({ vassalage: vendor.vassalage, name: vendor.name, isHot: vendor.is_hot === 1 });
  }
  // A category appears only when it has vendors (spec 2).
  const sorting = CATEGORIES.filter((c) => categories[c]).map((c) => ({
    gameCategory: c,
    vendors: categories[c]!.cards.map((card) => card.vassalage),
  }));
  return { categories, sorting };
}

export async function vendorList(ctx: PlatformContext) {
  const vendors = await repo.enabledVendors(ctx.db, ctx.config.merchantCode);
  return vendors.map((v) => ({ vassalage: v.vassalage, name: v.name, category: v.category, isHot: v.is_hot === 1 }));
}
