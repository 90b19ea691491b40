import { BrowserRouter, useRoutes } from 'react-router';
import { createQueryClient } from '../api/queryClient';
import { useLanguage } from '../i18n';
import { AppProviders } from './AppProviders';
import { routes } from './routes';

const queryClient = createQueryClient();

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * React Router in declarative mode: the app uses no loaders or actions, and the data router would add
 * about 17 KB (gzipped) to the first load. The route table brings its own error screen
 * (`RouteErrorBoundary`) and the layout its own scroll restoration (`useScrollRestoration`), so the
 * screens behave the same in both modes (the tests render the table with a memory data router).
 */
export function App() {
  // A new language renders every screen again from its texts; providers (session, socket, cached
  // answers) stay as they are.
  const language = useLanguage();
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes key={language} />
      </BrowserRouter>
    </AppProviders>
  );
}
