import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';
import { ExplainerIsland } from '../../features/ai/home-island';
import {
  MainCalculatorsIsland,
  SpecialisedCalculatorsIsland,
} from '../../features/calculators/home-islands';
import { HomePdfSignupIsland } from '../../features/forms/home-island';
import { BlogIsland } from '../../features/blog/home-island';
import { FaqIsland } from '../../features/faq/home-island';
import { QuickAccessIsland, SectionsBrowserIsland } from '../../features/sections/home-islands';
import { LANGUAGE_TAG } from '../../i18n/locale';
import { Hero } from './hero';
import { HomeSection } from './home-section';

/**
 * The home page, top to bottom. Each feature replaces
 * its own entry with its block component when it lands; the ids are the anchors
 * other pages link to (/#calculators, /#sections, ...).
 */
export interface HomeBlock {
  id: string;
  Component: ComponentType;
}

// The newsletter PDF signup: an island that loads when the block nears the viewport.
function NewsletterBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="newsletter"
      heading={i18n._(msg`Free PDF: 50 Key Tax Sections`)}
      subtitle={i18n._(
        msg`A summary of the sections every taxpayer should know, plus tax tips by e-mail.`,
      )}
      tinted
    >
      <HomePdfSignupIsland />
    </HomeSection>
  );
}

// Sections, guides and FAQ: their data comes from the API, prefetched by the server
// render of "/" (routes.tsx); their code loads as islands when each block nears the viewport.
function QuickAccessBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="quick-access"
      heading={i18n._(msg`Quick Access`)}
      subtitle={i18n._(msg`Jump directly to the most commonly referenced sections and tools`)}
    >
      <QuickAccessIsland />
    </HomeSection>
  );
}

function SectionsBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="sections"
      heading={i18n._(msg`Browse Tax Sections`)}
      subtitle={i18n._(
        msg`Search the key sections of the Income Tax Act by number or topic, filtered by category.`,
      )}
    >
      <SectionsBrowserIsland />
    </HomeSection>
  );
}

function BlogBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="blog"
      heading={i18n._(msg`Tax Guides & Insights`)}
      subtitle={i18n._(msg`Practical guides to planning, filing and staying compliant.`)}
      tinted
    >
      {/* The guides are English for now: said so to readers and screen readers. */}
      <div lang={i18n.locale === 'hi' ? LANGUAGE_TAG.en : undefined}>
        <BlogIsland />
      </div>
    </HomeSection>
  );
}

function FaqBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="faq"
      heading={i18n._(msg`Frequently Asked Questions`)}
      subtitle={i18n._(msg`Short answers to the questions taxpayers ask most often.`)}
    >
      <FaqIsland />
    </HomeSection>
  );
}

// The AI explainer loads when it nears the viewport or is first used
// (features/ai/home-island.tsx).
function ExplainerBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="ai-assistant"
      heading={i18n._(msg`AI Tax Law Explainer`)}
      subtitle={i18n._(
        msg`Ask about any section or rule and get a plain-language explanation with key points and examples.`,
      )}
      tinted
    >
      <ExplainerIsland />
    </HomeSection>
  );
}

// The calculators load on first use (features/calculators/home-islands.tsx).
function CalculatorsBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="calculators"
      heading={i18n._(msg`Income Tax Calculators`)}
      subtitle={i18n._(
        msg`Compare the old and new tax regimes side by side and plan your advance tax instalments.`,
      )}
    >
      <MainCalculatorsIsland />
    </HomeSection>
  );
}

function SpecialisedCalculatorsBlock() {
  const { i18n } = useLingui();
  return (
    <HomeSection
      id="specialised-calculators"
      heading={i18n._(msg`Specialised Calculators`)}
      subtitle={i18n._(
        msg`HRA exemption, capital gains and presumptive taxation under sections 44AD and 44ADA.`,
      )}
      tinted
    >
      <SpecialisedCalculatorsIsland />
    </HomeSection>
  );
}

export const homeBlocks: HomeBlock[] = [
  { id: 'hero', Component: Hero },
  { id: 'quick-access', Component: QuickAccessBlock },
  { id: 'ai-assistant', Component: ExplainerBlock },
  { id: 'calculators', Component: CalculatorsBlock },
  { id: 'specialised-calculators', Component: SpecialisedCalculatorsBlock },
  { id: 'sections', Component: SectionsBlock },
  { id: 'blog', Component: BlogBlock },
  { id: 'faq', Component: FaqBlock },
  { id: 'newsletter', Component: NewsletterBlock },
];
