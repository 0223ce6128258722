import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { NotFoundContent } from '../components/NotFoundContent';
import { PageHeader } from '../components/PageHeader';
import { SettingsCard } from '../components/SettingsCard';
import { ModelSettingsForm } from '../features/admin/components/ModelSettingsForm';
import { useModelSettings, useOllamaDetection } from '../features/admin/modelSettingsQueries';
import { useUserInfo } from '../features/user/queries';
import { useStore } from '../hooks/useStore';
import { can } from '../lib/abilities';
import { messageOf } from '../lib/errorMessages';
import { userStore } from '../lib/userStore';
import { loginPathFor } from '../routes/guard';

/**
 * /admin/model-settings: the AI model every tool uses (issue 4), for those allowed to manage it;
 * others see "not found". Like every /admin path it skips the navigation guard (spec §2).
 */
export function AdminModelSettingsPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { logged } = useStore(userStore);
  const userInfo = useUserInfo();
  const canManage = can(userInfo.data?.abilities, 'manage', 'model_settings');
  const settings = useModelSettings(canManage);
  const ollama = useOllamaDetection(canManage);

  if (!logged) return <Navigate to={loginPathFor(pathname)} replace />;
  if (userInfo.isLoading) return <LinearProgress />;
  if (!canManage) return <NotFoundContent />;
  const source = settings.data?.source;
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeader
        title={t('Model settings')}
        subtitle={t('The AI model behind polishing, suggestions and the search agent.')}
      />
      <SettingsCard
        title={t('Connection')}
        description={
          source === 'database'
            ? t('Saved here; these settings override the server environment. API keys are stored encrypted.')
            : source === 'environment'
              ? t('From the server environment (LLM_* variables). Saving here overrides them.')
              : t('No model is connected: every AI action says so until one is.')
        }
      >
        {settings.error && <Alert severity="error">{messageOf(settings.error)}</Alert>}
        {settings.isLoading && <LinearProgress />}
        {settings.data && (
          <ModelSettingsForm key={settings.data.updatedAt ?? source} settings={settings.data} ollama={ollama.data} />
        )}
      </SettingsCard>
    </Box>
  );
}
