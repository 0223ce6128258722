import type { EditedSection, Outline } from '@inkstone/shared/api/writing';

/** A (sub)section as step 2 edits it; `key` names it on screen, `id` is the server's (new ones have none). */
export interface DraftItem {
  key: string;
  id?: string;
  title: string;
  why: string;
  bibkeys: string[];
  isThin: boolean;
}

/** A section of the draft with its subsections. */
export interface DraftSection extends DraftItem {
  subsections: DraftItem[];
}

/** Where an item sits: a section, or a subsection of it. */
export interface ItemPath {
  section: number;
  sub?: number;
}

/** The saved outline as a draft the user can edit. */
export function draftOf(outline: Outline): DraftSection[] {
  return outline.map((section) => ({
    key: section.id,
    id: section.id,
    title: section.title,
    why: section.why,
    bibkeys: section.bibkeys,
    isThin: section.isThin,
    subsections: section.subsections.map((sub) => ({ key: sub.id, ...sub })),
  }));
}

const editedItem = ({ id, title, why, bibkeys }: DraftItem) => ({ ...(id ? { id } : {}), title, why, bibkeys });

/** The draft as `revisionOutline` takes it (thinness is the server's to compute). */
export function editedOutline(draft: readonly DraftSection[]): EditedSection[] {
  return draft.map((section) => ({ ...editedItem(section), subsections: section.subsections.map(editedItem) }));
}

/** The list an item belongs to and its index in it, applied through `change`. */
export function updateList(
  draft: readonly DraftSection[],
  path: ItemPath,
  change: <T extends DraftItem>(list: T[], index: number) => T[],
): DraftSection[] {
  if (path.sub === undefined) return change([...draft], path.section);
  const sub = path.sub;
  return draft.map((section, index) =>
    index === path.section ? { ...section, subsections: change([...section.subsections], sub) } : section,
  );
}

/** Moves the item at `index` by `delta` places; out of range leaves the list as it was. */
export function moveItem<T>(list: T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return list;
  const [item] = list.splice(index, 1);
  list.splice(target, 0, item as T);
  return list;
}

/** Fewer supporting papers than this marks a (sub)section thin (the server's rule, shown before saving). */
const THIN_BELOW = 2;

/** The draft with `isThin` recomputed: a section counts its own papers and its subsections'. */
export function withThinness(draft: readonly DraftSection[]): DraftSection[] {
  return draft.map((section) => {
    const subsections = section.subsections.map((sub) => ({ ...sub, isThin: sub.bibkeys.length < THIN_BELOW }));
    const all = new Set([...section.bibkeys, ...subsections.flatMap((sub) => sub.bibkeys)]);
    return { ...section, subsections, isThin: all.size < THIN_BELOW };
  });
}

/** Bibkeys of the set that no (sub)section of the draft lists yet (e.g. papers just added). */
export function unassignedBibkeys(draft: readonly DraftSection[], bibkeys: readonly string[]): string[] {
  const used = new Set(draft.flatMap((section) => [section, ...section.subsections]).flatMap((item) => item.bibkeys));
  return bibkeys.filter((key) => !used.has(key));
}
