import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/language';
import type { DrawerContent } from '../drawerContent';
import { SpecChineseText } from './SpecChineseText';

/**
 * spec §2: the drawer's title for a chosen group, for all papers, or when there are none — the
 * spec's Chinese in every language, the English beneath it in the English interface (decision 015).
 */
export function DrawerTitle({ content }: { content: DrawerContent }) {
  const { t } = useTranslation();
  const n = content.papers.length;
  const section = content.section?.section_name;
  const title = (lng: Locale) => {
    if (n === 0) return t('No papers', { lng });
    if (section !== undefined) return t('{{section}} - {{n}} related papers', { lng, section, n });
    return t('Total: {{n}} related papers', { lng, n });
  };
  return <SpecChineseText text={title} variant="h6" component="h2" testId="drawer-title" />;
}
