import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { AgentKnowledgeFile, AgentPaper } from '@inkstone/shared/api/paperAgent';
import { isFileKept } from '../ownFile';

/**
 * What became of the knowledge-base files chosen as sources: how many were kept, and for each one
 * left out, why (no passage matched the topic, or the relevance filter did not keep it).
 */
export function KnowledgeFilesNote({ files, papers }: { files: AgentKnowledgeFile[]; papers: AgentPaper[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const dropped = files.filter((file) => !isFileKept(file, papers));
  return (
    <Alert severity={dropped.length ? 'info' : 'success'} data-testid="knowledge-files-note" sx={{ mb: 1.5 }}>
      {t('{{kept}} of your {{n}} files kept', { kept: files.length - dropped.length, n: files.length })}
      {dropped.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {dropped.map((file) => (
            <li key={file.fileId}>
              {file.hasPassage
                ? t('{{name}}: not kept by the relevance filter', { name: file.fileName })
                : t('{{name}}: no passage matched the topic, and the filter did not keep it', {
                    name: file.fileName,
                  })}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
