/** The practice book of this platform's context (platform/modules/ledger/practice.ts): stateless, made per use. */
import type { PlatformContext } from '../../context.ts';
import { PracticeBook } from '../ledger/index.ts';

export function practiceBook(ctx: PlatformContext): PracticeBook {
  return new PracticeBook(ctx.ledger, ctx.db, ctx.config.merchantCode, ctx.dialect);
}
