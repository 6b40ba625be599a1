import { useSiteConfig } from '../app/site-config';
import { cn } from '../lib/cn';

/**
 * The educational-only notice: shown once on every page, in the footer (a page does not
 * repeat it above the footer), and on printed answers, which have no footer.
 */
export function Disclaimer({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { siteName } = useSiteConfig();
  return (
    <div
      role="note"
      aria-label="Disclaimer"
      className={cn(
        'text-sm leading-relaxed',
        tone === 'light'
          ? 'rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950'
          : 'text-slate-400',
        className,
      )}
    >
      <p>
        <strong className={tone === 'light' ? 'text-amber-950' : 'text-slate-200'}>
          For education only.{' '}
        </strong>
        Everything on {siteName} is general information to help you understand Indian income tax. It
        is not tax, legal or financial advice, and it does not consider your circumstances. Check
        the rules with the Income Tax Department (incometaxindia.gov.in) or a chartered accountant
        before you file a return or act on anything here. Calculator figures are estimates for the
        financial year you choose.
      </p>
    </div>
  );
}
