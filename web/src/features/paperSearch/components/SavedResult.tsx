import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import type { ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { AppPath } from '../../../routes/paths';
import { flowReducer } from '../flowReducer';
import { initialFlowState } from '../flowState';
import { RunView } from './RunView';

const restored = (session: ResearchSessionDto) =>
  flowReducer(initialFlowState(window.innerWidth), { type: 'restore', session });

/** A saved search, read-only: its panels, sections and papers, and a way to reopen it in the flow. */
export function SavedResult({ session }: { session: ResearchSessionDto }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(flowReducer, session, restored);
  return (
    <RunView
      state={state}
      dispatch={dispatch}
      actions={
        <Button
          variant="contained"
          startIcon={<OpenInNewRounded />}
          component={RouterLink}
          to={`${AppPath.paperSearch}?reopen=${session.id}`}
        >
          {t('Reopen in the flow')}
        </Button>
      }
    />
  );
}
