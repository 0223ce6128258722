import { useTranslation } from 'react-i18next';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import { ComingSoonPanel } from '../components/ComingSoonPanel';
import { PageHeader } from '../components/PageHeader';

/** /apps/editor: coming soon — says what the feature will do. */
export function EditorPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('Editor')}
        subtitle={t('Write in notes and folders with AI suggestions beside your text.')}
      />
      <ComingSoonPanel
        icon={EditNoteRounded}
        title={t('Editor')}
        description={t(
          'The editor is where your texts live: notes organised in folders, with the AI tools one click away.',
        )}
        capabilities={[
          t('Write and organise notes in folders, saved as you type'),
          t('Polish a selection with the AI and compare it with your original'),
          t("See the AI's reasoning, suggestions and a rendered outline in the sidebar"),
          t('Preview the finished text before you export it'),
        ]}
      />
    </>
  );
}
