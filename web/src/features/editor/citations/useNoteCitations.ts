import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { CiteItemDto } from '@inkstone/shared/api/papers';
import { citeNote } from '../../library/api';
import { citationChangesKey } from '../extensions/citationChanges';
import { useIdleEditorState } from '../hooks/useIdleEditorState';
import { applyRendering } from './applyRendering';
import { noteCitationStyle } from './defaultStyle';
import { citeItems, docCitations, noteReferences } from './docCitations';

interface CiteRequest {
  style: string;
  citations: { items: CiteItemDto[] }[];
}

const citedOnly = (doc: ProseMirrorNode) => docCitations(doc).filter((citation) => citation.bibkeys.length > 0);

/** What a rendering depends on, as one string: it changes only when a citation or the style does, not per keystroke. */
function requestSignature(doc: ProseMirrorNode, language: string): string {
  const request: CiteRequest = {
    style: noteCitationStyle(doc.attrs.citationStyle, language),
    citations: citedOnly(doc).map((citation) => ({ items: citeItems(citation) })),
  };
  return JSON.stringify(request);
}

/**
 * The note's citations rendered live in its style: asked of the server when a citation or the style
 * changes (read when the editor is idle), written back as labels on the citation nodes, and the
 * bibliography returned for display and export.
 */
export function useNoteCitations(editor: Editor) {
  const { t, i18n } = useTranslation();
  // The counter moves only when a citation or the style changes; the note is read again only then.
  const version = useIdleEditorState(editor, (e) => citationChangesKey.getState(e.state) ?? 0);
  const language = i18n.language;
  const signature = useMemo(() => {
    void version;
    return requestSignature(editor.state.doc, language);
  }, [editor, version, language]);
  const request = useMemo(() => JSON.parse(signature) as CiteRequest, [signature]);
  const query = useQuery({
    queryKey: ['noteCitations', signature],
    queryFn: ({ signal }) => citeNote({ ...request, papers: noteReferences(editor.state.doc) }, signal),
    enabled: request.citations.length > 0,
    placeholderData: keepPreviousData,
  });
  const { data, isPlaceholderData } = query;
  useEffect(() => {
    // A rendering of an older state of the note is not written back: its positions and order may be stale.
    if (!data || isPlaceholderData || editor.isDestroyed) return;
    if (requestSignature(editor.state.doc, language) !== signature) return;
    applyRendering(editor, citedOnly(editor.state.doc), data, {
      missing: t('No longer in your library: shown from the copy kept in this note'),
      unknown: t('This reference is not in your library'),
    });
  }, [data, isPlaceholderData, editor, signature, language, t]);
  const hasCitations = request.citations.length > 0;
  return {
    style: request.style,
    hasCitations,
    rendering: hasCitations ? data : undefined,
    isLoading: hasCitations && query.isFetching,
    error: hasCitations ? query.error : null,
    refetch: query.refetch,
  };
}
