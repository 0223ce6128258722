import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { messageOf } from '../../../lib/errorMessages';
import { formatDateTime } from '../../adminEconomy/formatDateTime';
import { useErrorGroup } from '../queries';
import { StackTrace } from './StackTrace';

/** A group's recent occurrences: when, which release and route, for whom, in which browser, the stack. */
export function ErrorGroupDialog({ groupId, onClose }: { groupId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const isPhone = useMediaQuery('(max-width:600px)');
  const detail = useErrorGroup(groupId);
  return (
    <Dialog open={groupId !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={isPhone}>
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>
        {detail.data?.group.message.slice(0, 200) ?? t('Occurrences')}
      </DialogTitle>
      <DialogContent dividers>
        {detail.isLoading && <LinearProgress />}
        {detail.error && <Alert severity="error">{messageOf(detail.error)}</Alert>}
        {detail.data?.occurrences.map((o, index) => (
          <Box key={o.id} data-testid="error-occurrence">
            {index > 0 && <Divider sx={{ my: 2 }} />}
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {t('{{time}} · release {{release}} · {{route}}', {
                time: formatDateTime(o.createdAt, i18n.language),
                release: o.release,
                route: o.route,
              })}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {o.userId ? t('User {{id}}', { id: o.userId }) : t('Signed out')} · {o.userAgent || '—'}
            </Typography>
            {(o.symbolicatedStack ?? o.rawStack) && <StackTrace stack={o.symbolicatedStack ?? o.rawStack ?? ''} />}
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
