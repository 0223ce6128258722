import { useEffect, type ReactNode } from 'react';

interface OnFirstCommitProps {
  /** Runs once React has committed the tree (hydrated, or rendered afresh). */
  onCommit?: () => void;
  children: ReactNode;
}

/**
 * Calls `onCommit` after the first commit. It renders no element of its own, so the prerendered
 * markup and the browser's first render have the same shape with or without it.
 */
export function OnFirstCommit({ onCommit, children }: OnFirstCommitProps) {
  useEffect(() => onCommit?.(), [onCommit]);
  return children;
}
