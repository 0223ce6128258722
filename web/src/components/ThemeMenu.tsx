import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import { THEME_CHOICES, type ThemeChoice } from '@inkstone/shared/preferenceCookies';
import { useStore } from '../hooks/useStore';
import { chooseTheme, themeChoiceStore } from '../lib/themeStore';

const ICON: Record<ThemeChoice, ReactElement> = {
  light: <LightModeOutlined fontSize="small" />,
  dark: <DarkModeOutlined fontSize="small" />,
  system: <SettingsBrightnessOutlined fontSize="small" />,
};

/** spec §9: the theme choice — light, dark or the device's — kept in a 30-day cookie on this device. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const choice = useStore(themeChoiceStore);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label: Record<ThemeChoice, string> = { light: t('Light'), dark: t('Dark'), system: t('Same as device') };

  const handleChoose = (next: ThemeChoice) => {
    chooseTheme(next);
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={t('Theme: {{theme}}', { theme: label[choice] })}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('Theme: {{theme}}', { theme: label[choice] })}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          sx={{ color: 'text.secondary' }}
        >
          {ICON[choice]}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {THEME_CHOICES.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === choice}
            selected={option === choice}
            onClick={() => handleChoose(option)}
          >
            <ListItemIcon>{ICON[option]}</ListItemIcon>
            <ListItemText>{label[option]}</ListItemText>
            {option === choice && <CheckRounded fontSize="small" color="primary" sx={{ ml: 2 }} />}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
