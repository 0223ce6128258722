import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { useAddProjectPapers, useRefreshLibrary } from '../queries';
import { KnowledgeFilePicker } from '../../knowledge/components/KnowledgeFilePicker';
import { FlowErrorAlert } from './FlowErrorAlert';
import { LibraryPaperPicker } from './LibraryPaperPicker';

interface Props {
  project: WritingProjectDto;
  isOpen: boolean;
  onClose: () => void;
}

/** Picks library papers the project does not have yet, and knowledge-base files, and adds them to its set. */
export function AddPapersDialog({ project, isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const [bibkeys, setBibkeys] = useState<string[]>([]);
  const [fileIds, setFileIds] = useState<string[]>([]);
  const add = useAddProjectPapers();
  const refreshLibrary = useRefreshLibrary();
  const inProject = useMemo(() => new Set(project.papers.map((paper) => paper.bibkey)), [project.papers]);
  // Papers may have been saved from a search in another tab since the list was loaded.
  useEffect(() => {
    if (isOpen) void refreshLibrary();
  }, [isOpen, refreshLibrary]);
  const close = () => {
    setBibkeys([]);
    setFileIds([]);
    add.reset();
    onClose();
  };
  const count = bibkeys.length + fileIds.length;
  const submit = () =>
    add.mutate(
      { projectId: project.projectId, libraryBibkeys: bibkeys, knowledgeFileIds: fileIds },
      { onSuccess: close },
    );
  return (
    <Dialog open={isOpen} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{t('Add papers from your library or files')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {t(
              'The papers join the set this text may cite. Then assign them to the parts of the outline they support.',
            )}
          </DialogContentText>
          <LibraryPaperPicker value={bibkeys} onChange={setBibkeys} exclude={inProject} />
          <KnowledgeFilePicker value={fileIds} onChange={setFileIds} />
          <FlowErrorAlert error={add.error} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('Cancel')}
        </Button>
        <Button variant="contained" disabled={count === 0} loading={add.isPending} onClick={submit}>
          {t('Add ({{count}})', { count })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
