import type { TFunction } from 'i18next';
import type { ErrorGroupStatus, ErrorKind } from '@inkstone/shared/api/monitor';

/** The label of an error kind. */
export function errorKindLabel(kind: ErrorKind, t: TFunction): string {
  switch (kind) {
    case 'error':
      return t('Script error');
    case 'unhandledrejection':
      return t('Unhandled rejection');
    case 'resource':
      return t('Resource failed');
    case 'blank-screen':
      return t('Blank screen');
  }
}

/** The label of a group status. */
export function errorStatusLabel(status: ErrorGroupStatus, t: TFunction): string {
  switch (status) {
    case 'open':
      return t('Open');
    case 'resolved':
      return t('Resolved');
    case 'ignored':
      return t('Ignored');
  }
}
