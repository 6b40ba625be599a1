import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { LegalPage, type LegalSection } from './legal-page';

export default function EulaPage() {
  const { siteName } = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: 'agreement',
      title: 'This agreement',
      body: (
        <p>
          This End-User Licence Agreement is between you and {siteName}. It sets out how you may use
          the website, its content (articles, section summaries, calculators, the AI explainer and
          the downloadable PDF guide) and its features. It works together with our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: 'licence',
      title: 'Licence to use the site',
      body: (
        <>
          <p>
            We grant you a free, personal, non-exclusive, non-transferable and revocable licence to
            use the site and its content for educational purposes. Under this licence you may:
          </p>
          <ul>
            <li>
              read, print and save pages and the PDF guide for your own learning or for teaching;
            </li>
            <li>use the calculators and the AI explainer to understand how the rules apply;</li>
            <li>quote short extracts with a credit to {siteName} and a link to the page quoted.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'restrictions',
      title: 'Restrictions',
      body: (
        <ul>
          <li>Do not sell, rent or republish our content in bulk, or pass it off as your own.</li>
          <li>
            Do not present the content, or results from the calculators or the AI explainer, as
            professional advice to others.
          </li>
          <li>Do not remove or hide the disclaimers, dates or credits in our content.</li>
          <li>
            Do not use the site in a way that breaks the acceptable-use rules in our Terms of
            Service.
          </li>
        </ul>
      ),
    },
    {
      id: 'open-source',
      title: 'Open-source code (MIT Licence)',
      body: (
        <>
          <p>
            The source code that runs the site is open source under the MIT Licence. You may use,
            copy, modify, merge, publish, distribute, sublicense and sell copies of the code,
            provided the copyright notice and the permission notice are included in all copies or
            substantial portions of it. The MIT Licence governs the code; this agreement governs the
            running service and the content.
          </p>
          <p>
            As the MIT Licence states, the code is provided &ldquo;as is&rdquo;, without warranty of
            any kind, and the authors are not liable for any claim, damages or other liability
            arising from it.
          </p>
        </>
      ),
    },
    {
      id: 'no-warranty',
      title: 'No warranty',
      body: (
        <p>
          The site and its content are provided for education, &ldquo;as is&rdquo;, without
          warranties of any kind. Tax rules change and figures depend on the financial year and on
          facts we do not know; verify anything you rely on with the Income Tax Department or a
          chartered accountant.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the fullest extent Indian law allows, we are not liable for any loss, tax, interest or
          penalty arising from your use of the site or its content.
        </p>
      ),
    },
    {
      id: 'termination',
      title: 'Ending the licence',
      body: (
        <p>
          The licence ends automatically if you break this agreement. You may stop using the site at
          any time. The sections on warranty, liability and governing law continue to apply after
          the licence ends.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          This agreement is governed by the laws of India, and the competent courts in India have
          jurisdiction.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="End-User Licence Agreement"
      description={`The licence for using ${siteName} and its content for education, its restrictions, and the MIT Licence of the site's open-source code.`}
      path="/eula"
      keywords={['licence agreement', 'EULA', 'MIT licence', 'terms of use']}
      summary={<p>This agreement is your licence to use {siteName} and its content.</p>}
      sections={sections}
    />
  );
}
