import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Head } from '../../app/head';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { localizedPath, type Locale } from '../../i18n/locale';

const HELPFUL_LINKS = [
  { to: '/', label: msg`Home page` },
  { to: '/calculators', label: msg`Tax calculators` },
  { to: '/sections', label: msg`Income Tax Act sections` },
];

export default function NotFoundPage() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const inputId = useId();
  // The form also works without JavaScript (a GET to /search); with it, navigate in place.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };
  return (
    <>
      <Head
        title={i18n._(msg`404 Page Not Found`)}
        description={i18n._(
          msg`The page you asked for does not exist. Search the site or go to the calculators and tax sections.`,
        )}
        path="/404"
        noindex
        status={404}
      />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>404 Page Not Found</Trans>
        </h1>
        <p className="mt-4 text-lg text-slate-600">
          <Trans>Did you forget to add the page to the router?</Trans>
        </p>
        <p className="mt-2 text-slate-600">
          <Trans>The address may be mistyped, or the page may have moved.</Trans>
        </p>

        <form
          role="search"
          // Without JavaScript the form goes to the search page in the page's language.
          action={localizedPath('/search', i18n.locale as Locale)}
          method="get"
          className="mx-auto mt-10 flex max-w-md gap-2"
          onSubmit={onSubmit}
        >
          <label htmlFor={inputId} className="sr-only">
            <Trans>Search the site</Trans>
          </label>
          <Input
            id={inputId}
            name="q"
            type="search"
            placeholder={i18n._(msg`Search sections, guides, FAQs`)}
            autoComplete="off"
          />
          <button type="submit" className={buttonClasses({ className: 'shrink-0' })}>
            <Search aria-hidden="true" className="size-4" />
            <Trans>Search</Trans>
          </button>
        </form>

        <nav aria-label={i18n._(msg`Helpful links`)} className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {HELPFUL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={buttonClasses({ variant: 'outline' })}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
