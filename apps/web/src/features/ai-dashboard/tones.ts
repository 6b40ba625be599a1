/**
 * Score colours. SEO score: 80 or more green, 60 or more yellow, below 60 red. Keyword position:
 * 10 or better green, 30 or better yellow, worse red.
 */
export type Tone = 'good' | 'fair' | 'poor' | 'none';

export function seoScoreTone(score: number | null | undefined): Tone {
  if (score === null || score === undefined) return 'none';
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'poor';
}

export function positionTone(position: number | null | undefined): Tone {
  if (position === null || position === undefined) return 'none';
  if (position <= 10) return 'good';
  if (position <= 30) return 'fair';
  return 'poor';
}

/** Text colours (contrast AA on white). */
export const toneText: Record<Tone, string> = {
  good: 'text-green-700',
  fair: 'text-amber-700',
  poor: 'text-red-700',
  none: 'text-slate-500',
};

/** Badge variants of components/ui/badge. */
export const toneBadge = {
  good: 'success',
  fair: 'warning',
  poor: 'destructive',
  none: 'secondary',
} as const satisfies Record<Tone, string>;
