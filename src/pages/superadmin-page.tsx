// Placeholder until its issue lands: the route exists (and is guarded) so the pieces built
// in parallel can plug into it. Replaced by the real page.
import { NotFoundPage } from './not-found-page.tsx';

export function SuperadminPage() {
  return <NotFoundPage />;
}
