import type { PaperDto } from '@inkstone/shared/api/papers';
import type { CitationReport, OutlineSection, ReviewFlag } from '@inkstone/shared/api/writing';
import { countWords } from '@inkstone/shared/wordCount';
import { OutputMeter } from '../../billing/outputMeter.js';
import type { AppContext } from '../../context.js';
import { UpstreamError } from '../../errors.js';
import type { LlmConfig } from '../../llm/config.js';
import { buildReviewSectionPrompt } from '../../llm/prompts/reviewSection.v1.js';
import { guardCitations } from '../citations/guardCitations.js';
import { PaperIndex } from '../citations/paperIndex.js';
import { EchoStripper } from '../../aiTools/echoStripper.js';
import { callModel } from '../modelCall.js';
import { sectionPapers } from '../outline/outlineEdits.js';
import type { WritingProject } from '../../db/repos/writingProjects.js';
import { fileExcerpts } from './fileExcerpts.js';
import { checkSupport } from './supportCheck.js';

/** A written, checked section. */
export interface WrittenSection {
  /** The section with `[@key]` citations of its own papers only. */
  text: string;
  /** Words of the delivered text (charged). */
  words: number;
  flags: ReviewFlag[];
  report: CitationReport;
}

/** What writing one section needs. */
export interface SectionJob {
  project: WritingProject;
  section: OutlineSection;
  words: number;
  /** Words still held for the review: the section is cut there. */
  wordsLeft: number;
  config: LlmConfig;
  signal: AbortSignal;
}

/** What a section's excerpts are searched for: its titles, then the topic. */
const sectionQuery = (topic: string, section: OutlineSection) =>
  [section.title, ...section.subsections.map((s) => s.title), topic].join(' ');

const withHeading = (text: string, title: string) =>
  /^\s*#{1,6}\s/.test(text) ? text.trim() : `## ${title}\n\n${text.trim()}`;

/**
 * Writes one section from its own papers only (those that are the user's files with their passages
 * that best match the section, to be cited with the page), then checks it: citations of anything outside those
 * papers are removed and their sentences flagged (the guard), and every cited sentence is checked
 * against the cited abstracts (unsupported and unverifiable ones flagged).
 */
export async function writeSection(ctx: AppContext, job: SectionJob): Promise<WrittenSection> {
  const { project, section } = job;
  const keys = new Set(sectionPapers(section));
  const own: PaperDto[] = project.papers.filter((p) => keys.has(p.bibkey));
  const excerpts = await fileExcerpts(ctx, project.userId, own, sectionQuery(project.topic, section));
  const prompt = buildReviewSectionPrompt({
    topic: project.topic,
    options: project.options,
    section,
    papers: own,
    excerpts,
    outlineTitles: project.outline.map((s) => s.title),
    words: job.words,
  });
  const meter = new OutputMeter(job.wordsLeft);
  // The papers go to the model inside <papers> tags; an echo of them is not part of the section.
  const reply = EchoStripper.strip(await callModel(ctx, job.config, prompt, { signal: job.signal, meter }), [
    'papers',
    'section',
  ]);
  if (reply.trim() === '') throw UpstreamError('The model returned an empty section.');
  // Only this section's papers count as known: a key of another section's paper is not one the
  // model was shown, so citing it would be citing from memory.
  const guarded = guardCitations(withHeading(reply, section.title), new PaperIndex(own));
  const byKey = new Map(own.map((p) => [p.bibkey, p]));
  const verdicts = await checkSupport(ctx, job.config, guarded.cited, byKey, excerpts, job.signal);
  const flags: ReviewFlag[] = guarded.invented.map((s) => ({
    sectionId: section.id,
    sentence: s.sentence,
    reason: 'invented_citation',
    bibkeys: s.removed,
  }));
  const report: CitationReport = { citationsTotal: 0, verified: 0, flagged: 0, removed: guarded.removed };
  guarded.cited.forEach((claim, i) => {
    const verdict = verdicts[i]!;
    report.citationsTotal += claim.bibkeys.length;
    if (verdict === 'supported') report.verified += claim.bibkeys.length;
    else {
      report.flagged += claim.bibkeys.length;
      flags.push({ sectionId: section.id, sentence: claim.sentence, reason: verdict, bibkeys: claim.bibkeys });
    }
  });
  const text = guarded.text.trim();
  return { text, words: countWords(text), flags, report };
}
