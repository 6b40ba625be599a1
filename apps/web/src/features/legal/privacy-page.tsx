import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { LegalPage, type LegalSection } from './legal-page';

/** Spec'd retention of IP address and user agent (abuse prevention). */
const TECHNICAL_DATA_RETENTION_DAYS = 90;

export default function PrivacyPage() {
  const { siteName } = useSiteConfig();
  const { i18n } = useLingui();
  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: i18n._(msg`Who we are`),
      body: (
        <p>
          <Trans>
            {siteName} is a free website, operated from India, that explains Indian income tax for
            educational purposes. For the personal data described here we are the Data Fiduciary
            under India&apos;s Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP
            Act&rdquo;). You can read and use the site without telling us who you are: there are no
            visitor accounts.
          </Trans>
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: i18n._(msg`What we collect`),
      body: (
        <>
          <p>
            <Trans>We collect only what you give us, and a minimum of technical data:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>PDF guide and newsletter.</strong> Your e-mail address, your name if you
                choose to give it, the form you used, and, for the newsletter, your consent to
                receive e-mails: you are subscribed only once you open the confirmation link we
                send, so no one can subscribe your address without you.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Contact form.</strong> Your name, e-mail address, the subject and category
                you pick, and your message.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>AI explainer.</strong> The text of the questions you ask and when you asked
                them. They are not linked to your name or e-mail address; please do not type
                personal details such as your PAN into them.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Technical data.</strong> The IP address and browser user agent sent with a
                form submission or an AI question, used to prevent spam and abuse.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Cookies.</strong> A few small cookies described in our{' '}
                <Link to="/cookies">Cookie Policy</Link>.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              Figures you type into the calculators are used only to work out the result you see; we
              do not store them. We never ask for your PAN, Aadhaar number, bank details or
              passwords.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'why',
      title: i18n._(msg`Why we use it`),
      body: (
        <ul>
          <li>
            <Trans>
              To send you the PDF guide and, if you subscribed, our newsletter of tax tips (based on
              your consent).
            </Trans>
          </li>
          <li>
            <Trans>
              To answer your contact message, and to confirm by e-mail that it arrived (information
              you gave us for that purpose).
            </Trans>
          </li>
          <li>
            <Trans>
              To answer your AI questions and to improve the explanations, using the question text
              only.
            </Trans>
          </li>
          <li>
            <Trans>
              To keep the site secure: to limit repeated submissions, block spam and investigate
              abuse.
            </Trans>
          </li>
          <li>
            <Trans>
              To meet a legal obligation, if a law or a lawful order requires us to keep or disclose
              data.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: i18n._(msg`How long we keep it`),
      body: (
        <ul>
          <li>
            <Trans>
              Newsletter and PDF guide e-mail addresses: until you unsubscribe, withdraw your
              consent or ask us to erase them.
            </Trans>
          </li>
          <li>
            <Trans>
              Contact messages: as long as we need to answer you, and no longer than 12 months after
              our reply.
            </Trans>
          </li>
          <li>
            <Trans>AI questions: up to 12 months, without any link to who asked them.</Trans>
          </li>
          <li>
            <Trans>
              IP address and user agent: {TECHNICAL_DATA_RETENTION_DAYS} days for abuse prevention,
              after which they are cleared from our records.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: i18n._(msg`Sharing, and no sale of personal data`),
      body: (
        <>
          <p>
            <Trans>
              <strong>We do not sell your personal data</strong>, and we do not rent it, trade it or
              share it for advertising. We use no advertising or cross-site tracking cookies.
            </Trans>
          </p>
          <p>
            <Trans>
              We share data only with service providers that process it on our behalf and under our
              instructions: our hosting provider, our e-mail delivery provider, and, when the AI
              explainer uses an external language model, that model&apos;s provider (which receives
              the question text only). We disclose data to authorities only when the law requires
              it.
            </Trans>
          </p>
          <p>
            <Trans>
              Our providers may process data outside India, only in countries to which the Central
              Government has not restricted transfers under section 16 of the DPDP Act.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: i18n._(msg`Your rights under the DPDP Act, 2023`),
      body: (
        <>
          <p>
            <Trans>As a Data Principal you have the right to:</Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Access information</strong> (section 11): a summary of the personal data we
                hold about you, what we do with it, and who we have shared it with.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Correction, completion, updating and erasure</strong> (section 12): ask us
                to correct inaccurate or misleading data, complete or update it, or erase data we no
                longer need or that you no longer consent to.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Withdraw consent</strong> at any time, as easily as you gave it (section 6):
                every newsletter has a one-click unsubscribe link, and the page it opens can also
                delete everything we hold about your address; or write to us.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Grievance redressal</strong> (section 13): a reply from our Grievance
                Officer, whose contact details are below.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Nominate someone</strong> (section 14): name another person to exercise
                these rights for you in the event of your death or incapacity.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Complain to the Data Protection Board of India</strong>, after using our
                grievance process.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              To use any of these rights, e-mail us from the address the request concerns (so we can
              confirm it is yours). We do not charge for requests.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: i18n._(msg`Security`),
      body: (
        <p>
          <Trans>
            The site is served over HTTPS. Stored data can be read only through a password-protected
            administration area, passwords are stored as salted hashes, and our logs leave out
            e-mail addresses and IP addresses. No system is perfectly secure; if a breach affects
            your data we will tell you and the Data Protection Board of India as the DPDP Act
            requires.
          </Trans>
        </p>
      ),
    },
    {
      id: 'children',
      title: i18n._(msg`Children`),
      body: (
        <p>
          <Trans>
            The site is meant for adults. We do not knowingly collect personal data from anyone
            under 18 without the verifiable consent of a parent or lawful guardian. If you believe a
            child has sent us data, contact us and we will erase it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'changes',
      title: i18n._(msg`Changes to this policy`),
      body: (
        <p>
          <Trans>
            When we change this policy we update the &ldquo;Last updated&rdquo; date above. If a
            change affects how we use data you have already given us, we will ask for your consent
            again where the law requires it.
          </Trans>
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title={i18n._(msg`Privacy Policy`)}
      description={i18n._(
        msg`How ${siteName} collects, uses and protects personal data, how long we keep it, and your rights under India's DPDP Act, 2023. We never sell your data.`,
      )}
      path="/privacy"
      keywords={['privacy policy', 'DPDP Act 2023', 'personal data', 'data protection India']}
      summary={
        <p>
          <Trans>
            This policy explains what personal data {siteName} collects, why, how long we keep it,
            and the rights you have over it under India&apos;s Digital Personal Data Protection Act,
            2023.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
