import type { AgentKnowledgeFile, AgentPaper } from '@inkstone/shared/api/paperAgent';

/** True when the paper came from the user's knowledge base (a file chosen as a source). */
export const isOwnFile = (paper: AgentPaper) =>
  paper.passage !== undefined || paper.sources.some((source) => source.source === 'upload');

/** Whether one of the kept papers is the file's (its passage or its upload source names the file). */
export const isFileKept = (file: AgentKnowledgeFile, papers: readonly AgentPaper[]) =>
  papers.some(
    (paper) =>
      paper.passage?.fileId === file.fileId ||
      paper.sources.some((source) => source.source === 'upload' && source.id === file.fileId),
  );
