import { useUserInfo } from '../features/user/queries';
import { can } from '../lib/abilities';

/** Whether the signed-in user may do `action` on `subject`; false while unknown. */
export function useCan(action: string, subject: string): boolean {
  const { data } = useUserInfo();
  return can(data?.abilities, action, subject);
}
