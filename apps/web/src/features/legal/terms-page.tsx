import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { LegalPage, type LegalSection } from './legal-page';

export default function TermsPage() {
  const { siteName } = useSiteConfig();
  const { i18n } = useLingui();
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: i18n._(msg`Accepting these terms`),
      body: (
        <p>
          <Trans>
            By using {siteName} you agree to these Terms of Service, to our{' '}
            <Link to="/eula">Licence Agreement</Link> for the site and its content, and to our{' '}
            <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the
            site.
          </Trans>
        </p>
      ),
    },
    {
      id: 'educational-only',
      title: i18n._(msg`Educational information only`),
      body: (
        <>
          <p>
            <Trans>
              Everything on {siteName} (articles, section summaries, calculators, the AI explainer,
              the PDF guide and the newsletter) is general information for education.{' '}
              <strong>It is not tax, legal, accounting or investment advice</strong>, it does not
              take your circumstances into account, and using the site does not create a client
              relationship with us or with anyone else.
            </Trans>
          </p>
          <p>
            <Trans>
              Before you file a return, pay tax or make a financial decision, check the position
              with the Income Tax Department (incometaxindia.gov.in) or a qualified chartered
              accountant.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'accuracy',
      title: i18n._(msg`Accuracy and the financial year`),
      body: (
        <>
          <p>
            <Trans>
              Tax law changes every year through the Finance Act, circulars and notifications. We
              work to keep the content correct and say which financial year a figure applies to, but
              we cannot promise that every page is complete or up to date. Calculator results are
              estimates for the financial year you choose, based on the figures you enter.
            </Trans>
          </p>
          <p>
            <Trans>
              Answers from the AI explainer are produced automatically and can be wrong or
              incomplete; always check them against the section they cite.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: i18n._(msg`Acceptable use`),
      body: (
        <>
          <p>
            <Trans>You agree not to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                break any law, or use the site to mislead others about their tax position;
              </Trans>
            </li>
            <li>
              <Trans>
                send spam, false details or someone else&apos;s e-mail address through our forms;
              </Trans>
            </li>
            <li>
              <Trans>
                try to get into the administration area, probe or attack the site, or get around its
                rate limits or security;
              </Trans>
            </li>
            <li>
              <Trans>
                copy the site in bulk with automated tools, or put a load on it that harms other
                visitors;
              </Trans>
            </li>
            <li>
              <Trans>
                present our content as personalised professional advice, or remove its notices and
                disclaimers.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>We may block access for anyone who breaks these rules.</Trans>
          </p>
        </>
      ),
    },
    {
      id: 'content-ownership',
      title: i18n._(msg`Content and code`),
      body: (
        <p>
          <Trans>
            The text of the Income-tax Act and of government notifications belongs to the Government
            of India; our explanations, guides and summaries are our own. How you may use our
            content, and the open-source licence of the site&apos;s code, are set out in the{' '}
            <Link to="/eula">Licence Agreement</Link>.
          </Trans>
        </p>
      ),
    },
    {
      id: 'third-party',
      title: i18n._(msg`Links to other sites`),
      body: (
        <p>
          <Trans>
            We link to official sources and other sites for reference. We do not control them and
            are not responsible for their content or their privacy practices.
          </Trans>
        </p>
      ),
    },
    {
      id: 'no-warranty',
      title: i18n._(msg`No warranty`),
      body: (
        <p>
          <Trans>
            The site is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;, without
            warranties of any kind, express or implied, including accuracy, completeness, fitness
            for a particular purpose and uninterrupted availability.
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
            To the fullest extent the law allows, {siteName} and its contributors are not liable for
            any loss arising from your use of the site or reliance on its content, including tax,
            interest, penalties, fees or lost savings. Nothing in these terms limits liability that
            cannot be limited under Indian law.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: i18n._(msg`Changes to these terms`),
      body: (
        <p>
          <Trans>
            We may update these terms; the &ldquo;Last updated&rdquo; date above shows when.
            Continuing to use the site after a change means you accept the new terms.
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
            These terms are governed by the laws of India. Any dispute is subject to the
            jurisdiction of the competent courts in India, after we have first tried in good faith
            to resolve it with you by e-mail.
          </Trans>
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={i18n._(msg`Terms of Service`)}
      description={i18n._(
        msg`The terms for using ${siteName}: educational information only, not professional tax advice; acceptable use, liability, and Indian governing law.`,
      )}
      path="/terms"
      keywords={['terms of service', 'terms of use', 'tax information disclaimer']}
      summary={
        <p>
          <Trans>
            These terms set the rules for using {siteName} and explain the limits of what the site
            offers.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
