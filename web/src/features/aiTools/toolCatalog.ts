import type { TFunction } from 'i18next';
import type { RewriteTool } from '@inkstone/shared/api/workflow';
import type { Language } from '@inkstone/shared/constants';
import type { AiStreamRequest } from './api';

/** Every action of the AI panels: the four rewrites, suggestions and outline suggestions. */
export type AiToolId = RewriteTool | 'suggestion' | 'outline';

/** The optional settings of a run: the user's own instruction and the output language. */
export interface ToolOptions {
  instruction: string;
  /** Empty: keep the input's language. */
  language: Language | '';
}

export const DEFAULT_TOOL_OPTIONS: ToolOptions = { instruction: '', language: '' };

/** The request that runs `tool` on `text`. */
export function requestFor(tool: AiToolId, text: string, options: ToolOptions): AiStreamRequest {
  const body = {
    text,
    ...(options.instruction.trim() ? { instruction: options.instruction.trim() } : {}),
    ...(options.language ? { language: options.language } : {}),
  };
  if (tool === 'suggestion') return { kind: 'suggestion', body };
  if (tool === 'outline') return { kind: 'outline', body };
  return { kind: 'rewrite', body: { ...body, tool } };
}

/** The request that applies the chosen suggestions to `text`. */
export function applySuggestionsRequest(text: string, suggestions: string[], options: ToolOptions): AiStreamRequest {
  const { body } = requestFor('polish', text, options) as Extract<AiStreamRequest, { kind: 'rewrite' }>;
  const { tool: _tool, ...rest } = body;
  return { kind: 'polishBySuggestion', body: { ...rest, suggestions } };
}

/** Whether a request's answer is a rewrite of its text (shown as a diff). */
export function isRewrite(request: AiStreamRequest | undefined): boolean {
  return request?.kind === 'rewrite' || request?.kind === 'polishBySuggestion';
}

/** The button label of a tool. */
export function toolLabel(tool: AiToolId, t: TFunction): string {
  switch (tool) {
    case 'polish':
      return t('Polish');
    case 'expand':
      return t('Expand');
    case 'reduceSimilarity':
      return t('Reduce similarity');
    case 'reduceAIContent':
      return t('Reduce AI content');
    case 'suggestion':
      return t('Suggestions');
    case 'outline':
      return t('Outline ideas');
  }
}
