import { Link } from 'wouter';
import { FaqAccordion } from './faq-accordion';

/** The home FAQ body: the same filter and accordion as /faq. */
export function HomeFaq() {
  return (
    <div>
      <FaqAccordion />
      <p className="mt-8 text-center">
        <Link to="/faq" className="font-semibold text-brand-700 hover:underline">
          See the FAQ page
        </Link>
      </p>
    </div>
  );
}
