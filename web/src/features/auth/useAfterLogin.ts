import { useLocation, useNavigate } from 'react-router';
import { redirectTargetOf } from '../../routes/guard';

/** Returns the callback that takes a freshly signed-in user back where the guard stopped them. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return () => void navigate(redirectTargetOf(search), { replace: true });
}
