import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

/**
 * A render error on purpose, for checking the error page of 000 §8 end to end (the e2e suite
 * sets DIAGNOSTIC_ROUTES=1). Without that variable this path is an ordinary 404.
 */
export default function RenderErrorDiagnostic() {
  if (process.env.DIAGNOSTIC_ROUTES !== '1') notFound();
  throw new Error('Diagnostic render error');
}
