import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

interface Props {
  reasoning: string;
  isStreaming: boolean;
}

/** spec §2 "AI thought chain": the model's reasoning, apart from the answer and collapsible. */
export function ThoughtChain({ reasoning, isStreaming }: Props) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(true);
  if (!reasoning) return null;
  return (
    <Box data-testid="ai-thought-chain" sx={{ borderRadius: 2, bgcolor: 'action.hover' }}>
      <ButtonBase
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        sx={{ width: 1, justifyContent: 'flex-start', gap: 1, px: 1.5, py: 1, borderRadius: 2 }}
      >
        <PsychologyOutlined fontSize="small" color="primary" />
        <Typography variant="subtitle2" sx={{ flex: 1, textAlign: 'left' }}>
          {isStreaming ? t('Thinking…') : t('AI thought chain')}
        </Typography>
        <ExpandMoreRounded
          fontSize="small"
          sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      <Collapse in={isOpen}>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ px: 1.5, pb: 1.5, whiteSpace: 'pre-wrap', maxHeight: 220, overflowY: 'auto', fontSize: 13 }}
        >
          {reasoning}
        </Typography>
      </Collapse>
    </Box>
  );
}
