import { useMemo, useState } from 'react';
import { applyHunks, wordDiff, type DiffHunk } from '@inkstone/shared/wordDiff';

/** A rewrite compared with its original, and which of its changes the user accepts. */
export interface DiffReview {
  hunks: DiffHunk[];
  /** Indexes (into `hunks`) of the change hunks. */
  changeIndexes: number[];
  isAccepted: (index: number) => boolean;
  toggle: (index: number) => void;
  acceptAll: () => void;
  rejectAll: () => void;
  acceptedCount: number;
  /** The original with the accepted changes applied. */
  result: string;
}

/**
 * Diffs `revised` against `original` (word level, CJK-aware) once the answer is complete; every
 * change starts accepted, and a new answer starts the choice again.
 */
export function useDiffReview(original: string, revised: string | undefined): DiffReview {
  const hunks = useMemo(() => (revised === undefined ? [] : wordDiff(original, revised)), [original, revised]);
  const changeIndexes = useMemo(() => hunks.flatMap((hunk, index) => (hunk.type === 'change' ? [index] : [])), [hunks]);
  // Rejected rather than accepted indexes are kept, keyed by the hunks they belong to, so a new
  // diff starts with every change accepted without an effect resetting state.
  const [rejected, setRejected] = useState<{ of: DiffHunk[]; indexes: Set<number> }>({ of: hunks, indexes: new Set() });
  const rejectedNow = rejected.of === hunks ? rejected.indexes : new Set<number>();
  const isAccepted = (index: number) => !rejectedNow.has(index);
  const update = (indexes: Set<number>) => setRejected({ of: hunks, indexes });
  return {
    hunks,
    changeIndexes,
    isAccepted,
    toggle: (index) => {
      const next = new Set(rejectedNow);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      update(next);
    },
    acceptAll: () => update(new Set()),
    rejectAll: () => update(new Set(changeIndexes)),
    acceptedCount: changeIndexes.length - rejectedNow.size,
    result: applyHunks(hunks, isAccepted),
  };
}
