import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import type { PanelState } from '../flowState';

interface FlowPanelProps {
  number: number;
  title: string;
  /** One line under the title that sums the panel up while it is closed. */
  summary: string;
  state: PanelState;
  isWorking: boolean;
  isDone: boolean;
  onToggle: () => void;
  /** Called once the panel has been scrolled into sight after opening by itself. */
  onScrolled: () => void;
  children: ReactNode;
}

/** One numbered, collapsible panel of the flow (spec §3 newStepNState). */
export function FlowPanel(props: FlowPanelProps) {
  const { number, title, summary, state, isWorking, isDone, onToggle, onScrolled, children } = props;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!state.scrollToEle) return;
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    onScrolled();
  }, [state.scrollToEle, onScrolled]);

  return (
    <Card ref={ref} sx={{ mb: 2, scrollMarginTop: 80 }} data-testid={`panel-${number}`} data-open={state.isOpened}>
      <ButtonBase
        onClick={onToggle}
        aria-expanded={state.isOpened}
        sx={{ width: '100%', justifyContent: 'flex-start', textAlign: 'left', p: { xs: 2, sm: 2.5 }, gap: 2 }}
      >
        <Box
          sx={{
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            fontWeight: 700,
            bgcolor: isDone ? 'primary.main' : 'action.hover',
            color: isDone ? 'primary.contrastText' : 'text.secondary',
          }}
        >
          {isDone ? <CheckCircleRounded fontSize="small" /> : number}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {summary}
          </Typography>
        </Box>
        {isWorking && <CircularProgress size={20} />}
        <ExpandMoreRounded
          sx={{ transition: 'transform 150ms', transform: state.isOpened ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>
      <Collapse in={state.isOpened} unmountOnExit>
        <Box sx={{ px: { xs: 2, sm: 2.5 }, pb: { xs: 2, sm: 2.5 }, pt: 0.5, borderTop: 1, borderColor: 'divider' }}>
          {children}
        </Box>
      </Collapse>
    </Card>
  );
}
