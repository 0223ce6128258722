import type { PaperDto } from '@inkstone/shared/api/papers';
import type { FlagReason } from '@inkstone/shared/api/writing';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { LlmConfig } from '../../llm/config.js';
import { buildReviewSupportPrompt } from '../../llm/prompts/reviewSupport.v1.js';
import type { ExcerptsByKey } from '../../llm/prompts/writingCommon.js';
import type { CitedSentence } from '../citations/guardCitations.js';
import { callStructured } from '../modelCall.js';
import { VerdictsReply } from '../modelReplies.js';

/** The verdict on one cited sentence: supported, or the reason it is flagged. */
export type SupportVerdict = 'supported' | Exclude<FlagReason, 'invented_citation'>;

/**
 * Model-judged support of each cited sentence by the abstracts (and, for the user's own files, the
 * excerpts) of the papers it cites, in one call per section. A sentence citing a paper with neither
 * cannot be checked, nor can one the model gave
 * no verdict on, nor any when the check call fails: all of those are flagged 'unverifiable', never
 * silently counted as verified. Aborts (server shutdown) are passed on.
 */
export async function checkSupport(
  ctx: AppContext,
  config: LlmConfig,
  claims: readonly CitedSentence[],
  papers: ReadonlyMap<string, PaperDto>,
  excerpts: ExcerptsByKey,
  signal: AbortSignal,
): Promise<SupportVerdict[]> {
  const hasText = (key: string) => !!papers.get(key)?.abstract?.trim() || (excerpts.get(key)?.length ?? 0) > 0;
  const verdicts: SupportVerdict[] = claims.map(() => 'unverifiable');
  const checkable = claims.map((claim, i) => ({ claim, i })).filter(({ claim }) => claim.bibkeys.every(hasText));
  if (checkable.length === 0) return verdicts;
  const cited = [...new Set(checkable.flatMap(({ claim }) => claim.bibkeys))].map((k) => papers.get(k)!);
  try {
    const prompt = buildReviewSupportPrompt(
      checkable.map((c) => c.claim),
      cited,
      excerpts,
    );
    const ask = { step: 'writing.supportCheck', what: 'support check', prompt, schema: VerdictsReply };
    const reply = await callStructured(ctx, config, ask, { signal, temperature: 0 });
    for (const { n, supported } of reply.verdicts) {
      const target = checkable[n - 1];
      if (target) verdicts[target.i] = supported ? 'supported' : 'unsupported';
    }
  } catch (err) {
    if (signal.aborted || !(err instanceof AppError)) throw err;
  }
  return verdicts;
}
