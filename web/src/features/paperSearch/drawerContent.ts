import type { AgentPaper, Section } from '@inkstone/shared/api/paperAgent';

/** What the paper-list drawer shows: a chosen group (with its reason) or all kept papers. */
export interface DrawerContent {
  section: Section | null;
  papers: AgentPaper[];
}

/** The drawer's papers for `activingGroup` (null = all kept papers), in the section's order. */
export function drawerContentOf(
  activingGroup: number | null,
  sections: Section[],
  bibList: AgentPaper[],
  bibDict: Record<string, AgentPaper>,
): DrawerContent {
  const section = activingGroup === null ? null : (sections[activingGroup] ?? null);
  if (!section) return { section: null, papers: bibList };
  return { section, papers: section.bibkey.flatMap((key) => (bibDict[key] ? [bibDict[key]] : [])) };
}
