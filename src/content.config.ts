/** Content an editor changes without touching code: markdown files under src/content/, one folder per language. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Help page sections (src/content/help/<lang>/<name>.md). */
const help = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/help' }),
  schema: z.object({
    title: z.string(),
    /** The URL fragment that opens this section, e.g. /help#terms. */
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
    order: z.number().int(),
  }),
});

/** Promotions (src/content/promotions/<lang>/<slug>.md); the slug is the promoDetail id. */
const promotions = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/promotions' }),
  schema: z.object({
    title: z.string(),
    /** Spec 3 promotion types. */
    type: z.enum(['newbie', 'limited', 'special', 'daily', 'rebate', 'vip']),
    summary: z.string(),
    period: z.string(),
    image: z.string(),
    order: z.number().int(),
    /** A raffle promotion (platform/modules/raffles): its page shows the round, tickets and draw. */
    raffle: z.boolean().optional(),
  }),
});

/** Single pages and page blocks (src/content/pages/<lang>/<name>.md): home intro, join us. */
const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages' }),
  schema: z.object({
    title: z.string(),
    lead: z.string().optional(),
  }),
});

export const collections = { help, promotions, pages };
