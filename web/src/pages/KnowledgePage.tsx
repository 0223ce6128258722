import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../components/PageHeader';
import { FilesPanel } from '../features/knowledge/components/FilesPanel';
import { LibraryPanel } from '../features/library/components/LibraryPanel';

type KnowledgeTab = 'library' | 'files';

/** /apps/knowledge: the personal paper library, and the files and folders of the knowledge base. */
export function KnowledgePage() {
  const { t } = useTranslation();
  // The tab is in the address (?tab=files) so a file opened from elsewhere, or a reload, lands on it.
  const [params, setParams] = useSearchParams();
  const tab: KnowledgeTab = params.get('tab') === 'files' ? 'files' : 'library';
  return (
    <>
      <PageHeader
        title={t('Knowledge base')}
        subtitle={t('Keep your papers and files in folders, ready for the AI to use.')}
      />
      <Tabs
        value={tab}
        onChange={(_, value: KnowledgeTab) => setParams(value === 'files' ? { tab: 'files' } : {})}
        sx={{ mb: 2 }}
      >
        <Tab value="library" label={t('Library')} />
        <Tab value="files" label={t('Files')} />
      </Tabs>
      <Box hidden={tab !== 'library'}>{tab === 'library' && <LibraryPanel />}</Box>
      {tab === 'files' && <FilesPanel />}
    </>
  );
}
