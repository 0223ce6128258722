import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { snackbar } from '../../../lib/snackbarStore';
import { prepareExport } from '../citations/exportCitations';
import { exportDoc, type ExportFormat } from '../converters/exportDoc';

/** Export as Markdown, Word, HTML or a LaTeX project, citations and bibliography in the note's style. */
export const ExportMenu = memo(function ExportMenu({ editor, title }: { editor: Editor; title: string }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const formats: [ExportFormat, string][] = [
    ['docx', t('Word (.docx)')],
    ['markdown', t('Markdown (.md)')],
    ['html', t('HTML (.html)')],
    ['latex', t('LaTeX project (.zip)')],
  ];
  const run = (format: ExportFormat) => {
    setAnchor(null);
    const exported = async () => {
      const { doc, citations } = await prepareExport(editor.state.doc, i18n.language).catch(() => {
        snackbar.show({
          text: t('The citations could not be rendered: they are exported as reference keys'),
          color: 'warning',
        });
        return { doc: editor.getJSON(), citations: null };
      });
      await exportDoc(doc, title || t('Untitled'), format, citations);
    };
    exported().catch(() => snackbar.show({ text: t('The export failed'), color: 'error' }));
  };
  return (
    <>
      <Button size="small" startIcon={<FileDownloadOutlined />} onClick={(event) => setAnchor(event.currentTarget)}>
        {t('Export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {formats.map(([format, label]) => (
          <MenuItem key={format} onClick={() => run(format)}>
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
});
