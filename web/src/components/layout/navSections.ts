import type { TFunction } from 'i18next';
import type { SvgIconComponent } from '@mui/icons-material';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import { AppPath } from '../../routes/paths';
import { TOOLS, type Tool } from './tools';

/** One link of the vertical navigation. */
export interface NavItem {
  path: string;
  icon: SvgIconComponent;
  label: (t: TFunction) => string;
  isAvailable: boolean;
}

/** A titled group of links. */
export interface NavSection {
  id: string;
  title: (t: TFunction) => string;
  items: NavItem[];
}

const fromTool = (tool: Tool): NavItem => ({
  path: tool.path,
  icon: tool.icon,
  label: tool.name,
  isAvailable: tool.isAvailable,
});

/** The vertical navigation, top to bottom. */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    id: 'write',
    title: (t) => t('Write'),
    items: [
      { path: AppPath.home, icon: HomeRounded, label: (t) => t('Home'), isAvailable: true },
      ...TOOLS.slice(0, 3).map(fromTool),
    ],
  },
  { id: 'research', title: (t) => t('Research'), items: TOOLS.slice(3).map(fromTool) },
  {
    id: 'account',
    title: (t) => t('Account'),
    items: [
      {
        path: AppPath.accountSettings,
        icon: ManageAccountsRounded,
        label: (t) => t('Account settings'),
        isAvailable: true,
      },
      { path: AppPath.userProfile, icon: PersonRounded, label: (t) => t('Profile'), isAvailable: true },
      { path: AppPath.pointsFlow, icon: ReceiptLongRounded, label: (t) => t('Points flow'), isAvailable: true },
      { path: AppPath.invitation, icon: CardGiftcardRounded, label: (t) => t('Invite friends'), isAvailable: true },
    ],
  },
];
