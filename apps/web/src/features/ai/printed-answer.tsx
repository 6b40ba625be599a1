import type { ExplainResponse } from '@taxguide/contracts/ai';
import { createPortal } from 'react-dom';
import { useSiteConfig } from '../../app/site-config';
import { Disclaimer } from '../../components/disclaimer';
import { formatLongDate } from '../../lib/dates';
import { ExplanationBody } from './explanation-result';

// While the answer prints, it is the only thing on paper: every other child of <body> (the app,
// the toasts) is left out. Inline styles are allowed by the CSP (style-src 'unsafe-inline').
const PRINT_ONLY_THIS =
  '@media print { body > :not([data-ai-print-root]) { display: none !important; } }';

/**
 * Download PDF, so the button does what it says: the answer laid out as a clean page of its
 * own, which the browser's print dialog saves as a PDF. Rendered into <body> only while printing.
 */
export function PrintedAnswer({ query, answer }: { query: string; answer: ExplainResponse }) {
  const site = useSiteConfig();
  return createPortal(
    <div
      data-ai-print-root=""
      data-testid="printed-answer"
      className="hidden bg-white p-8 text-black print:block"
    >
      <style>{PRINT_ONLY_THIS}</style>
      <p className="text-sm font-semibold text-slate-700">{site.siteName} · AI Tax Law Explainer</p>
      <p className="mt-1 text-sm text-slate-600">
        Question: “{query}” · {formatLongDate(new Date().toISOString())}
      </p>
      <hr className="my-4 border-slate-300" />
      <ExplanationBody answer={answer} headingLevel={2} />
      <Disclaimer className="mt-6" />
      <p className="mt-4 text-xs text-slate-500">{`${window.location.origin}/#ai-assistant`}</p>
    </div>,
    document.body,
  );
}
