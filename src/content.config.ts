/** Content an editor changes without touching code: markdown files under src/content/. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Help page sections, one file per section per language (src/content/help/<lang>/<anchor>.md). */
const help = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/help' }),
  schema: z.object({
    title: z.string(),
    /** The URL fragment that opens this section, e.g. /help#terms. */
    anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
    order: z.number().int(),
  }),
});

export const collections = { help };
