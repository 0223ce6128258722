import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { snackbar } from '../../../lib/snackbarStore';
import { exportDoc, type ExportFormat } from '../converters/exportDoc';
import type { PmNode } from '../converters/pmJson';

/** Export as Markdown, Word, HTML or LaTeX. */
export function ExportMenu({ editor, title }: { editor: Editor; title: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const formats: [ExportFormat, string][] = [
    ['docx', t('Word (.docx)')],
    ['markdown', t('Markdown (.md)')],
    ['html', t('HTML (.html)')],
    ['latex', t('LaTeX (.tex)')],
  ];
  const run = (format: ExportFormat) => {
    setAnchor(null);
    exportDoc(editor.getJSON() as PmNode, title || t('Untitled'), format).catch(() =>
      snackbar.show({ text: t('The export failed'), color: 'error' }),
    );
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
}
