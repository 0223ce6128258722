import { memo, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@tiptap/core';
import { countWords } from '@inkstone/shared/wordCount';
import Typography from '@mui/material/Typography';

// Counting a long document on every keystroke would cost typing latency; a short pause is enough.
const RECOUNT_MS = 250;

/** The live word count: CJK characters plus non-CJK words, as the server counts them. */
export const WordCount = memo(function WordCount({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const [words, setWords] = useState(() => countWords(editor.getText()));
  useEffect(() => {
    let timer: number | undefined;
    const recount = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setWords(countWords(editor.getText())), RECOUNT_MS);
    };
    editor.on('update', recount);
    return () => {
      window.clearTimeout(timer);
      editor.off('update', recount);
    };
  }, [editor]);
  return (
    <Typography variant="body2" color="textSecondary" data-testid="word-count" sx={{ whiteSpace: 'nowrap' }}>
      {words === 1 ? t('1 word') : t('{{count}} words', { count: words })}
    </Typography>
  );
});
