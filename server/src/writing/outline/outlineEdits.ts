import crypto from 'node:crypto';
import type { EditedSection, Outline, OutlineSection, OutlineSubsection } from '@inkstone/shared/api/writing';

/** Fewer supporting papers than this marks a (sub)section as thin. */
export const THIN_BELOW = 2;

/** A new (sub)section id. */
export const newSectionId = (): string => crypto.randomUUID().slice(0, 8);

/** Every paper of a section: its own and its subsections'. */
export function sectionPapers(section: Pick<OutlineSection, 'bibkeys' | 'subsections'>): string[] {
  return [...new Set([...section.bibkeys, ...section.subsections.flatMap((s) => s.bibkeys)])];
}

/** Recomputes `isThin` everywhere. */
export function markThin(outline: Outline): Outline {
  return outline.map((section) => ({
    ...section,
    isThin: sectionPapers(section).length < THIN_BELOW,
    subsections: section.subsections.map((sub) => ({ ...sub, isThin: sub.bibkeys.length < THIN_BELOW })),
  }));
}

/** Ids of the thin sections and subsections, in outline order. */
export function thinSectionIds(outline: Outline): string[] {
  return outline.flatMap((s) => [
    ...(s.isThin ? [s.id] : []),
    ...s.subsections.filter((x) => x.isThin).map((x) => x.id),
  ]);
}

const onlyKnown = (keys: readonly string[], known: ReadonlySet<string>) =>
  [...new Set(keys)].filter((k) => known.has(k));

/**
 * An outline from the user's (or the model's) edit: ids kept or made, unknown paper keys dropped
 * (only the project's papers may support a section), duplicate ids renamed, thinness computed.
 */
export function normalizeOutline(
  edited: readonly EditedSection[],
  known: ReadonlySet<string>,
  newId: () => string = newSectionId,
): Outline {
  const seen = new Set<string>();
  const idOf = (id: string | undefined) => {
    const next = id && !seen.has(id) ? id : newId();
    seen.add(next);
    return next;
  };
  const sub = (s: EditedSection['subsections'][number]): OutlineSubsection => ({
    id: idOf(s.id),
    title: s.title,
    why: s.why ?? '',
    bibkeys: onlyKnown(s.bibkeys ?? [], known),
    isThin: false,
  });
  return markThin(edited.map((s) => ({ ...sub(s), subsections: (s.subsections ?? []).map(sub) })));
}

/** Adds a section at `index` (default: the end), or a subsection when `parentId` is given. */
export function addSection(
  outline: Outline,
  title: string,
  opts: { index?: number; parentId?: string; newId?: () => string } = {},
): Outline {
  const fresh = { id: (opts.newId ?? newSectionId)(), title, why: '', bibkeys: [], isThin: true };
  const insert = <T>(list: readonly T[], item: T) => {
    const at = opts.index ?? list.length;
    return [...list.slice(0, at), item, ...list.slice(at)];
  };
  if (!opts.parentId) return insert(outline, { ...fresh, subsections: [] });
  return outline.map((s) =>
    s.id === opts.parentId ? markThin([{ ...s, subsections: insert(s.subsections, fresh) }])[0]! : s,
  );
}

/** Applies `change` to the (sub)section with `id`. */
function updateById(outline: Outline, id: string, change: (s: OutlineSubsection) => OutlineSubsection): Outline {
  return markThin(
    outline.map((s) =>
      s.id === id
        ? { ...s, ...change(s) }
        : { ...s, subsections: s.subsections.map((sub) => (sub.id === id ? change(sub) : sub)) },
    ),
  );
}

/** Removes the (sub)section with `id` (a section with its subsections). */
export function removeSection(outline: Outline, id: string): Outline {
  return markThin(
    outline.filter((s) => s.id !== id).map((s) => ({ ...s, subsections: s.subsections.filter((x) => x.id !== id) })),
  );
}

/** Renames the (sub)section with `id`. */
export function renameSection(outline: Outline, id: string, title: string): Outline {
  return updateById(outline, id, (s) => ({ ...s, title }));
}

/** Sets the supporting papers of the (sub)section with `id`; keys outside `known` are dropped. */
export function assignPapers(
  outline: Outline,
  id: string,
  bibkeys: readonly string[],
  known: ReadonlySet<string>,
): Outline {
  return updateById(outline, id, (s) => ({ ...s, bibkeys: onlyKnown(bibkeys, known) }));
}

/** Moves the (sub)section with `id` to position `index` among its siblings. */
export function moveSection(outline: Outline, id: string, index: number): Outline {
  const move = <T extends { id: string }>(list: readonly T[]): T[] => {
    const from = list.findIndex((s) => s.id === id);
    if (from < 0) return [...list];
    const rest = list.filter((_, i) => i !== from);
    const to = Math.max(0, Math.min(index, rest.length));
    return [...rest.slice(0, to), list[from]!, ...rest.slice(to)];
  };
  const top = move(outline);
  return top.map((s) => ({ ...s, subsections: move(s.subsections) }));
}
