import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { LegalPage, type LegalSection } from './legal-page';

export default function EulaPage() {
  const { siteName } = useSiteConfig();
  const { i18n } = useLingui();
  const sections: LegalSection[] = [
    {
      id: 'agreement',
      title: i18n._(msg`This agreement`),
      body: (
        <p>
          <Trans>
            This End-User Licence Agreement is between you and {siteName}. It sets out how you may
            use the website, its content (articles, section summaries, calculators, the AI explainer
            and the downloadable PDF guide) and its features. It works together with our{' '}
            <Link to="/terms">Terms of Service</Link>.
          </Trans>
        </p>
      ),
    },
    {
      id: 'licence',
      title: i18n._(msg`Licence to use the site`),
      body: (
        <>
          <p>
            <Trans>
              We grant you a free, personal, non-exclusive, non-transferable and revocable licence
              to use the site and its content for educational purposes. Under this licence you may:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                read, print and save pages and the PDF guide for your own learning or for teaching;
              </Trans>
            </li>
            <li>
              <Trans>
                use the calculators and the AI explainer to understand how the rules apply;
              </Trans>
            </li>
            <li>
              <Trans>
                quote short extracts with a credit to {siteName} and a link to the page quoted.
              </Trans>
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'restrictions',
      title: i18n._(msg`Restrictions`),
      body: (
        <ul>
          <li>
            <Trans>
              Do not sell, rent or republish our content in bulk, or pass it off as your own.
            </Trans>
          </li>
          <li>
            <Trans>
              Do not present the content, or results from the calculators or the AI explainer, as
              professional advice to others.
            </Trans>
          </li>
          <li>
            <Trans>Do not remove or hide the disclaimers, dates or credits in our content.</Trans>
          </li>
          <li>
            <Trans>
              Do not use the site in a way that breaks the acceptable-use rules in our Terms of
              Service.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'open-source',
      title: i18n._(msg`Open-source code (MIT Licence)`),
      body: (
        <>
          <p>
            <Trans>
              The source code that runs the site is open source under the MIT Licence. You may use,
              copy, modify, merge, publish, distribute, sublicense and sell copies of the code,
              provided the copyright notice and the permission notice are included in all copies or
              substantial portions of it. The MIT Licence governs the code; this agreement governs
              the running service and the content.
            </Trans>
          </p>
          <p>
            <Trans>
              As the MIT Licence states, the code is provided &ldquo;as is&rdquo;, without warranty
              of any kind, and the authors are not liable for any claim, damages or other liability
              arising from it.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'no-warranty',
      title: i18n._(msg`No warranty`),
      body: (
        <p>
          <Trans>
            The site and its content are provided for education, &ldquo;as is&rdquo;, without
            warranties of any kind. Tax rules change and figures depend on the financial year and on
            facts we do not know; verify anything you rely on with the Income Tax Department or a
            chartered accountant.
          </Trans>
        </p>
      ),
    },
    {
      id: 'liability',
      title: i18n._(msg`Limitation of liability`),
      body: (
        <p>
          <Trans>
            To the fullest extent Indian law allows, we are not liable for any loss, tax, interest
            or penalty arising from your use of the site or its content.
          </Trans>
        </p>
      ),
    },
    {
      id: 'termination',
      title: i18n._(msg`Ending the licence`),
      body: (
        <p>
          <Trans>
            The licence ends automatically if you break this agreement. You may stop using the site
            at any time. The sections on warranty, liability and governing law continue to apply
            after the licence ends.
          </Trans>
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: i18n._(msg`Governing law`),
      body: (
        <p>
          <Trans>
            This agreement is governed by the laws of India, and the competent courts in India have
            jurisdiction.
          </Trans>
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={i18n._(msg`End-User Licence Agreement`)}
      description={i18n._(
        msg`The licence for using ${siteName} and its content for education, its restrictions, and the MIT Licence of the site's open-source code.`,
      )}
      path="/eula"
      keywords={['licence agreement', 'EULA', 'MIT licence', 'terms of use']}
      summary={
        <p>
          <Trans>This agreement is your licence to use {siteName} and its content.</Trans>
        </p>
      }
      sections={sections}
    />
  );
}
