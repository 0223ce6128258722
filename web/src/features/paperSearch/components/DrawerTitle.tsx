import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { DrawerContent } from '../drawerContent';

/** spec §2: the drawer's title for a chosen group, for all papers, or when there are none. */
export function DrawerTitle({ content }: { content: DrawerContent }) {
  const { t } = useTranslation();
  const n = content.papers.length;
  let title = t('Total: {{n}} related papers', { n });
  if (n === 0) title = t('No papers');
  else if (content.section)
    title = t('{{section}} - {{n}} related papers', { section: content.section.section_name, n });
  return (
    <Typography variant="h6" component="h2" data-testid="drawer-title" sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  );
}
