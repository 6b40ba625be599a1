import { Trans } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../components/ui/icons';

// The hero's two calls to action: same-page anchors (plain links, no router).
const cta =
  'inline-flex h-12 items-center justify-center rounded-md px-6 text-base font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The first block of the home page. */
export function Hero() {
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-800 to-brand-700 text-white"
    >
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 pt-16 pb-10 text-center sm:px-6 md:pt-24">
        <p className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium ring-1 ring-white/25">
          <Trans>India&apos;s Most Comprehensive Tax Guide</Trans>
        </p>
        <h1
          id="home-title"
          className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl md:text-6xl"
        >
          <Trans>Complete Income Tax Guide for the Taxpayer</Trans>
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-brand-100 sm:text-xl">
          <Trans>
            Navigate India&apos;s Income Tax Act with confidence. Get expert explanations, calculate
            taxes accurately, and stay compliant with our comprehensive platform.
          </Trans>
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <a
            href="#calculators"
            className={`${cta} bg-saffron-500 text-slate-950 hover:bg-saffron-600`}
          >
            <Trans>Get Started</Trans>
          </a>
          <a
            href="#sections"
            className={`${cta} border border-white/60 text-white hover:bg-white/10`}
          >
            <Trans>Explore Guides</Trans>
          </a>
        </div>
        <a
          href="#quick-access"
          className="mt-12 flex flex-col items-center gap-1 rounded-md text-sm text-brand-100 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <Trans>Scroll to explore</Trans>
          <ChevronDownIcon className="size-5 motion-safe:animate-bounce" />
        </a>
      </div>
    </section>
  );
}
