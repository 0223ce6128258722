import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PaymentsRounded from '@mui/icons-material/PaymentsRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { signOut } from '../../features/auth/session';
import { useCan } from '../../hooks/useCan';
import { useStore } from '../../hooks/useStore';
import { userStore } from '../../lib/userStore';
import { accountSettingsPath, AppPath } from '../../routes/paths';

/** The avatar button and its menu: who is signed in, settings, admin (when allowed), sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { nickname, email } = useStore(userStore);
  const isAdmin = useCan('access', 'admin');
  const canManageModels = useCan('manage', 'model_settings');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  const handleSignOut = async () => {
    close();
    await signOut();
    await navigate(AppPath.login);
  };

  return (
    <>
      <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('Account menu')} sx={{ p: 0.5 }}>
        <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15, fontWeight: 600 }}>
          {(nickname || email || '?').slice(0, 1).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {nickname || email}
          </Typography>
          {nickname && nickname !== email && (
            <Typography variant="body2" color="textSecondary" noWrap>
              {email}
            </Typography>
          )}
          {isAdmin && <Chip label={t('Administrator')} size="small" color="primary" sx={{ mt: 1 }} />}
        </Box>
        {/* MUI spaces a divider only after a menu item; after this header it needs the same gap below. */}
        <Divider sx={{ mb: 1 }} />
        <MenuItem component={RouterLink} to={accountSettingsPath('account')} onClick={close}>
          <ListItemIcon>
            <ManageAccountsRounded fontSize="small" />
          </ListItemIcon>
          {t('Account settings')}
        </MenuItem>
        <MenuItem component={RouterLink} to={AppPath.orders} onClick={close}>
          <ListItemIcon>
            <PaymentsRounded fontSize="small" />
          </ListItemIcon>
          {t('My orders')}
        </MenuItem>
        <MenuItem component={RouterLink} to={AppPath.pointsFlow} onClick={close}>
          <ListItemIcon>
            <ReceiptLongRounded fontSize="small" />
          </ListItemIcon>
          {t('Points flow')}
        </MenuItem>
        {isAdmin && (
          <MenuItem component={RouterLink} to={AppPath.adminUsers} onClick={close}>
            <ListItemIcon>
              <AdminPanelSettingsRounded fontSize="small" />
            </ListItemIcon>
            {t('Administration')}
          </MenuItem>
        )}
        {canManageModels && (
          <MenuItem component={RouterLink} to={AppPath.adminModelSettings} onClick={close}>
            <ListItemIcon>
              <AutoAwesomeRounded fontSize="small" />
            </ListItemIcon>
            {t('Model settings')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => void handleSignOut()}>
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {t('Sign out')}
        </MenuItem>
      </Menu>
    </>
  );
}
