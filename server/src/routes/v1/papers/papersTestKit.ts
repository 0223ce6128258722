import type { PaperDto } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import type { Paper } from '../../../literature/paper.js';
import type { TestApp } from '../../../test/testApp.js';

/** A paper as the API carries it (PaperDto) from a fixture Paper. */
export function paperDto(paper: Paper): PaperDto {
  return paper;
}

/** POST /v1/papers/library with a paper, as `token`. */
export function saveRequest(t: TestApp, token: string | undefined, paper: Partial<PaperDto>, extra: object = {}) {
  return t.request({ method: 'POST', url: V1.papers.library, token, payload: { paper, ...extra } });
}

/** The path of one library entry. */
export const itemUrl = (id: string) => V1.papers.libraryItem.replace(':id', id);
