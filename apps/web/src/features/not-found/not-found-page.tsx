import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { Head } from '../../app/head';
import { buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';

const HELPFUL_LINKS = [
  { to: '/', label: 'Home page' },
  { to: '/calculators', label: 'Tax calculators' },
  { to: '/sections', label: 'Income Tax Act sections' },
];

export default function NotFoundPage() {
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
        title="404 Page Not Found"
        description="The page you asked for does not exist. Search the site or go to the calculators and tax sections."
        path="/404"
        noindex
        status={404}
      />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <p className="text-6xl font-extrabold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          404 Page Not Found
        </h1>
        <p className="mt-4 text-lg text-slate-600">Did you forget to add the page to the router?</p>
        <p className="mt-2 text-slate-600">
          The address may be mistyped, or the page may have moved.
        </p>

        <form
          role="search"
          action="/search"
          method="get"
          className="mx-auto mt-10 flex max-w-md gap-2"
          onSubmit={onSubmit}
        >
          <label htmlFor={inputId} className="sr-only">
            Search the site
          </label>
          <Input
            id={inputId}
            name="q"
            type="search"
            placeholder="Search sections, guides, FAQs"
            autoComplete="off"
          />
          <button type="submit" className={buttonClasses({ className: 'shrink-0' })}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </form>

        <nav aria-label="Helpful links" className="mt-10">
          <ul className="flex flex-wrap justify-center gap-3">
            {HELPFUL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={buttonClasses({ variant: 'outline' })}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
