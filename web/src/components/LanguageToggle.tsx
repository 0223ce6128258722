import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import type { Language } from '@inkstone/shared/constants';
import { useUpdatePreferences } from '../features/user/queries';
import { useStore } from '../hooks/useStore';
import { languageOf } from '../lib/language';
import { chooseLanguage } from '../lib/languageChoice';
import { userStore } from '../lib/userStore';

// Each language is named in itself, so a reader of either can find their own.
const NATIVE_NAME: Record<Language, string> = { en: 'English', cn: '中文' };

/** spec §4: toggles between en and cn; a signed-in user's choice is saved to their account too. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { logged } = useStore(userStore);
  const savePreferences = useUpdatePreferences();
  const next: Language = languageOf(i18n.language) === 'en' ? 'cn' : 'en';

  const handleToggle = () => {
    chooseLanguage(next);
    if (logged) savePreferences.mutate({ language: next });
  };

  return (
    <Button
      onClick={handleToggle}
      color="inherit"
      startIcon={<TranslateRounded fontSize="small" />}
      aria-label={t('Switch language to {{language}}', { language: NATIVE_NAME[next] })}
      lang={next === 'cn' ? 'zh-CN' : 'en'}
      sx={{
        minWidth: 0,
        color: 'text.secondary',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
      }}
    >
      {NATIVE_NAME[next]}
    </Button>
  );
}
