import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import type { NoteDetail, ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { useSyncNote } from '../queries';
import { deleteDraft, putDraft } from './localDrafts';
import { saveFailureOf } from './saveFailure';
import { canSave, hasUnsavedEdits, nextSaveDelay, syncReducer, type SyncState } from './syncMachine';
import { useLeaveHandlers } from './useLeaveHandlers';

/** Typing pause after which the document is saved. */
export const TYPING_PAUSE_MS = 800;

/** How a conflict is settled: the user's text, the server's, or both in one document. */
export type ConflictChoice = { kind: 'mine' } | { kind: 'theirs' } | { kind: 'merged'; doc: ProseMirrorDoc };

/** What the editor needs from autosave. */
export interface Autosave {
  state: SyncState;
  /** The server's copy while a 409 waits for the user. */
  conflict: NoteDetail | null;
  edited: () => void;
  resolve: (choice: ConflictChoice) => void;
  /**
   * Runs a metadata edit (a rename) between document saves: `send` gets the version to carry and
   * returns the note's new version. Saves and metadata edits never overlap, so neither carries a
   * version the other has just moved on (which the server would refuse as a conflict).
   */
  editMetadata: (send: (version: number) => Promise<number>) => Promise<void>;
}

/**
 * Saves a note's document after a typing pause and when the page is left, sending the version it
 * started from; keeps unsent edits in IndexedDB and retries with backoff until the server takes them.
 */
export function useAutosave(editor: Editor | null, noteId: string, start: SyncState): Autosave {
  const [state, dispatch] = useReducer(syncReducer, start);
  const [conflict, setConflict] = useState<NoteDetail | null>(null);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  // The save or metadata edit now talking to the server; the next one waits for it.
  const inFlight = useRef<Promise<unknown> | null>(null);
  const { mutateAsync: sync } = useSyncNote();

  const keepDraft = useCallback(() => {
    if (!editor || !hasUnsavedEdits(stateRef.current)) return;
    void putDraft({
      noteId,
      baseVersion: stateRef.current.version,
      content: editor.getJSON() as ProseMirrorDoc,
      savedAt: Date.now(),
    });
  }, [editor, noteId]);

  const sendDocument = useCallback(async () => {
    if (!editor) return;
    const current = stateRef.current;
    const content = editor.getJSON() as ProseMirrorDoc;
    await putDraft({ noteId, baseVersion: current.version, content, savedAt: Date.now() });
    dispatch({ type: 'saveStarted' });
    try {
      const saved = await sync({
        id: noteId,
        version: current.version,
        content,
        plainText: editor.getText({ blockSeparator: '\n' }),
      });
      dispatch({ type: 'saveSucceeded', version: saved.version });
      if (stateRef.current.revision === current.revision) await deleteDraft(noteId);
    } catch (error) {
      const failure = saveFailureOf(error);
      if (failure.reason === 'conflict') setConflict(failure.serverCopy);
      dispatch({ type: 'saveFailed', reason: failure.reason });
    }
  }, [editor, noteId, sync]);

  const save = useCallback(async () => {
    if (!editor || inFlight.current || !canSave(stateRef.current)) return;
    const run = sendDocument();
    inFlight.current = run;
    try {
      await run;
    } finally {
      inFlight.current = null;
    }
  }, [editor, sendDocument]);

  const saveTimer = useRef<number | undefined>(undefined);
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  }, [save]);
  useEffect(() => {
    if (!canSave(state)) return;
    const timer = window.setTimeout(() => void save(), nextSaveDelay(state, TYPING_PAUSE_MS));
    saveTimer.current = timer;
    return () => window.clearTimeout(timer);
  }, [state, save]);

  // Edits reach IndexedDB on a typing pause. A pending note's save, due on that same pause, writes the
  // draft before it sends; the draft is kept here only when no save is due then (an offline retry
  // backing off up to 30 s, a conflict, a document too large, a save in flight), so the keystroke the
  // timer lands on never pays for a second copy of a long document.
  useEffect(() => {
    if (!hasUnsavedEdits(state) || state.status === 'pending') return;
    const timer = window.setTimeout(keepDraft, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [state, keepDraft]);

  useLeaveHandlers({ save, keepDraft, hasUnsaved: () => hasUnsavedEdits(stateRef.current) });

  const edited = useCallback(() => {
    // Already waiting for a typing pause with nothing in flight: the next save sends the whole current
    // document, so only the pause restarts — no state change, no re-render on every keystroke.
    if (stateRef.current.status === 'pending' && !inFlight.current) {
      window.clearTimeout(saveTimer.current);
      saveTimer.current = window.setTimeout(() => void saveRef.current(), TYPING_PAUSE_MS);
      return;
    }
    dispatch({ type: 'edited' });
  }, []);
  useEffect(() => {
    editor?.on('update', edited);
    return () => {
      editor?.off('update', edited);
    };
  }, [editor, edited]);
  const resolve = useCallback(
    (choice: ConflictChoice) => {
      if (!editor || !conflict) return;
      if (choice.kind === 'theirs') editor.commands.setContent(conflict.content, { emitUpdate: false });
      if (choice.kind === 'merged') editor.commands.setContent(choice.doc, { emitUpdate: false });
      if (choice.kind === 'theirs') void deleteDraft(noteId);
      dispatch({ type: 'conflictResolved', version: conflict.version, needsSave: choice.kind !== 'theirs' });
      setConflict(null);
    },
    [editor, conflict, noteId],
  );

  const editMetadata = useCallback(async (send: (version: number) => Promise<number>) => {
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const run = send(stateRef.current.version).then((version) => dispatch({ type: 'versionAdopted', version }));
    inFlight.current = run;
    try {
      await run;
    } finally {
      inFlight.current = null;
      // A save whose timer fired during the edit returned early; when the edit changed no state
      // (it failed), nothing else would start it again.
      if (canSave(stateRef.current)) window.setTimeout(() => void saveRef.current(), 0);
    }
  }, []);
  return { state, conflict, edited, resolve, editMetadata };
}
