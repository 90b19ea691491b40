import { NotFoundContent } from '../../components/NotFoundContent';

/** Any path outside the route table of spec 2. */
export function NotFoundPage() {
  return <NotFoundContent />;
}
