import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSiteConfig } from '../../app/site-config';
import { DpdpRightsReference, LegalPage, type LegalSection } from './legal-page';

/** CCPA requests are answered within 45 days, extendable to 90 (the law's limits). */
const RESPONSE_DAYS = 45;
const EXTENDED_RESPONSE_DAYS = 90;

export default function CcpaPage() {
  const { siteName, contactEmail } = useSiteConfig();
  const { i18n } = useLingui();
  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: i18n._(msg`Who this notice is for`),
      body: (
        <>
          <p>
            <Trans>
              This notice is for residents of California. {siteName} is operated from India and may
              not meet the thresholds of the California Consumer Privacy Act, as amended by the
              California Privacy Rights Act (together, the &ldquo;CCPA&rdquo;), but we honour the
              rights it describes for every California resident.
            </Trans>
          </p>
          <DpdpRightsReference />
        </>
      ),
    },
    {
      id: 'categories',
      title: i18n._(msg`Personal information we collect`),
      body: (
        <>
          <p>
            <Trans>
              In the last 12 months we have collected these categories of personal information:
            </Trans>
          </p>
          <ul>
            <li>
              <Trans>
                <strong>Identifiers:</strong> e-mail address, name (if given) and IP address, from
                the forms you send.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Internet activity:</strong> browser user agent, and the text of questions
                asked through the AI explainer.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>Your messages:</strong> what you write to us through the contact form.
              </Trans>
            </li>
          </ul>
          <p>
            <Trans>
              We collect no sensitive personal information, and we use it only for the purposes in
              our Privacy Policy: sending the guide and newsletter, answering you, answering AI
              questions, and preventing abuse.
            </Trans>
          </p>
        </>
      ),
    },
    {
      id: 'no-sale',
      title: i18n._(msg`No sale or sharing of personal information`),
      body: (
        <p>
          <Trans>
            <strong>We do not sell personal information</strong> and do not share it for
            cross-context behavioural advertising, and we have not done so in the last 12 months. We
            have no actual knowledge of selling or sharing the personal information of anyone under
            16. Because we never sell or share, there is nothing to opt out of, but you may still
            tell us that you opt out and we will record it.
          </Trans>
        </p>
      ),
    },
    {
      id: 'rights',
      title: i18n._(msg`Your California rights`),
      body: (
        <ul>
          <li>
            <Trans>
              <strong>Right to know and access:</strong> the categories and specific pieces of
              personal information we hold about you, where it came from, why we use it and who we
              disclose it to.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to delete</strong> personal information we collected from you, subject
              to legal exceptions.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to correct</strong> inaccurate personal information.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to opt out</strong> of the sale or sharing of personal information (we
              do neither).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to limit</strong> the use of sensitive personal information (we collect
              none).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Right to non-discrimination:</strong> we will not treat you differently for
              using these rights.
            </Trans>
          </li>
        </ul>
      ),
    },
    {
      id: 'requests',
      title: i18n._(msg`How to make a request, and when we answer`),
      body: (
        <>
          <p>
            <Trans>
              E-mail <a href={`mailto:${contactEmail}`}>{contactEmail}</a> with the subject
              &ldquo;California privacy request&rdquo;. To verify your request we will ask you to
              confirm that you control the e-mail address it concerns. An authorised agent may make
              a request for you with your signed permission.
            </Trans>
          </p>
          <p>
            <Trans>
              We confirm receipt within 10 business days and{' '}
              <strong>answer within {RESPONSE_DAYS} days</strong>. If we need more time we will tell
              you why within those {RESPONSE_DAYS} days, and the period may be{' '}
              <strong>extended to {EXTENDED_RESPONSE_DAYS} days</strong> in total. Requests are free
              of charge.
            </Trans>
          </p>
        </>
      ),
    },
  ];
  return (
    <LegalPage
      title={i18n._(msg`California Privacy Notice (CCPA)`)}
      description={i18n._(
        msg`California residents' privacy rights at ${siteName}: what we collect, no sale of personal information, and requests answered within 45 days.`,
      )}
      path="/ccpa"
      keywords={[
        'CCPA',
        'California privacy rights',
        'CPRA',
        'do not sell my personal information',
      ]}
      summary={
        <p>
          <Trans>
            This notice describes the privacy rights of California residents and how to use them
            with {siteName}.
          </Trans>
        </p>
      }
      sections={sections}
    />
  );
}
