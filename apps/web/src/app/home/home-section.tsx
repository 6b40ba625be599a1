import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface HomeSectionProps {
  /** The block's anchor (#ai-assistant, #calculators, #sections, #blog, #faq). */
  id: string;
  heading: string;
  subtitle?: string;
  tinted?: boolean;
  children?: ReactNode;
}

/** One block of the home page: an anchored section with a heading and subtitle. */
export function HomeSection({ id, heading, subtitle, tinted = false, children }: HomeSectionProps) {
  const headingId = `${id}-heading`;
  return (
    // scroll-mt keeps the heading clear of the sticky desktop header after an anchor jump.
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 py-14 sm:py-16', tinted && 'bg-slate-50')}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {heading}
          </h2>
          {subtitle && <p className="mt-3 text-lg text-slate-600">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
