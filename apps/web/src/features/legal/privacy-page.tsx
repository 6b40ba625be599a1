import { Link } from 'wouter';
import { useSiteConfig } from '../../app/site-config';
import { LegalPage, type LegalSection } from './legal-page';

/** Spec'd retention of IP address and user agent (abuse prevention). */
const TECHNICAL_DATA_RETENTION_DAYS = 90;

export default function PrivacyPage() {
  const { siteName } = useSiteConfig();
  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          {siteName} is a free website, operated from India, that explains Indian income tax for
          educational purposes. For the personal data described here we are the Data Fiduciary under
          India&apos;s Digital Personal Data Protection Act, 2023 (the &ldquo;DPDP Act&rdquo;). You
          can read and use the site without telling us who you are: there are no visitor accounts.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <p>We collect only what you give us, and a minimum of technical data:</p>
          <ul>
            <li>
              <strong>PDF guide and newsletter.</strong> Your e-mail address, your name if you
              choose to give it, the form you used, and, for the newsletter, your consent to receive
              e-mails: you are subscribed only once you open the confirmation link we send, so no
              one can subscribe your address without you.
            </li>
            <li>
              <strong>Contact form.</strong> Your name, e-mail address, the subject and category you
              pick, and your message.
            </li>
            <li>
              <strong>AI explainer.</strong> The text of the questions you ask and when you asked
              them. They are not linked to your name or e-mail address; please do not type personal
              details such as your PAN into them.
            </li>
            <li>
              <strong>Technical data.</strong> The IP address and browser user agent sent with a
              form submission or an AI question, used to prevent spam and abuse.
            </li>
            <li>
              <strong>Cookies.</strong> A few small cookies described in our{' '}
              <Link to="/cookies">Cookie Policy</Link>.
            </li>
          </ul>
          <p>
            Figures you type into the calculators are used only to work out the result you see; we
            do not store them. We never ask for your PAN, Aadhaar number, bank details or passwords.
          </p>
        </>
      ),
    },
    {
      id: 'why',
      title: 'Why we use it',
      body: (
        <ul>
          <li>
            To send you the PDF guide and, if you subscribed, our newsletter of tax tips (based on
            your consent).
          </li>
          <li>
            To answer your contact message, and to confirm by e-mail that it arrived (information
            you gave us for that purpose).
          </li>
          <li>
            To answer your AI questions and to improve the explanations, using the question text
            only.
          </li>
          <li>
            To keep the site secure: to limit repeated submissions, block spam and investigate
            abuse.
          </li>
          <li>
            To meet a legal obligation, if a law or a lawful order requires us to keep or disclose
            data.
          </li>
        </ul>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <ul>
          <li>
            Newsletter and PDF guide e-mail addresses: until you unsubscribe, withdraw your consent
            or ask us to erase them.
          </li>
          <li>
            Contact messages: as long as we need to answer you, and no longer than 12 months after
            our reply.
          </li>
          <li>AI questions: up to 12 months, without any link to who asked them.</li>
          <li>
            IP address and user agent: {TECHNICAL_DATA_RETENTION_DAYS} days for abuse prevention,
            after which they are cleared from our records.
          </li>
        </ul>
      ),
    },
    {
      id: 'sharing',
      title: 'Sharing, and no sale of personal data',
      body: (
        <>
          <p>
            <strong>We do not sell your personal data</strong>, and we do not rent it, trade it or
            share it for advertising. We use no advertising or cross-site tracking cookies.
          </p>
          <p>
            We share data only with service providers that process it on our behalf and under our
            instructions: our hosting provider, our e-mail delivery provider, and, when the AI
            explainer uses an external language model, that model&apos;s provider (which receives
            the question text only). We disclose data to authorities only when the law requires it.
          </p>
          <p>
            Our providers may process data outside India, only in countries to which the Central
            Government has not restricted transfers under section 16 of the DPDP Act.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights under the DPDP Act, 2023',
      body: (
        <>
          <p>As a Data Principal you have the right to:</p>
          <ul>
            <li>
              <strong>Access information</strong> (section 11): a summary of the personal data we
              hold about you, what we do with it, and who we have shared it with.
            </li>
            <li>
              <strong>Correction, completion, updating and erasure</strong> (section 12): ask us to
              correct inaccurate or misleading data, complete or update it, or erase data we no
              longer need or that you no longer consent to.
            </li>
            <li>
              <strong>Withdraw consent</strong> at any time, as easily as you gave it (section 6):
              every newsletter has a one-click unsubscribe link, and the page it opens can also
              delete everything we hold about your address; or write to us.
            </li>
            <li>
              <strong>Grievance redressal</strong> (section 13): a reply from our Grievance Officer,
              whose contact details are below.
            </li>
            <li>
              <strong>Nominate someone</strong> (section 14): name another person to exercise these
              rights for you in the event of your death or incapacity.
            </li>
            <li>
              <strong>Complain to the Data Protection Board of India</strong>, after using our
              grievance process.
            </li>
          </ul>
          <p>
            To use any of these rights, e-mail us from the address the request concerns (so we can
            confirm it is yours). We do not charge for requests.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          The site is served over HTTPS. Stored data can be read only through a password-protected
          administration area, passwords are stored as salted hashes, and our logs leave out e-mail
          addresses and IP addresses. No system is perfectly secure; if a breach affects your data
          we will tell you and the Data Protection Board of India as the DPDP Act requires.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          The site is meant for adults. We do not knowingly collect personal data from anyone under
          18 without the verifiable consent of a parent or lawful guardian. If you believe a child
          has sent us data, contact us and we will erase it.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When we change this policy we update the &ldquo;Last updated&rdquo; date above. If a
          change affects how we use data you have already given us, we will ask for your consent
          again where the law requires it.
        </p>
      ),
    },
  ];
  return (
    <LegalPage
      title="Privacy Policy"
      description={`How ${siteName} collects, uses and protects personal data, how long we keep it, and your rights under India's DPDP Act, 2023. We never sell your data.`}
      path="/privacy"
      keywords={['privacy policy', 'DPDP Act 2023', 'personal data', 'data protection India']}
      summary={
        <p>
          This policy explains what personal data {siteName} collects, why, how long we keep it, and
          the rights you have over it under India&apos;s Digital Personal Data Protection Act, 2023.
        </p>
      }
      sections={sections}
    />
  );
}
