import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AppPath } from '../../../routes/paths';

/** The administration sections as tabs; shown only inside AdminGate, so only to administrators. */
export function AdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const sections = [
    { path: AppPath.adminUsers, label: t('Users') },
    { path: AppPath.adminPackages, label: t('Packages') },
    { path: AppPath.adminCoupons, label: t('Coupons') },
    { path: AppPath.adminOrders, label: t('Orders') },
    { path: AppPath.adminBalances, label: t('Balances') },
    { path: AppPath.adminAuditLog, label: t('Audit log') },
    { path: AppPath.adminErrors, label: t('Errors') },
    { path: AppPath.adminUsage, label: t('Usage') },
    { path: AppPath.adminHealth, label: t('Health') },
  ];
  const current = sections.find((section) => pathname.startsWith(section.path))?.path ?? false;
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('Administration')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {sections.map((section) => (
        <Tab key={section.path} value={section.path} label={section.label} component={RouterLink} to={section.path} />
      ))}
    </Tabs>
  );
}
