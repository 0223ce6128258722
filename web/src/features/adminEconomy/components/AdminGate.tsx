import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { NotFoundContent } from '../../../components/NotFoundContent';
import { useStore } from '../../../hooks/useStore';
import { useUserInfo } from '../../user/queries';
import { can } from '../../../lib/abilities';
import { userStore } from '../../../lib/userStore';
import { loginPathFor } from '../../../routes/guard';
import { AdminNav } from './AdminNav';

interface AdminGateProps {
  /** Renders the page once the user is known to be an administrator. */
  children: ReactNode;
}

/**
 * The session check of an /admin page (spec §2 has /admin paths skip the navigation guard): a
 * visitor goes to sign in, a user without the admin ability sees "not found", an administrator
 * sees the admin navigation and the page.
 */
export function AdminGate({ children }: AdminGateProps) {
  const { pathname, search } = useLocation();
  const { logged } = useStore(userStore);
  const userInfo = useUserInfo();
  const isAdmin = can(userInfo.data?.abilities, 'access', 'admin');

  if (!logged) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  if (userInfo.isLoading) return <LinearProgress />;
  if (!isAdmin) return <NotFoundContent />;
  return (
    <>
      <AdminNav />
      {children}
    </>
  );
}
