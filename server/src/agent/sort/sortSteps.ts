import { z } from 'zod';
import type { AgentPaper, PaperGroup, Section } from '@inkstone/shared/api/paperAgent';
import type { Language } from '@inkstone/shared/constants';
import { buildAgentGroupPrompt } from '../../llm/prompts/agentGroup.v1.js';
import { buildAgentMergePrompt } from '../../llm/prompts/agentMerge.v1.js';
import { buildAgentSkeletonPrompt } from '../../llm/prompts/agentSkeleton.v1.js';
import type { AgentModel } from '../agentModel.js';
import { groupPapersOffline } from '../offline/groupPapersOffline.js';
import { toPromptPaper } from '../search/promptPaper.js';
import { coverExactly } from './coverage.js';

/** A group with the reason offline clustering gave it (none when the model grouped). */
export interface Group extends PaperGroup {
  reason?: string;
}

const cleanKey = (key: string) => key.replace(/[[\]\s]/g, '');
const GroupsAnswer = z.object({
  groups: z.array(z.object({ name: z.string().min(1).max(300), bibkey: z.array(z.coerce.string()) })).min(1),
});
const SectionsAnswer = z.object({
  sections: z
    .array(
      z.object({
        section_name: z.string().trim().min(1).max(300),
        bibkey: z.array(z.coerce.string()),
        reason: z.string().max(4000).default(''),
      }),
    )
    .min(1),
});

/** GroupPapers: the model's themed groups (made to cover every paper once), or offline clustering. */
export async function groupStep(
  model: AgentModel | undefined,
  topic: string,
  papers: readonly AgentPaper[],
  language: Language,
): Promise<{ groups: Group[]; byModel: boolean }> {
  const keys = papers.map((p) => p.bibkey);
  const prompt = buildAgentGroupPrompt(
    topic,
    papers.map((p) => toPromptPaper(p, p.bibkey)),
    language,
  );
  const answer = papers.length > 0 ? await model?.ask('group', prompt, GroupsAnswer) : undefined;
  if (answer) {
    const asSections = answer.groups.map((g) => ({ section_name: g.name, bibkey: g.bibkey.map(cleanKey), reason: '' }));
    const { sections } = coverExactly(asSections, keys, language);
    return { groups: sections.map((s) => ({ name: s.section_name, bibkey: s.bibkey })), byModel: true };
  }
  const offline = papers.length > 0 ? groupPapersOffline(papers, { language }) : [];
  return { groups: offline.map((g) => ({ name: g.name, bibkey: g.bibkey, reason: g.reason })), byModel: false };
}

/** InitSkeleton: each group's sections, all groups at once; a group the model cannot do becomes one section. */
export async function skeletonStep(
  model: AgentModel | undefined,
  topic: string,
  groups: readonly Group[],
  papers: ReadonlyMap<string, AgentPaper>,
  language: Language,
): Promise<{ skeletons: Section[][]; modelGroups: number }> {
  let modelGroups = 0;
  const skeletons = await Promise.all(
    groups.map(async (group) => {
      const members = group.bibkey.flatMap((key) => papers.get(key) ?? []);
      const prompt = buildAgentSkeletonPrompt(
        topic,
        group.name,
        members.map((p) => toPromptPaper(p, p.bibkey)),
        language,
      );
      const answer = await model?.ask('skeleton', prompt, SectionsAnswer);
      if (!answer) return [groupAsSection(group, language)];
      modelGroups++;
      const drafted = answer.sections.map((s) => ({ ...s, bibkey: s.bibkey.map(cleanKey) }));
      const first = drafted[0]!.section_name;
      return coverExactly(drafted, group.bibkey, language, () => first).sections;
    }),
  );
  return { skeletons, modelGroups };
}

/** MergeSkeleton: one ordered outline over every kept paper; without the model, the drafts in group order. */
export async function mergeStep(
  model: AgentModel | undefined,
  topic: string,
  skeletons: readonly Section[][],
  keys: readonly string[],
  language: Language,
): Promise<{ merged: Section[]; byModel: boolean }> {
  const drafts = skeletons.flat();
  const answer =
    drafts.length > 1
      ? await model?.ask('merge', buildAgentMergePrompt(topic, drafts, language), SectionsAnswer)
      : undefined;
  if (!answer) return { merged: coverExactly(drafts, keys, language).sections, byModel: false };
  const homes = new Map(drafts.flatMap((s) => s.bibkey.map((key) => [key, s.section_name] as const)));
  const merged = answer.sections.map((s) => ({ ...s, bibkey: s.bibkey.map(cleanKey) }));
  return { merged: coverExactly(merged, keys, language, (key) => homes.get(key)).sections, byModel: true };
}

function groupAsSection(group: Group, language: Language): Section {
  const reason =
    group.reason ??
    (language === 'cn' ? `这些文献同属“${group.name}”方向。` : `These papers share the theme "${group.name}".`);
  return { section_name: group.name, bibkey: [...group.bibkey], reason };
}
