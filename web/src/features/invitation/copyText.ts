import { i18n } from '../../lib/i18n';
import { snackbar } from '../../lib/snackbarStore';

/** Puts text on the clipboard and says how it went in a snackbar. */
export async function copyText(text: string, doneMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    snackbar.show({ text: doneMessage, color: 'success' });
  } catch {
    snackbar.show({ text: i18n.t('Could not copy to the clipboard'), color: 'error' });
  }
}
