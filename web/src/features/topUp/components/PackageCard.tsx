import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { TopUpPackage } from '@inkstone/shared/api/payment';
import { formatYuan } from '../money';
import { packageBadgeOf, packageNameOf } from '../packageText';

interface PackageCardProps {
  pkg: TopUpPackage;
  isSelected: boolean;
  onSelect: () => void;
}

/** One package on sale: name, words, price (the "was" price struck through) and its badge. */
export function PackageCard({ pkg, isSelected, onSelect }: PackageCardProps) {
  const { t, i18n } = useTranslation();
  const badge = packageBadgeOf(pkg, i18n.language);
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        overflow: 'visible',
        borderWidth: 2,
        borderColor: isSelected ? 'primary.main' : 'divider',
        bgcolor: (theme) => (isSelected ? alpha(theme.palette.primary.main, 0.06) : 'background.paper'),
      }}
    >
      {badge && (
        <Chip
          label={badge}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: -11, right: 12, height: 22, fontWeight: 600 }}
        />
      )}
      <CardActionArea
        onClick={onSelect}
        aria-pressed={isSelected}
        data-testid="top-up-package"
        sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}
      >
        <Typography sx={{ fontWeight: 600, pr: badge ? 6 : 0 }}>{packageNameOf(pkg, i18n.language)}</Typography>
        <Typography color="textSecondary" variant="body2" sx={{ mt: 0.5 }}>
          {t('{{words}} words', { words: new Intl.NumberFormat(i18n.language).format(pkg.words) })}
        </Typography>
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontSize: 22, fontWeight: 700, color: 'primary.main' }}>
            {formatYuan(pkg.priceFen, i18n.language)}
          </Typography>
          {pkg.originalPriceFen !== null && pkg.originalPriceFen > pkg.priceFen && (
            <Typography
              component="s"
              variant="body2"
              color="textSecondary"
              aria-label={t('was {{price}}', { price: formatYuan(pkg.originalPriceFen, i18n.language) })}
            >
              {formatYuan(pkg.originalPriceFen, i18n.language)}
            </Typography>
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}
