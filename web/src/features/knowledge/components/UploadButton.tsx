import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileKind } from '@inkstone/shared/api/file';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import Button from '@mui/material/Button';
import { acceptOf } from '../fileKinds';

/** Chooses one or more files to upload into the open folder. */
export function UploadButton({ kinds, onFiles }: { kinds: readonly FileKind[]; onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="contained" startIcon={<CloudUploadRounded />} onClick={() => input.current?.click()}>
        {t('Upload')}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptOf(kinds)}
        data-testid="upload-input"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file chosen again (after a failure) must fire change again.
          event.target.value = '';
        }}
      />
    </>
  );
}
