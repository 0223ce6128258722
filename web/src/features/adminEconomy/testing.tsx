import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { userKeys } from '../user/queries';

/** The ability that opens the admin pages. */
export const ADMIN_ABILITIES = [{ action: 'access', subject: 'admin' }];

/** A JSON envelope answer. */
export const okResponse = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

/** A failure envelope with a status. */
export const failResponse = (status: number, errorCode: string, errorMsg: string) =>
  new Response(JSON.stringify({ success: false, errorCode, errorMsg }), { status });

/** Renders an admin page for a signed-in user with the given abilities (tests only). */
export function renderAdminPage(page: ReactNode, abilities = ADMIN_ABILITIES, path = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userKeys.info(), { abilities });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}
