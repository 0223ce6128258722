import { SearchStatus, type AgentPaper, type AgentSearchReq } from '@inkstone/shared/api/paperAgent';
import type { Language } from '@inkstone/shared/constants';
import type { KnowledgeFileRow } from '../../db/schema/index.js';
import type { Paper } from '../../literature/paper.js';
import type { AgentStreamDone } from '@inkstone/shared/api/paperAgentStream';
import { releaseHold, settleHold, type Hold } from '../../billing/holds.js';
import { endingOf, recordEnding } from '../runFailure.js';
import { FailureNotes } from '../failureNotes.js';
import type { RunEnv } from '../runEnv.js';
import { filterPapers, type Judged } from './filterPapers.js';
import { FoundSoFar } from './foundSoFar.js';
import { fitPaper } from '../../papers/fitPaper.js';
import { batchFraction, nothingDelivered, wordsForDelivered, type Delivered } from './searchCharge.js';
import { loadKnowledgeSources, type JoinedSource } from './knowledgeCandidates.js';
import { gatherCandidates, planSearch } from './searchSteps.js';
import { Translator, type Translation } from './translatePapers.js';

/**
 * A search run: the session's topic and options, its price, the words held for it (none when
 * offline), and the user's knowledge-base files chosen as sources (checked ready when it started).
 */
export interface SearchJob {
  userId: string;
  knowledgeFiles: readonly KnowledgeFileRow[];
  topic: string;
  options: Omit<AgentSearchReq, 'topic'>;
  price: number;
  hold: Hold | undefined;
}

/**
 * Step 2 of a session, start to end, in the background: statuses 3–8 each emitted and saved as
 * they complete, then `done`. The hold is settled for the model work delivered — nothing when no
 * answer of the model was used (the run ended fully keyword-based: free, and `usesAi` false); a run
 * that fails gives it all back, an aborted one pays for what was delivered. Never throws.
 */
export async function runSearch(env: RunEnv<'search'>, job: SearchJob): Promise<void> {
  const delivered = nothingDelivered();
  const notes = new FailureNotes(env.model);
  const found = new FoundSoFar<AgentPaper>(job.options.maxPapers);
  try {
    env.recorder.progress(SearchStatus.GetUUID, { id: env.sessionId });
    env.recorder.progress(SearchStatus.Connected, { usesAi: !!env.model, wordsCost: job.price });
    const bibList = await searchAndJudge(env, job, delivered, notes, found);
    const errorMsg = notes.message();
    const withoutAi = notes.all();
    const usesAi = env.model?.hasUsedAnswers ?? false;
    const wordsCharged = job.hold
      ? (await settleHold(env.ctx.db, job.hold, chargeFor(env, job.hold, delivered), env.ctx.clock.now())).charged
      : 0;
    const bibDict = Object.fromEntries(bibList.map((p) => [p.bibkey, p]));
    env.recorder.progress(SearchStatus.Finished, { bibList, bibDict });
    const done: AgentStreamDone = { id: env.sessionId, usesAi, wordsCharged, withoutAi, errorMsg };
    env.recorder.end(
      { type: 'done', data: done },
      { state: 'searched', searchStatus: SearchStatus.Finished, usesAi, wordsCharged, errorMsg },
      { bibList, withoutAi },
    );
  } catch (err) {
    const ending = endingOf(env, err);
    let wordsCharged = 0;
    if (job.hold && ending.state === 'aborted') {
      const words = chargeFor(env, job.hold, delivered);
      wordsCharged = (await settleHold(env.ctx.db, job.hold, words, env.ctx.clock.now())).charged;
    } else if (job.hold) {
      await releaseHold(env.ctx.db, job.hold.id, env.ctx.clock.now());
    }
    // A stopped run keeps the papers it had found, so its history entry shows them (issue 21).
    recordEnding(env, ending, { wordsCharged }, ending.state === 'aborted' ? { bibList: found.papers() } : {});
  }
}

// Only model work actually used is charged: a run whose model answered nothing usable costs nothing.
const chargeFor = (env: RunEnv<'search'>, hold: Hold, delivered: Delivered) =>
  env.model?.hasUsedAnswers ? wordsForDelivered(hold.amount, delivered) : 0;

async function searchAndJudge(
  env: RunEnv<'search'>,
  job: SearchJob,
  delivered: Delivered,
  notes: FailureNotes,
  found: FoundSoFar<AgentPaper>,
): Promise<AgentPaper[]> {
  const { recorder } = env;
  const plan = await planSearch(env, job.topic, job.options, delivered, notes);
  const knowledge = await loadKnowledgeSources(env.ctx, job.userId, job.knowledgeFiles, job.topic, env.signal);
  const joined = await gatherCandidates(env, plan, job.options, knowledge);
  const { candidates, byBibkey } = joined;
  // A file's candidate carries its passage for the filter to read; the results show its own record.
  const shown = (paper: Paper) => byBibkey.get(paper.bibkey)?.paper ?? paper;
  found.gathered(candidates, (j) => toAgentPaper(j, undefined, byBibkey.get(j.paper.bibkey), job.options.language));

  const total = candidates.length;
  recorder.progress(SearchStatus.FilterPapers, { kept: 0, judged: 0, total });
  const translator = new Translator(env.model, job.options.language);
  const filtered = await filterPapers(env.model, job.topic, candidates, {
    language: job.options.language,
    maxPapers: job.options.maxPapers,
    onBatch: (judged, kept, byAi) => recorder.progress(SearchStatus.FilterPapers, { kept, judged, total, byAi }),
    // Translation overlaps filtering: only the best of each batch, since most will be kept.
    onKept: (kept) => translator.start(kept.slice(0, job.options.maxPapers).map((j) => shown(j.paper))),
    onJudged: (judged) => found.judgedBatch(judged),
  });
  found.filterDone(filtered.kept);
  env.signal.throwIfAborted();
  delivered.filter = batchFraction(filtered.modelBatches, filtered.batches);
  // The step's last word: how many the model judged, and (when it went without the model) why.
  recorder.progress(SearchStatus.FilterPapers, {
    kept: filtered.kept.length,
    judged: total,
    total,
    byAi: filtered.byModel,
    ...notes.take('filter'),
  });
  recorder.save({ searchStatus: SearchStatus.FilterPapers });

  const papers = filtered.kept.map((j) => shown(j.paper));
  const translated = await translator.finish(papers, (done, all) =>
    recorder.progress(SearchStatus.TranslatePapers, { translated: done, total: all }),
  );
  env.signal.throwIfAborted();
  // Nothing to translate is part of a complete run only as far as the model chose the papers: the
  // translation share of a run whose filter went without the model is not charged.
  delivered.translate = translated.total === 0 ? delivered.filter : translated.byKey.size / translated.total;
  recorder.progress(SearchStatus.TranslatePapers, {
    translated: translated.byKey.size,
    total: translated.total,
    ...notes.take('translate'),
  });
  recorder.save({ searchStatus: SearchStatus.TranslatePapers });
  return filtered.kept.map((j) =>
    toAgentPaper(j, translated.byKey.get(j.paper.bibkey), byBibkey.get(j.paper.bibkey), job.options.language),
  );
}

function toAgentPaper(
  judged: Judged,
  translation: Translation | undefined,
  file: JoinedSource | undefined,
  language: Language,
): AgentPaper {
  const reason = judged.reason.slice(0, 1000);
  return {
    ...fitPaper(file?.paper ?? judged.paper),
    relevance: Math.round(judged.relevance * 1000) / 1000,
    reason: file ? `${reason}${filePlace(file, language)}` : reason,
    translatedTitle: translation?.title ?? null,
    translatedSummary: translation?.summary || null,
    ...(file ? { passage: file.source.passage } : {}),
  };
}

// Where in the user's file the reason's claim can be checked: the page of its best passage.
function filePlace({ source }: JoinedSource, language: Language): string {
  const { passage } = source;
  if (language === 'cn') {
    if (!passage) return '（你的文件：没有段落与主题相符）';
    const pages = passage.pageTo > passage.pageFrom ? `${passage.pageFrom}–${passage.pageTo}` : passage.pageFrom;
    return `（你的文件 · 第 ${pages} 页）`;
  }
  if (!passage) return ' (your file: no passage matched the topic)';
  const pages =
    passage.pageTo > passage.pageFrom ? `pp. ${passage.pageFrom}–${passage.pageTo}` : `p. ${passage.pageFrom}`;
  return ` (your file, ${pages})`;
}
