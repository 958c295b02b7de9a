import { useRouteError } from 'react-router';
import { errorText } from './classify-error';
import { errorMessages } from './messages';

/**
 * The default fallback (spec §2): shown when even the layout failed, so it depends on nothing but
 * the stylesheet.
 */
export function AppCrashFallback() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="mx-auto max-w-2xl px-5 py-20">
      <h1 className="text-2xl font-bold text-ink">{errorMessages.fallbackHeading}</h1>
      <pre className="mt-6 overflow-x-auto rounded-xl border border-line bg-surface p-4 text-sm whitespace-pre-wrap text-danger">
        {errorText(error)}
      </pre>
      <a href="/" className="mt-8 inline-block text-gold underline underline-offset-4 hover:text-gold-bright">
        {errorMessages.backToTop}
      </a>
    </main>
  );
}
