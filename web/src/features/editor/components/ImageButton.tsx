import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { snackbar } from '../../../lib/snackbarStore';
import { imageUploadErrorText } from '../imageUploadError';
import { useUploadImage } from '../queries';
import { ToolbarButton } from './ToolbarButton';

/** Uploads a picked image and inserts it at the cursor. */
export function ImageButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const { url } = await upload.mutateAsync(file);
    editor.chain().focus().setImage({ src: url, alt: file.name }).run();
  };
  return (
    <>
      <ToolbarButton label={t('Image')} disabled={upload.isPending} onClick={() => input.current?.click()}>
        <ImageOutlined fontSize="small" />
      </ToolbarButton>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={(event) => {
          void onPick(event.target.files?.[0]).catch((error: unknown) =>
            snackbar.show({ text: imageUploadErrorText(error), color: 'warning' }),
          );
          event.target.value = '';
        }}
      />
    </>
  );
}
