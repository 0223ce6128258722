import type { FakeReply } from '../../server/src/test/fakes/fakeLlm.js';
import type { AiScript } from './aiScripts.js';

/**
 * The knowledge-base e2e (e2e/knowledgeWriting.spec.ts): a question answered from the passages with
 * a citation of the first, and a review written from an uploaded paper alone. The outline and the
 * section take the file's key and a page from the prompt, as a model would from what it was shown.
 */
export const KNOWLEDGE_SCRIPT = {
  question: 'How does Vespa reach the compute clusters?',
  answer: 'Jobs reach the clusters through their own submission processes [1].',
  topic: 'Running scientific workflows on shared clusters',
  section: 'Submitting work to clusters',
} as const;

const keyOf = (prompt: string) => /key: (\S+)/.exec(prompt)?.[1] ?? 'missing-key';
const pageOf = (prompt: string) => /excerpt \((pp?\. [\d-]+)\)/.exec(prompt)?.[1];

function writingReply(prompt: string): FakeReply {
  const key = keyOf(prompt);
  if (prompt.includes('Plan the outline of'))
    return {
      json: {
        sections: [{ id: 's1', title: KNOWLEDGE_SCRIPT.section, why: 'How jobs are submitted.', bibkeys: [key] }].map(
          (s) => ({ ...s, subsections: [] }),
        ),
      },
    };
  const page = pageOf(prompt);
  return {
    text: [`Each cluster keeps its own way of accepting jobs [@${key}${page ? `, ${page}` : ''}].`],
  };
}

export const KNOWLEDGE_SCRIPTS: AiScript[] = [
  { input: KNOWLEDGE_SCRIPT.question, reply: { text: [KNOWLEDGE_SCRIPT.answer] } },
  { input: KNOWLEDGE_SCRIPT.topic, reply: writingReply },
];
