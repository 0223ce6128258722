import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import type { ShareCodeRes } from '@inkstone/shared/api/shareCode';
import { copyText } from '../copyText';

interface ShareCodeCardProps {
  share: ShareCodeRes | undefined;
}

/** The user's code, link and QR code, each easy to copy or scan. */
export function ShareCodeCard({ share }: ShareCodeCardProps) {
  const { t } = useTranslation();
  const copyLink = () => share && void copyText(share.link, t('Invite link copied'));
  const copyCode = () => share && void copyText(share.shareCode, t('Invite code copied'));
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 3, flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Typography variant="overline" color="textSecondary">
            {t('Your invite code')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography
              component="p"
              data-testid="share-code"
              sx={{ fontFamily: 'monospace', fontSize: 30, fontWeight: 700, letterSpacing: 3, color: 'primary.main' }}
            >
              {share?.shareCode ?? <Skeleton width={180} />}
            </Typography>
            <Button size="small" startIcon={<ContentCopyRounded />} onClick={copyCode} disabled={!share}>
              {t('Copy code')}
            </Button>
          </Box>
          <TextField
            label={t('Invite link')}
            value={share?.link ?? ''}
            fullWidth
            size="small"
            sx={{ mt: 2.5 }}
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (event: { target: HTMLInputElement }) => event.target.select() },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Tooltip title={t('Copy link')}>
                      <span>
                        <IconButton edge="end" onClick={copyLink} disabled={!share} aria-label={t('Copy link')}>
                          <ContentCopyRounded fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            {t('When a friend creates an account with your code, you earn words.')}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'center', flexShrink: 0 }}>
          {share ? (
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(share.qrSvg)}`}
              alt={t('QR code of your invite link')}
              sx={{
                width: 148,
                height: 148,
                display: 'block',
                bgcolor: '#fff',
                borderRadius: 2,
                p: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          ) : (
            <Skeleton variant="rounded" width={148} height={148} />
          )}
          <Typography variant="caption" color="textSecondary">
            {t('Scan to open on a phone')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
