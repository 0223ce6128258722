import { useState } from 'react';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';

interface Props {
  title: string;
  text: string;
  testId: string;
}

/** A titled block of plain text that starts folded (the original text, the direct result). */
export function CollapsibleText({ title, text, testId }: Props) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Box data-testid={testId}>
      <ButtonBase onClick={() => setOpen((open) => !open)} aria-expanded={isOpen} sx={{ gap: 0.5, borderRadius: 1 }}>
        <Typography variant="overline" color="textSecondary">
          {title}
        </Typography>
        <ExpandMoreRounded
          fontSize="small"
          sx={{ color: 'text.secondary', transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
        />
      </ButtonBase>
      <Collapse in={isOpen}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', lineHeight: 1.7 }}>
          {text}
        </Typography>
      </Collapse>
    </Box>
  );
}
