import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { DpdpRightsReference, LegalPage, type LegalSection } from './legal-page';

interface CookieRow {
  name: string;
  purpose: string;
  duration: string;
  type: string;
}

/** The list covers session, csrf, analytics, preferences and newsletter consent. */
const COOKIES: CookieRow[] = [
  {
    name: 'tg_session',
    purpose: 'Keeps your visit secure and lets the forms and the administration area work.',
    duration: 'Session (deleted when you close the browser)',
    type: 'Strictly necessary',
  },
  {
    name: 'tg_csrf',
    purpose: 'Protects the forms against cross-site request forgery.',
    duration: 'Session',
    type: 'Strictly necessary',
  },
  {
    name: 'tg_analytics',
    purpose:
      'Counts visits to pages in aggregate, first-party only, so we know which guides help people.',
    duration: '12 months',
    type: 'Analytics (optional)',
  },
  {
    name: 'tg_prefs',
    purpose: 'Remembers your choices, such as the financial year for the calculators.',
    duration: '12 months',
    type: 'Preferences (optional)',
  },
  {
    name: 'tg_newsletter_consent',
    purpose:
      'Records that you agreed to receive tax tips by e-mail, so we can show when and how you consented.',
    duration: '12 months',
    type: 'Functional',
  },
];

export default function CookiesPage() {
  const { siteName } = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: 'what-are-cookies',
      title: 'What cookies are',
      body: (
        <p>
          Cookies are small text files a website stores in your browser. {siteName} uses a few
          first-party cookies to work securely and to remember your choices. We use no advertising
          cookies and no third-party tracking cookies.
        </p>
      ),
    },
    {
      id: 'cookie-list',
      title: 'The cookies we use',
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
              Cookies used by {siteName}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Purpose</th>
                <th scope="col">Duration</th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {COOKIES.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td>{cookie.purpose}</td>
                  <td>{cookie.duration}</td>
                  <td>{cookie.type}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: 'browser-storage',
      title: 'Storage in your browser',
      body: (
        <p>
          Sections you bookmark and explanations you save stay in your browser&apos;s local storage
          and never leave your device. The administration area keeps its sign-in token in session
          storage, which is cleared when the tab is closed.
        </p>
      ),
    },
    {
      id: 'control',
      title: 'Your choices',
      body: (
        <>
          <p>
            You can block or delete cookies in your browser settings at any time. The site works
            without the optional cookies; if you block the strictly necessary ones, the forms may
            not work.
          </p>
          <DpdpRightsReference />
          <p>
            For how we handle the personal data behind these cookies, see our{' '}
            <Link to="/privacy">Privacy Policy</Link>.
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title="Cookie Policy"
      description={`The cookies ${siteName} uses (session, security, analytics, preferences and newsletter consent), what each does, how long it lasts, and your choices.`}
      path="/cookies"
      keywords={['cookie policy', 'cookies', 'privacy']}
      summary={<p>This policy lists every cookie {siteName} sets and how you can control them.</p>}
      sections={sections}
    />
  );
}
