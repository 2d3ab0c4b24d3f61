/** `?ids=a,b,c`: product ids, comma-separated (the recently viewed row asks for its products by id). */
import { z } from 'zod';
import { isUuid } from './ids.ts';
import { RECENTLY_VIEWED_MAX } from './recently-viewed.ts';

export const productIdsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required: product ids, comma-separated' })
    .max(40 * RECENTLY_VIEWED_MAX, `At most ${RECENTLY_VIEWED_MAX} product ids`)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((ids) => ids.every(isUuid), 'ids must be product ids')
    .refine((ids) => ids.length <= RECENTLY_VIEWED_MAX, `At most ${RECENTLY_VIEWED_MAX} product ids`),
});
