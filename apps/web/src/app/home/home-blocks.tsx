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
  return (
    <HomeSection
      id="newsletter"
      heading="Free PDF: 50 Key Tax Sections"
      subtitle="A summary of the sections every taxpayer should know, plus tax tips by e-mail."
      tinted
    >
      <HomePdfSignupIsland />
    </HomeSection>
  );
}

// Sections, guides and FAQ: their data comes from the API, prefetched by the server
// render of "/" (routes.tsx); their code loads as islands when each block nears the viewport.
function QuickAccessBlock() {
  return (
    <HomeSection
      id="quick-access"
      heading="Quick Access"
      subtitle="Jump directly to the most commonly referenced sections and tools"
    >
      <QuickAccessIsland />
    </HomeSection>
  );
}

function SectionsBlock() {
  return (
    <HomeSection
      id="sections"
      heading="Browse Tax Sections"
      subtitle="Search the key sections of the Income Tax Act by number or topic, filtered by category."
    >
      <SectionsBrowserIsland />
    </HomeSection>
  );
}

function BlogBlock() {
  return (
    <HomeSection
      id="blog"
      heading="Tax Guides & Insights"
      subtitle="Practical guides to planning, filing and staying compliant."
      tinted
    >
      <BlogIsland />
    </HomeSection>
  );
}

function FaqBlock() {
  return (
    <HomeSection
      id="faq"
      heading="Frequently Asked Questions"
      subtitle="Short answers to the questions taxpayers ask most often."
    >
      <FaqIsland />
    </HomeSection>
  );
}

// The AI explainer loads when it nears the viewport or is first used
// (features/ai/home-island.tsx).
function ExplainerBlock() {
  return (
    <HomeSection
      id="ai-assistant"
      heading="AI Tax Law Explainer"
      subtitle="Ask about any section or rule and get a plain-language explanation with key points and examples."
      tinted
    >
      <ExplainerIsland />
    </HomeSection>
  );
}

// The calculators load on first use (features/calculators/home-islands.tsx).
function CalculatorsBlock() {
  return (
    <HomeSection
      id="calculators"
      heading="Income Tax Calculators"
      subtitle="Compare the old and new tax regimes side by side and plan your advance tax instalments."
    >
      <MainCalculatorsIsland />
    </HomeSection>
  );
}

function SpecialisedCalculatorsBlock() {
  return (
    <HomeSection
      id="specialised-calculators"
      heading="Specialised Calculators"
      subtitle="HRA exemption, capital gains and presumptive taxation under sections 44AD and 44ADA."
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
