import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ProseMirrorDoc } from '@inkstone/shared/api/textEditor';
import { snackbar } from '../../../lib/snackbarStore';
import { docText } from '../converters/docText';
import { importFile } from '../converters/exportDoc';
import { useCreateEntity } from '../queries';

/** Imports a Markdown, Word, HTML or LaTeX file as a new note in the current folder. */
export function ImportButton({ folderId, onImported }: { folderId: string | null; onImported: (id: string) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const create = useCreateEntity();
  const onPick = async (file: File) => {
    const doc = await importFile(file);
    if (!doc) {
      snackbar.show({
        text: t('Choose a Markdown (.md), Word (.docx), HTML (.html) or LaTeX (.tex) file'),
        color: 'warning',
      });
      return;
    }
    const title = file.name.replace(/\.[^.]+$/, '');
    const result = await create.mutateAsync({
      kind: 'note',
      title,
      folderId,
      content: doc as ProseMirrorDoc,
      plainText: docText(doc),
    });
    if (result.kind === 'note') onImported(result.note.id);
  };
  return (
    <>
      <Tooltip title={t('Import Markdown, Word, HTML or LaTeX')}>
        <IconButton
          size="small"
          aria-label={t('Import Markdown, Word, HTML or LaTeX')}
          onClick={() => input.current?.click()}
        >
          <FileUploadOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="import-input"
        accept=".md,.markdown,.txt,.docx,.html,.htm,.tex"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file)
            onPick(file).catch(() => snackbar.show({ text: t('The file could not be imported'), color: 'error' }));
        }}
      />
    </>
  );
}
