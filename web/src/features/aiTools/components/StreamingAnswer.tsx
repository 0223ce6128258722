import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface Props {
  answer: string;
  isStreaming: boolean;
}

/** spec §2 "AI polish stream": the answer as it arrives, with a caret while more is coming. */
export function StreamingAnswer({ answer, isStreaming }: Props) {
  const { t } = useTranslation();
  return (
    <Box data-testid="ai-stream" aria-live="polite" aria-busy={isStreaming}>
      <Typography variant="overline" color="textSecondary">
        {t('AI answer')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
        {answer || (isStreaming ? t('Waiting for the first words…') : '')}
        {isStreaming && (
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              width: 7,
              height: 15,
              ml: 0.25,
              verticalAlign: 'text-bottom',
              bgcolor: 'primary.main',
              animation: 'aiCaret 1s steps(2) infinite',
              '@keyframes aiCaret': { '0%': { opacity: 1 }, '100%': { opacity: 0 } },
            }}
          />
        )}
      </Typography>
    </Box>
  );
}
