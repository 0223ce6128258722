import type { FakeReply } from '../../server/src/test/fakes/fakeLlm.js';

/**
 * The fake model's answers for e2e/writingFromSearch.spec.ts: the paper-search agent's steps (JSON
 * shapes as in server/src/test/agentTestKit.ts) and the writing flow on the saved result. They read
 * the prompt, because what the agent shows the model (batch numbers, catalogue keys) depends on the
 * corpus; the writing answers use only keys they were shown, so the references are the search's papers.
 */
export const SEARCH_FLOW = {
  topic: 'Neural machine translation for low-resource languages',
  /** The two themes the grouping step forms (first half and second half of the kept papers). */
  groups: ['Data augmentation for translation', 'Transfer across languages'],
  /** The sentence each section's text opens with; every paper of the section is cited after it. */
  sentence: 'Scarce parallel data is the common constraint of these systems',
} as const;

// Structured answers: the fake gives them as the server's mode asks and the fake's kind allows.
const json = (value: unknown): FakeReply => ({ json: value });

/** The `[ref] title (year)` lines of an agent prompt's <papers> block. */
const refsOf = (prompt: string) =>
  [...prompt.matchAll(/^\[([^\]]+)\] (.*?)(?: \(\d{4}\))?$/gm)].map((m) => ({ ref: m[1]!, title: m[2]! }));

/** Translation papers are on the topic; the rest is background at best. */
function judge(prompt: string): FakeReply {
  const judgements = refsOf(prompt).map(({ ref, title }) =>
    /translation/i.test(title)
      ? { ref, score: /low-resource|low resource/i.test(title) ? 0.95 : 0.8, reason: 'About machine translation.' }
      : { ref, score: 0.1, reason: 'Not about translation.' },
  );
  return json({ judgements });
}

function group(prompt: string): FakeReply {
  const keys = refsOf(prompt).map((r) => r.ref);
  const half = Math.ceil(keys.length / 2);
  const groups = [
    { name: SEARCH_FLOW.groups[0], bibkey: keys.slice(0, half) },
    { name: SEARCH_FLOW.groups[1], bibkey: keys.slice(half) },
  ];
  return json({ groups: groups.filter((g) => g.bibkey.length > 0) });
}

/** One section per group, named after it. */
function skeleton(prompt: string): FakeReply {
  const name = /<group>(.*)<\/group>/.exec(prompt)?.[1] ?? 'Group';
  const bibkey = refsOf(prompt).map((r) => r.ref);
  return json({ sections: [{ section_name: name, bibkey, reason: 'They address the same bottleneck.' }] });
}

/** The drafts in their order, unchanged. */
function merge(prompt: string): FakeReply {
  const sections = [...prompt.matchAll(/^\d+\. (.*)\nkeys: (.*)$/gm)].map((m) => ({
    section_name: m[1]!,
    bibkey: m[2]!.split(', '),
    reason: 'Merged from the group drafts.',
  }));
  return json({ sections });
}

/**
 * The outline: a re-balance after a direct edit keeps the edited outline as sent; a new outline
 * follows the paper search's grouping (`- name: key, key (reason)` lines of the prompt).
 */
function outline(prompt: string): FakeReply {
  const edited = /<outline>\n(.*)\n<\/outline>/.exec(prompt)?.[1];
  if (edited) return { text: [edited] };
  const sections = [...prompt.matchAll(/^- (.+?): (.+?) \(.*\)$/gm)].map((m, i) => ({
    id: `s${i + 1}`,
    title: m[1]!,
    why: 'The paper search grouped these papers together.',
    bibkeys: m[2]!.split(', '),
    subsections: [],
  }));
  return json({ sections });
}

/** A section citing every paper of its plan (`(papers: key, key)`), one citation per sentence. */
function section(prompt: string): FakeReply {
  const keys = /^Section: .*\(papers: (.*)\)$/m.exec(prompt)?.[1]?.split(', ') ?? [];
  const sentences = keys.map((key, i) => `${i === 0 ? SEARCH_FLOW.sentence : 'Further work follows it'} [@${key}].`);
  return { text: [sentences.join(' ')] };
}

/** Every claim of a support check supported (its claims are `n. sentence (cites: …)` lines). */
function verdicts(prompt: string): FakeReply {
  const claims = /<claims>\n([\s\S]*)\n<\/claims>/.exec(prompt)?.[1]?.match(/^\d+\. /gm) ?? [];
  return json({ verdicts: claims.map((_, i) => ({ n: i + 1, supported: true })) });
}

/** The answers, by a phrase of each prompt; listed before the other scripts, which they would also match. */
export const SEARCH_FLOW_SCRIPTS: Array<{ input: string; reply: (prompt: string) => FakeReply }> = [
  {
    input: 'state what the researcher is looking for',
    reply: () => json({ intents: ['Translate with little parallel data', 'Transfer from related languages'] }),
  },
  {
    input: 'You write search queries',
    reply: () => json({ queries: ['low-resource neural machine translation', 'back-translation', 'multilingual NMT'] }),
  },
  { input: 'You judge candidate papers', reply: judge },
  {
    input: "Translate each paper's title",
    reply: (prompt) => json({ items: refsOf(prompt).map(({ ref, title }) => ({ ref, title, summary: '' })) }),
  },
  { input: 'Sort the papers listed into', reply: group },
  { input: 'You draft part of the outline', reply: skeleton },
  { input: 'You finalise the outline', reply: merge },
  { input: `Topic: ${SEARCH_FLOW.topic}\n`, reply: outline },
  { input: `the topic "${SEARCH_FLOW.topic}". Write only the section`, reply: section },
  // The support check quotes the sections' sentences (and nothing else says which project it is from).
  { input: SEARCH_FLOW.sentence, reply: verdicts },
];
