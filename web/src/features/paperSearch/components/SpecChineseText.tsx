import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Locale } from '../../../lib/language';

interface SpecChineseTextProps {
  /**
   * The string in a given locale: a function calling the translator with the catalogue's English
   * key and `{ lng }`, so the catalogues stay its one source.
   */
  text: (lng: Locale) => string;
  variant?: TypographyProps['variant'];
  color?: TypographyProps['color'];
  component?: ElementType;
  /** Test id of the Chinese line; the English one gets `-en` after it. */
  testId?: string;
  sx?: SxProps<Theme>;
}

/**
 * One of the spec's fixed Chinese strings of the paper-search flow (spec §1/§2; decision 015): shown
 * in Chinese in every interface language, with its English meaning beneath in the English interface.
 */
export function SpecChineseText({ text, variant = 'body2', color, component = 'p', testId, sx }: SpecChineseTextProps) {
  const { i18n } = useTranslation();
  const isChinese = i18n.language === 'zh-CN';
  return (
    <Box sx={sx}>
      <Typography
        variant={variant}
        color={color}
        component={component}
        lang="zh-CN"
        data-testid={testId}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {text('zh-CN')}
      </Typography>
      {!isChinese && (
        <Typography
          variant="caption"
          color="textSecondary"
          component="p"
          lang="en"
          data-testid={testId && `${testId}-en`}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {text('en')}
        </Typography>
      )}
    </Box>
  );
}
