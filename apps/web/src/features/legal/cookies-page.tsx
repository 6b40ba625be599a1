import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { DpdpRightsReference, LegalPage, type LegalSection } from './legal-page';

interface CookieRow {
  name: string;
  purpose: MessageDescriptor;
  duration: MessageDescriptor;
  type: MessageDescriptor;
}

/** The list covers session, csrf, analytics, preferences and newsletter consent. */
const COOKIES: CookieRow[] = [
  {
    name: 'tg_session',
    purpose: msg`Keeps your visit secure and lets the forms and the administration area work.`,
    duration: msg`Session (deleted when you close the browser)`,
    type: msg`Strictly necessary`,
  },
  {
    name: 'tg_csrf',
    purpose: msg`Protects the forms against cross-site request forgery.`,
    duration: msg`Session`,
    type: msg`Strictly necessary`,
  },
  {
    name: 'tg_analytics',
    purpose: msg`Counts visits to pages in aggregate, first-party only, so we know which guides help people.`,
    duration: msg`12 months`,
    type: msg`Analytics (optional)`,
  },
  {
    name: 'tg_prefs',
    purpose: msg`Remembers your choices, such as the financial year for the calculators.`,
    duration: msg`12 months`,
    type: msg`Preferences (optional)`,
  },
  {
    name: 'tg_newsletter_consent',
    purpose: msg`Records that you agreed to receive tax tips by e-mail, so we can show when and how you consented.`,
    duration: msg`12 months`,
    type: msg`Functional`,
  },
];

export default function CookiesPage() {
  const { siteName } = useSiteConfig();
  const { i18n } = useLingui();
  const sections: LegalSection[] = [
    {
      id: 'what-are-cookies',
      title: i18n._(msg`What cookies are`),
      body: (
        <p>
          <Trans>
            Cookies are small text files a website stores in your browser. {siteName} uses a few
            first-party cookies to work securely and to remember your choices. We use no advertising
            cookies and no third-party tracking cookies.
          </Trans>
        </p>
      ),
    },
    {
      id: 'cookie-list',
      title: i18n._(msg`The cookies we use`),
      body: (
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        <div
          className="overflow-x-auto"
          role="region"
          aria-labelledby="cookie-table-caption"
          tabIndex={0}
        >
          <table>
            <caption id="cookie-table-caption" className="sr-only">
              <Trans>Cookies used by {siteName}</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Purpose</Trans>
                </th>
                <th scope="col">
                  <Trans>Duration</Trans>
                </th>
                <th scope="col">
                  <Trans>Type</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td>{i18n._(cookie.purpose)}</td>
                  <td>{i18n._(cookie.duration)}</td>
                  <td>{i18n._(cookie.type)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: 'browser-storage',
      title: i18n._(msg`Storage in your browser`),
      body: (
        <p>
          <Trans>
            Sections you bookmark and explanations you save stay in your browser&apos;s local
            storage and never leave your device. The administration area keeps its sign-in token in
            session storage, which is cleared when the tab is closed.
          </Trans>
        </p>
      ),
    },
    {
      id: 'control',
      title: i18n._(msg`Your choices`),
      body: (
        <>
          <p>
            <Trans>
              You can block or delete cookies in your browser settings at any time. The site works
              without the optional cookies; if you block the strictly necessary ones, the forms may
              not work.
            </Trans>
          </p>
          <DpdpRightsReference />
          <p>
            <Trans>
              For how we handle the personal data behind these cookies, see our{' '}
              <Link to="/privacy">Privacy Policy</Link>.
            </Trans>
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title={i18n._(msg`Cookie Policy`)}
      description={i18n._(
        msg`The cookies ${siteName} uses (session, security, analytics, preferences and newsletter consent), what each does, how long it lasts, and your choices.`,
      )}
      path="/cookies"
      keywords={['cookie policy', 'cookies', 'privacy']}
      summary={
        <p>
          <Trans>
            This policy lists every cookie {siteName} sets and how you can control them.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
