import { useTranslation } from 'react-i18next';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminPackage } from '@inkstone/shared/api/adminEconomy';
import { formatYuan } from '../../topUp/money';

interface PackagesTableProps {
  packages: AdminPackage[];
  isBusy: boolean;
  onEdit: (pkg: AdminPackage) => void;
  onRetire: (pkg: AdminPackage) => void;
  /** Moves a package on sale one place up (-1) or down (+1). */
  onMove: (pkg: AdminPackage, step: -1 | 1) => void;
}

/** Every package: those on sale in their order, then the retired ones. */
export function PackagesTable({ packages, isBusy, onEdit, onRetire, onMove }: PackagesTableProps) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const onSale = packages.filter((pkg) => !pkg.isRetired);

  return (
    <Table
      size="small"
      sx={{ minWidth: 900, '& th': { fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('Order')}</TableCell>
          <TableCell>{t('Name')}</TableCell>
          <TableCell align="right">{t('Words')}</TableCell>
          <TableCell align="right">{t('Price')}</TableCell>
          <TableCell align="right">{t('Original price')}</TableCell>
          <TableCell>{t('Badge')}</TableCell>
          <TableCell>{t('State')}</TableCell>
          <TableCell align="right">{t('Actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {packages.length === 0 ? (
          <TableRow>
            <TableCell colSpan={8} align="center" sx={{ py: 6, color: 'text.secondary' }}>
              {t('No data available')}
            </TableCell>
          </TableRow>
        ) : (
          packages.map((pkg) => {
            const index = onSale.indexOf(pkg);
            return (
              <TableRow key={pkg.id} hover data-testid="package-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {pkg.isRetired ? (
                    '—'
                  ) : (
                    <>
                      {index + 1}
                      <IconButton
                        size="small"
                        aria-label={t('Move up')}
                        disabled={isBusy || index === 0}
                        onClick={() => onMove(pkg, -1)}
                      >
                        <ArrowUpwardRounded fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('Move down')}
                        disabled={isBusy || index === onSale.length - 1}
                        onClick={() => onMove(pkg, 1)}
                      >
                        <ArrowDownwardRounded fontSize="small" />
                      </IconButton>
                    </>
                  )}
                </TableCell>
                <TableCell>{pkg.name}</TableCell>
                <TableCell align="right">{numberFormat.format(pkg.words)}</TableCell>
                <TableCell align="right">{formatYuan(pkg.priceFen, i18n.language)}</TableCell>
                <TableCell align="right">
                  {pkg.originalPriceFen === null ? '—' : formatYuan(pkg.originalPriceFen, i18n.language)}
                </TableCell>
                <TableCell>{pkg.badge ?? '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={pkg.isRetired ? 'default' : 'success'}
                    label={pkg.isRetired ? t('Retired') : t('On sale')}
                  />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => onEdit(pkg)}>
                    {t('Edit')}
                  </Button>
                  {!pkg.isRetired && (
                    <Button size="small" color="error" disabled={isBusy} onClick={() => onRetire(pkg)}>
                      {t('Retire')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
