import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { AgentPaper, Section } from '@inkstone/shared/api/paperAgent';
import { download, fileNameOf } from '../../editor/converters/download';
import { snackbar } from '../../../lib/snackbarStore';
import { exportBibtex } from '../../library/api';
import { toSkeletonMarkdown } from '../skeletonMarkdown';

interface ExportButtonProps {
  topic: string;
  papers: AgentPaper[];
  sections: Section[];
  bibDict: Record<string, AgentPaper>;
}

/** Downloads the result: every kept paper as BibTeX, or the skeleton as Markdown. */
export function ExportButton({ topic, papers, sections, bibDict }: ExportButtonProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('Export')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            exportBibtex({ papers }).catch(() => snackbar.show({ text: t('Operation failed'), color: 'error' }));
          }}
        >
          {t('Papers as BibTeX (.bib)')}
        </MenuItem>
        <MenuItem
          disabled={sections.length === 0}
          onClick={() => {
            download(toSkeletonMarkdown(topic, sections, bibDict), fileNameOf(topic, 'md'), 'text/markdown');
            close();
          }}
        >
          {t('Sections as Markdown (.md)')}
        </MenuItem>
      </Menu>
    </>
  );
}
