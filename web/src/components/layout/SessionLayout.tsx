import { useStore } from '../../hooks/useStore';
import { userStore } from '../../lib/userStore';
import { BlankLayout } from './BlankLayout';
import { DefaultLayout } from './DefaultLayout';

/**
 * For a public page that is also a page of the app (the invitation page): signed in it sits in the
 * default layout with the navigation, signed out in the blank layout.
 */
export function SessionLayout() {
  const { logged } = useStore(userStore);
  return logged ? <DefaultLayout /> : <BlankLayout />;
}
