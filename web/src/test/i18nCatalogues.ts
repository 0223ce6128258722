import { catalogue as en } from '../lib/catalogues/en';
import { catalogue as zhCN } from '../lib/catalogues/zhCN';
import { provideCatalogues } from '../lib/i18n';

// Tests switch languages synchronously (initI18n('cn') and assert at once): both catalogues are
// there before any test file runs, as the app fetches the visitor's one before its first render.
provideCatalogues({ en, 'zh-CN': zhCN });
