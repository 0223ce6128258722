import type { AskFilesReq, AskFilesRes, PassageHitDto } from '@inkstone/shared/api/file';
import type { AppContext } from '../context.js';
import { searchPassages } from './search.service.js';

const PASSAGES_FOR_ANSWER = 8;

const SYSTEM = [
  'You answer a researcher’s question from numbered passages of their own files, and from nothing else.',
  'After every claim, cite the passages it rests on as [n] (several as [1][3]).',
  'Make no claim the passages do not support; if they do not answer the question, say so in one sentence.',
  'Answer in the language of the question, in a few short paragraphs, without a reference list.',
].join(' ');

function prompt(question: string, passages: readonly PassageHitDto[]): string {
  const numbered = passages.map(
    (p, i) =>
      `[${i + 1}] ${p.fileName}, p. ${p.pageFrom === p.pageTo ? p.pageFrom : `${p.pageFrom}-${p.pageTo}`}\n${p.text}`,
  );
  return `Passages:\n\n${numbered.join('\n\n')}\n\nQuestion: ${question}`;
}

const SENTENCE = /[^.!?。！？]+(?:[.!?。！？]+|$)/gu;

/**
 * The answer kept to what the passages carry: a citation of a passage that was not given is removed,
 * and a sentence left without any citation is dropped (the literature review's rule: no claim
 * without a source). Null when nothing cited is left.
 */
export function keepCitedClaims(answer: string, passageCount: number): string | null {
  const paragraphs = answer.split(/\n{2,}/).map((paragraph) => {
    const sentences = paragraph.match(SENTENCE) ?? [];
    return sentences
      .map((sentence) =>
        sentence.replace(/\[(\d+)\]/g, (marker, n: string) =>
          Number(n) >= 1 && Number(n) <= passageCount ? marker : '',
        ),
      )
      .filter((sentence) => /\[\d+\]/.test(sentence))
      .join('')
      .trim();
  });
  const kept = paragraphs.filter(Boolean).join('\n\n');
  return kept || null;
}

/**
 * A question over the user's files: the most relevant passages, and — when a model is configured —
 * an answer written from them with a citation to file and page after every claim. Without a model,
 * or when it fails, the passages are the answer and the reply says why.
 */
export async function askFiles(ctx: AppContext, userId: string, req: AskFilesReq): Promise<AskFilesRes> {
  const passages = await searchPassages(ctx, userId, { ...req, query: req.question, limit: PASSAGES_FOR_ANSWER });
  if (passages.length === 0) return { answer: null, withoutModel: 'no_passages', passages };
  const { config, problem } = await ctx.llm.settings();
  if (!config || problem) return { answer: null, withoutModel: 'not_configured', passages };
  try {
    let text = '';
    const call = {
      system: SYSTEM,
      prompt: prompt(req.question, passages),
      signal: ctx.shutdownSignal,
      temperature: 0.2,
    };
    for await (const chunk of ctx.llm.stream(config, call)) if (chunk.type === 'text') text += chunk.text;
    const answer = keepCitedClaims(text, passages.length);
    return answer ? { answer, withoutModel: 'none', passages } : { answer: null, withoutModel: 'failed', passages };
  } catch {
    return { answer: null, withoutModel: 'failed', passages };
  }
}
