import type { TFunction } from 'i18next';
import type { SvgIconComponent } from '@mui/icons-material';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import FolderCopyRounded from '@mui/icons-material/FolderCopyRounded';
import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import HistoryEduRounded from '@mui/icons-material/HistoryEduRounded';
import UnfoldMoreDoubleRounded from '@mui/icons-material/UnfoldMoreDoubleRounded';
import { AppPath } from '../../routes/paths';

/** A writing or research tool: where it lives, how it is named and what it does. */
export interface Tool {
  path: string;
  icon: SvgIconComponent;
  name: (t: TFunction) => string;
  summary: (t: TFunction) => string;
  /** Whether the tool is usable yet; tools still being built are labelled so. */
  isAvailable: boolean;
}

/** Every tool of the product (spec §1), in the order the navigation and home page show them. */
export const TOOLS: readonly Tool[] = [
  {
    path: AppPath.editor,
    icon: EditNoteRounded,
    name: (t) => t('Editor'),
    summary: (t) => t('Write in notes and folders with AI suggestions beside your text.'),
    isAvailable: true,
  },
  {
    path: AppPath.polish,
    icon: AutoFixHighRounded,
    name: (t) => t('Polish'),
    summary: (t) => t('Make a passage clearer and more academic, or lower its similarity.'),
    isAvailable: true,
  },
  {
    path: AppPath.expand,
    icon: UnfoldMoreDoubleRounded,
    name: (t) => t('Expand'),
    summary: (t) => t('Grow a short passage into a full paragraph that keeps your argument.'),
    isAvailable: true,
  },
  {
    path: AppPath.paperSearch,
    icon: ManageSearchRounded,
    name: (t) => t('Paper search'),
    summary: (t) => t('An AI agent finds papers on your topic and groups them by theme.'),
    isAvailable: true,
  },
  {
    path: AppPath.writing,
    icon: HistoryEduRounded,
    name: (t) => t('Writing'),
    summary: (t) => t('Generate an outline and a literature review with references.'),
    isAvailable: true,
  },
  {
    path: AppPath.knowledge,
    icon: FolderCopyRounded,
    name: (t) => t('Knowledge base'),
    summary: (t) => t('Keep your papers and files in folders, ready for the AI to use.'),
    // The Library tab works; only its Files tab is still to come and says so itself.
    isAvailable: true,
  },
];
