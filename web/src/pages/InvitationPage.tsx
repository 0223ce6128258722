import { useSearchParams } from 'react-router';
import { InviteLanding } from '../features/invitation/components/InviteLanding';
import { InviterDashboard } from '../features/invitation/components/InviterDashboard';
import { inviteCodeFrom } from '../features/invitation/inviteCodeParam';
import { useStore } from '../hooks/useStore';
import { userStore } from '../lib/userStore';

/**
 * /front-pages/invitation (spec §2, issue 20): signed out, the landing an invite link opens (sign-up
 * with the friend's `?code=` carried along); signed in, the user's own code, link, QR and invitees.
 */
export function InvitationPage() {
  const [params] = useSearchParams();
  const { logged } = useStore(userStore);
  const code = inviteCodeFrom(params);
  return logged ? <InviterDashboard openedWithCode={code} /> : <InviteLanding code={code} />;
}
