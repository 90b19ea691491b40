import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';

function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Shows where the router is, for screens a test navigates away to. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <p data-testid="location">{pathname}</p>;
}

function renderRouter(routeObjects: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [initialPath] });
  const queryClient = testQueryClient();
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Renders one element at `path` with every app provider; any other path shows a location probe. */
export function renderWithApp(
  ui: ReactElement,
  { path = '/', at = path }: { path?: string; at?: string } = {},
) {
  return renderRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    at,
  );
}

/** Renders the real route table of the app at `path`. */
export function renderApp(path: string) {
  return renderRouter(routes, path);
}
