import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { FaqAccordion } from './faq-accordion';

/** The home FAQ body: the same filter and accordion as /faq. */
export function HomeFaq() {
  return (
    <div>
      <FaqAccordion />
      <p className="mt-8 text-center">
        <Link to="/faq" className="font-semibold text-brand-700 hover:underline">
          <Trans>See the FAQ page</Trans>
        </Link>
      </p>
    </div>
  );
}
