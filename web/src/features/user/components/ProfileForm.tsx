import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import type { Language } from '@inkstone/shared/constants';
import { messageOf } from '../../../lib/errorMessages';
import { i18n } from '../../../lib/i18n';
import { chooseLanguage } from '../../../lib/languageChoice';
import { snackbar } from '../../../lib/snackbarStore';
import { userStore } from '../../../lib/userStore';
import { useUpdatePreferences } from '../queries';

interface ProfileFormProps {
  user: UserInfoRes;
  language: Language;
}

const NICKNAME_MAX = 64;

/** Nickname and language, saved to the account; email and phone are shown, not edited here. */
export function ProfileForm({ user, language: currentLanguage }: ProfileFormProps) {
  const { t } = useTranslation();
  const save = useUpdatePreferences();
  const [nickname, setNickname] = useState(user.nickname);
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const nicknameError = nickname.trim() ? undefined : t('Enter a nickname.');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (nicknameError) return;
    save.mutate(
      { nickname: nickname.trim(), language },
      {
        onSuccess: () => {
          userStore.update((state) => ({ ...state, nickname: nickname.trim() }));
          chooseLanguage(language);
          // Not `t`: it is bound to the language of the last render, so after a switch to 中文 it
          // still answered in English. The app's i18n instance answers in the language just chosen.
          snackbar.show({ text: i18n.t('Your changes were saved.'), color: 'success' });
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <Stack spacing={2.5}>
        {save.error && <Alert severity="error">{messageOf(save.error)}</Alert>}
        <TextField
          label={t('Nickname')}
          value={nickname}
          onChange={(event) => setNickname(event.target.value.slice(0, NICKNAME_MAX))}
          error={Boolean(nicknameError)}
          helperText={nicknameError ?? t('Shown in the app instead of your email or phone number.')}
        />
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label={t('Email')}
            value={user.email ?? t('Not set')}
            slotProps={{ input: { readOnly: true } }}
            disabled
          />
          <TextField
            label={t('Phone number')}
            value={user.phone ?? t('Not set')}
            slotProps={{ input: { readOnly: true } }}
            disabled
          />
        </Box>
        <TextField
          select
          label={t('Language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
        >
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="cn" lang="zh-CN">
            中文
          </MenuItem>
        </TextField>
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('Save changes')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
