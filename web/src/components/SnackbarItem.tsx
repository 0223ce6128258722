import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Collapse from '@mui/material/Collapse';
import { isSwipeDismiss, type SnackbarEntry } from '../lib/snackbarQueue';

interface SnackbarItemProps {
  entry: SnackbarEntry;
  onClose: () => void;
  onExited: () => void;
}

/**
 * One notification: coloured by kind, with a close button (after the entry's action, if it has one),
 * dismissed by a swipe past 50 px.
 */
export function SnackbarItem({ entry, onClose, onExited }: SnackbarItemProps) {
  const { t } = useTranslation();
  const [dragStart, setDragStart] = useState<number | null>(null);
  const [offset, setOffset] = useState(0);

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    setDragStart(event.clientX);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStart !== null) setOffset(event.clientX - dragStart);
  };
  const handlePointerUp = () => {
    if (dragStart === null) return;
    setDragStart(null);
    if (isSwipeDismiss(offset)) onClose();
    else setOffset(0);
  };

  // MUI's Alert drops its close button when given an action, so an action brings its own.
  const action = entry.action && (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          entry.action?.onClick();
          onClose();
        }}
        sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
      >
        {entry.action.label}
      </Button>
      <IconButton color="inherit" size="small" aria-label={t('Close')} title={t('Close')} onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );

  return (
    <Collapse in={entry.showing} appear onExited={onExited} sx={{ pointerEvents: 'auto' }}>
      <Alert
        variant="filled"
        severity={entry.color}
        icon={entry.icon}
        onClose={onClose}
        action={action}
        closeText={t('Close')}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        sx={{
          transform: `translateX(${offset}px)`,
          opacity: Math.max(0.3, 1 - Math.abs(offset) / 200),
          transition: dragStart === null ? 'transform 200ms, opacity 200ms' : 'none',
          touchAction: 'pan-y',
          userSelect: 'none',
          boxShadow: '0 8px 24px rgba(47, 51, 73, 0.16)',
          alignItems: 'center',
        }}
      >
        {entry.text}
      </Alert>
    </Collapse>
  );
}
