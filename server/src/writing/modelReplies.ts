import { z } from 'zod';
import { EditedSection } from '@inkstone/shared/api/writing';

/** The outline a model returns (ids optional: new sections have none). */
export const OutlineReply = z.object({ sections: z.array(EditedSection).min(1).max(30) });

/** The support-check verdicts a model returns. */
export const VerdictsReply = z.object({
  verdicts: z.array(z.object({ n: z.number().int(), supported: z.boolean() })),
});
