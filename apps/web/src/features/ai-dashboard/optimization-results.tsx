import type { Optimizations, SuggestionSeverity } from '@taxguide/contracts/agent';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

const SEVERITY: Record<
  SuggestionSeverity,
  { label: string; badge: BadgeVariant; icon: typeof CheckCircle2; className: string }
> = {
  good: { label: 'Good', badge: 'success', icon: CheckCircle2, className: 'text-green-700' },
  improve: { label: 'Improve', badge: 'warning', icon: AlertTriangle, className: 'text-amber-700' },
  problem: { label: 'Problem', badge: 'destructive', icon: XCircle, className: 'text-red-700' },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4">
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

const Check = ({ ok, children }: { ok: boolean; children: ReactNode }) => (
  <li className="flex items-center gap-2">
    {ok ? (
      <CheckCircle2 className="size-4 shrink-0 text-green-700" aria-label="Yes" />
    ) : (
      <XCircle className="size-4 shrink-0 text-red-700" aria-label="No" />
    )}
    {children}
  </li>
);

const Length = ({ length, max }: { length: number; max: number }) => (
  <span className={length > max ? 'text-red-700' : 'text-slate-600'}>
    {' '}
    ({length}/{max} characters)
  </span>
);

/** The optimisations of POST /api/ai-agent/optimize-content, shown to the admin. */
export function OptimizationResults({ result }: { result: Optimizations }) {
  const { keyword, title, metaDescription, headings, readability } = result;
  const verdict = SEVERITY[keyword.verdict];
  return (
    <section aria-labelledby="optimization-results" className="mt-8">
      <h3 id="optimization-results" className="text-lg font-semibold text-slate-900">
        Optimisation for “{result.targetKeyword}”
      </h3>
      <p className="text-sm text-slate-600">{result.wordCount} words analysed.</p>

      {result.suggestions.length > 0 ? (
        <ol className="mt-4 space-y-2" aria-label="Suggestions">
          {result.suggestions.map((s, index) => {
            const { icon: Icon, className, label } = SEVERITY[s.severity];
            return (
              <li key={index} className="flex items-start gap-2 text-sm text-slate-800">
                <Icon className={`mt-0.5 size-4 shrink-0 ${className}`} aria-label={label} />
                {s.message}
              </li>
            );
          })}
        </ol>
      ) : null}

      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        <Section title="Keyword density and placement">
          <p>
            {keyword.occurrences} {keyword.occurrences === 1 ? 'occurrence' : 'occurrences'},
            density <strong>{keyword.density}%</strong> (aim for {keyword.targetDensity.min}% to{' '}
            {keyword.targetDensity.max}%) <Badge variant={verdict.badge}>{verdict.label}</Badge>
          </p>
          <ul className="mt-2 space-y-1" aria-label="Keyword placement">
            <Check ok={keyword.placement.inTitle}>In the title</Check>
            <Check ok={keyword.placement.inFirstParagraph}>In the first paragraph</Check>
            <Check ok={keyword.placement.inHeadings}>In a heading</Check>
            <Check ok={keyword.placement.inLastParagraph}>In the last paragraph</Check>
          </ul>
        </Section>

        <Section title="Readability">
          <p>
            Reading ease <strong>{readability.score}/100</strong> ({readability.grade})
          </p>
          <p className="mt-1">
            {readability.averageSentenceLength} words per sentence on average,{' '}
            {readability.averageSyllablesPerWord} syllables per word; {readability.longSentences}{' '}
            long {readability.longSentences === 1 ? 'sentence' : 'sentences'}.
          </p>
        </Section>

        <Section title="Title suggestions">
          <p>
            Current:{' '}
            {title.current ? (
              <>
                “{title.current}”
                <Length length={title.currentLength} max={title.maxLength} />
              </>
            ) : (
              'none found'
            )}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Suggested titles">
            {title.suggestions.map((t) => (
              <li key={t}>
                {t}
                <Length length={t.length} max={title.maxLength} />
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Meta description suggestions">
          <ul className="list-disc space-y-1 pl-5" aria-label="Suggested meta descriptions">
            {metaDescription.suggestions.map((d) => (
              <li key={d}>
                {d}
                <Length length={d.length} max={metaDescription.maxLength} />
              </li>
            ))}
          </ul>
        </Section>

        <Section title="Heading structure">
          <p>
            {headings.h1Count} main {headings.h1Count === 1 ? 'heading' : 'headings'} (h1).
          </p>
          {headings.outline.length > 0 ? (
            <ul className="mt-2 space-y-0.5" aria-label="Heading outline">
              {headings.outline.map((h, index) => (
                <li key={index} style={{ paddingLeft: `${(h.level - 1) * 0.75}rem` }}>
                  <span className="text-slate-500">H{h.level}</span> {h.text}
                </li>
              ))}
            </ul>
          ) : null}
          {headings.issues.length > 0 ? (
            <ul className="mt-2 space-y-1 text-amber-800" aria-label="Heading issues">
              {headings.issues.map((issue) => (
                <li key={issue}>{issue}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-green-700">The heading structure is fine.</p>
          )}
        </Section>

        <Section title="Internal links to our sections">
          {result.internalLinks.length === 0 ? (
            <p>The text mentions none of our sections.</p>
          ) : (
            <ul className="space-y-1" aria-label="Internal links">
              {result.internalLinks.map((link) => (
                <li key={link.sectionNumber}>
                  Link “{link.anchorText}” to{' '}
                  <Link to={link.url} className="font-medium text-brand-700 underline">
                    Section {link.sectionNumber}: {link.title}
                  </Link>
                  {link.alreadyLinked ? (
                    <span className="text-slate-600"> (already linked)</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="FAQ questions it leaves unanswered">
          {result.unansweredQuestions.length === 0 ? (
            <p>It answers every FAQ question on its topic.</p>
          ) : (
            <ul className="list-disc space-y-1 pl-5" aria-label="Unanswered questions">
              {result.unansweredQuestions.map((q) => (
                <li key={q.id}>{q.question}</li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </section>
  );
}
