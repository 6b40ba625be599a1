import {
  BookOpen,
  Calculator,
  Hash,
  Scale,
  ShieldCheck,
  SpellCheck,
  type LucideIcon,
} from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { Head } from '../../app/head';
import { askedInLink } from '../../lib/ask-link';
import { AssistantChat, type AssistantChatHandle } from './assistant-chat';

interface Capability {
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** A question that shows it, asked in the chat by the card's button (in the page's language). */
  example: MessageDescriptor;
  Icon: LucideIcon;
}

/** The six capability cards of /ai-assistant (what the assistant really does). */
export const CAPABILITIES: readonly Capability[] = [
  {
    title: msg`Sections by number`,
    description: msg`Any section we cover, by its Income Tax Act 1961 number (80C, 24(b), 80CCD(1B)) or its Income-tax Act 2025 number.`,
    example: msg`What is section 80CCD(1B)?`,
    Icon: Hash,
  },
  {
    title: msg`Topics in plain words`,
    description: msg`HRA, home loan interest, capital gains on shares, TDS on contractors: the rule, who it applies to and how it works.`,
    example: msg`How is HRA exemption calculated?`,
    Icon: BookOpen,
  },
  {
    title: msg`Limits and caps`,
    description: msg`Deduction ceilings by age and regime, such as the 80D limit for senior citizen parents or the shared ₹1.5 lakh of 80C.`,
    example: msg`What is the 80D limit for senior citizen parents?`,
    Icon: Scale,
  },
  {
    title: msg`Tax figures from our engine`,
    description: msg`The tax on an income comes from the same engine as our calculators, with its working. The AI never does the arithmetic.`,
    example: msg`Tax on 15 lakh in the new regime`,
    Icon: Calculator,
  },
  {
    title: msg`Abbreviations decoded`,
    description: msg`TDS, TCS, AIS, ITR, PAN and more: what each means and the section behind it.`,
    example: msg`What is TCS?`,
    Icon: SpellCheck,
  },
  {
    title: msg`Cited, and honest about limits`,
    description: msg`Every answer links to the section pages it rests on. Personal investment advice and non-tax questions get a polite no.`,
    example: msg`Which mutual fund should I buy?`,
    Icon: ShieldCheck,
  },
];

/** /ai-assistant: the chat and six capability cards. */
export default function AiAssistantPage() {
  const { i18n } = useLingui();
  const chat = useRef<AssistantChatHandle>(null);
  const [searchParams] = useSearchParams();
  const asked = askedInLink(searchParams);
  // A question in the link (a section page's Ask AI) is asked once the page runs. On a timer so
  // a development double mount (whose unmount stops any answer under way) asks it only once.
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => chat.current?.ask(asked), 0);
    return () => clearTimeout(timer);
  }, [asked]);
  const tryIt = (question: string) => {
    chat.current?.ask(question);
    document.getElementById('assistant-chat')?.scrollIntoView?.({ block: 'start' });
  };
  return (
    <>
      <Head
        title={i18n._(msg`AI Tax Assistant`)}
        description={i18n._(
          msg`Ask questions about Indian income tax and get plain-language explanations grounded in the sections of the Income Tax Act.`,
        )}
        path="/ai-assistant"
        keywords={[
          'AI tax assistant',
          'income tax questions',
          'tax law explained',
          'Income Tax Act sections',
        ]}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>AI Tax Assistant</Trans>
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          <Trans>
            Ask about a section, a deduction or the tax on an income, and follow up as you would
            with a person. Every answer is drawn from our reviewed section pages and cites them.
          </Trans>
        </p>

        <section id="assistant-chat" aria-label={i18n._(msg`Chat`)} className="mt-8 scroll-mt-24">
          <AssistantChat ref={chat} />
        </section>

        <section aria-labelledby="capabilities-heading" className="mt-14">
          <h2
            id="capabilities-heading"
            className="text-2xl font-bold tracking-tight text-slate-900"
          >
            <Trans>What the assistant can do</Trans>
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {CAPABILITIES.map(({ title, description, example, Icon }) => (
              <li
                key={title.id}
                className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-600">{i18n._(description)}</p>
                <button
                  type="button"
                  onClick={() => tryIt(i18n._(example))}
                  className="mt-4 self-start rounded-sm text-left text-sm font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {i18n._(msg`Try: “${i18n._(example)}”`)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
