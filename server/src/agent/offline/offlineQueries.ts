import { contentWords } from './textTerms.js';
import { DEFAULT_FEEDBACK, feedbackTerms, type FeedbackParams, type ScoredHit } from './feedbackTerms.js';
import { topicKeyWords } from './topicQuery.js';

/** A local search: the query and how many hits, best first with scores. */
export type SearchLocal = (query: string, limit: number) => ScoredHit[];

/**
 * Search queries for a topic without a model: first the topic's key words (request
 * boilerplate such as "Could you provide me some studies that…" or "有哪些关于…的研究"
 * removed), then the same words plus pseudo-relevance feedback words read from the top local
 * hits of the first query. The first query alone is what the literature engine would run, so
 * callers should weigh its hits first (see rankOffline). Returns 0–2 distinct queries.
 */
export function offlineQueries(
  topic: string,
  searchLocal: SearchLocal,
  feedback: FeedbackParams = DEFAULT_FEEDBACK,
): string[] {
  const keyWords = topicKeyWords(topic);
  if (keyWords.length === 0) return topic.trim() === '' ? [] : [topic.trim()];
  const base = keyWords.join(' ');
  const exclude = new Set<string>();
  for (const word of contentWords(base, true)) if (word) exclude.add(word.key);
  const extra = feedbackTerms(searchLocal(base, Math.max(feedback.docs, feedback.background)), exclude, feedback);
  return extra.length > 0 ? [base, `${base} ${extra.join(' ')}`] : [base];
}
