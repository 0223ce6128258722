import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FolderCopyRounded from '@mui/icons-material/FolderCopyRounded';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';
import { LibraryPanel } from '../features/library/components/LibraryPanel';

/** /apps/knowledge: the personal paper library; files and folders are coming soon. */
export function KnowledgePage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'library' | 'files'>('library');
  return (
    <>
      <PageHeader
        title={t('Knowledge base')}
        subtitle={t('Keep your papers and files in folders, ready for the AI to use.')}
      />
      <Tabs value={tab} onChange={(_, value: 'library' | 'files') => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="library" label={t('Library')} />
        <Tab value="files" label={t('Files')} />
      </Tabs>
      <Box hidden={tab !== 'library'}>{tab === 'library' && <LibraryPanel />}</Box>
      {tab === 'files' && (
        <ComingSoonPanel
          icon={FolderCopyRounded}
          title={t('Files')}
          description={t('Your knowledge base holds the papers and files you work with, organised in folders.')}
          capabilities={[
            t('Upload papers and files, and download them again'),
            t('Create, rename and move folders and files'),
            t('Use your own files as sources for the AI tools'),
          ]}
        />
      )}
    </>
  );
}
