import { NotFoundView } from '@/components/pages/not-found-view';

/** The not-found page (000 §2.1 "Not found (the default)"), answered with status 404. */
export default function NotFound() {
  return <NotFoundView />;
}
