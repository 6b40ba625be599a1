/**
 * A question that states a limit or rate ("is 80c limit 1.5 lakh", "standard deduction 50000 hai
 * new regime me", "stcg on shares 20% now") is checked against the tax engine's cited rules:
 * "Yes" when the figure is ours, "No, it is …" when it is not. Only figures the engine holds are
 * checked; any other yes/no question keeps the generic "It depends".
 */
import { formatINR, type SectionContent } from '@taxguide/content';
import type { ExplainAnswer } from '@taxguide/contracts/ai';
import { DEFAULT_FINANCIAL_YEAR, rulesFor, type Citation } from '@taxguide/tax-engine';
import { parseAmounts } from './amounts';
import { pageSection } from './citations';
import {
  both,
  cite,
  isOpenQuestion,
  isYesNoQuestion,
  OLD_REGIME_ONLY,
  regimeNamed,
} from './yes-no';

type Regime = 'new' | 'old';

interface Figure {
  /** What the figure is, as a sentence subject: "the yearly limit of section 80C". */
  label: string;
  kind: 'amount' | 'percent';
  value: number;
  /** Set when the figure holds in one regime only. */
  regime?: Regime;
  /**
   * Set when the figure holds for one case of the section only ("severe disability", "technical
   * fees"): a stated figure is checked against it only when the question names that case.
   */
  about?: RegExp;
  /**
   * Set for a narrower case of a broader one (senior-citizen parents within parents): a question
   * that names the broader case but not this one may still be about it, so its figure is not a
   * "No" but "It depends".
   */
  within?: RegExp;
  /** Set when the figure is about the question only if this matches ("tax free" for 115BAC). */
  gate?: RegExp;
  /** Set when the figure does not hold for a case the question may name (government employees). */
  unless?: RegExp;
  /** The engine's cited rule, or (for a figure read from our page) the page's own wording. */
  citation: Citation | { page: SectionContent };
}

type Rules = ReturnType<typeof rulesFor>;
type Cited<T> = { value: T; citation: Citation };

function amount(
  label: string,
  value: number,
  citation: Figure['citation'],
  regime?: Regime,
  about?: RegExp,
  within?: RegExp,
): Figure {
  return {
    label,
    kind: 'amount',
    value,
    citation,
    ...(regime ? { regime } : {}),
    ...(about ? { about } : {}),
    ...(within ? { within } : {}),
  };
}
function percent(
  label: string,
  value: number,
  citation: Figure['citation'],
  regime?: Regime,
  about?: RegExp,
): Figure {
  return {
    label,
    kind: 'percent',
    value,
    citation,
    ...(regime ? { regime } : {}),
    ...(about ? { about } : {}),
  };
}

/** A question about the lower late fee: an income of up to 5 lakh, or a small income. */
const SMALL_INCOME =
  /\b5 ?(?:lakh|lakhs|lac|l)\b|5,00,000|\b500000\b|\b(?:small|low|lower|less) income\b/;
/** Government employees: their gratuity and leave encashment are exempt in full. */
const GOVERNMENT = /\b(?:government|govt|sarkari|central government|state government)\b/;
/** A question about income that bears no tax (for the new regime's tax-free amounts). */
const TAX_FREE =
  /\b(?:tax free|taxfree|no tax|zero tax|nil tax|tax nahi|koi tax|exempt|without tax)\b/;
const SEVERE = /\bsevere\b/;
const DIGITAL = /\b(?:digital|online|upi|bank|banking|cheque|neft|imps|rtgs|non cash)\b/;
const CASH = /(?<!non )\bcash\b/;
/** The higher presumptive limits need at least 95% of receipts digital (cash at most 5%). */
const DIGITAL_SHARE =
  /\b(?:digital|online|upi|bank|banking|cheque|95|non cash)\b|\bcash\b.*\b5 ?%|\b5 ?%.*\bcash\b/;
const SENIOR = /\bsenior|\b(?:above|over) 60\b/;
/** Any question: the case may apply whenever the question names no other. */
const ANY = /(?:)/;
const PARENT_WORDS = String.raw`\b(?:parent|parents|mother|father|mom|dad|maa|papa|mummy|mata|pita)\b`;
const SENIOR_WORDS = String.raw`(?:\bsenior|\b(?:above|over) 60\b)`;
const PARENTS = new RegExp(PARENT_WORDS);
const SENIOR_PARENTS = new RegExp(`^(?=.*${PARENT_WORDS})(?=.*${SENIOR_WORDS})`);
const SENIOR_SELF = new RegExp(`^(?!.*${PARENT_WORDS})(?=.*${SENIOR_WORDS})`);
const NOT_PARENTS = new RegExp(`^(?!.*${PARENT_WORDS})`);
const IN_ALL = /\b(?:total|overall|combined|in all|kul|altogether)\b/;

/**
 * Figures the engine does not hold, read from a key limit of our page (so the number is the
 * page's own): the row's pattern captures the number; a page that no longer says it drops it.
 */
const PAGE_FIGURES: readonly {
  section: string;
  label: string;
  kind: Figure['kind'];
  keyLimit: RegExp;
  about?: RegExp;
  unless?: RegExp;
}[] = [
  {
    section: '10(10)',
    label: 'the lifetime limit on tax-free gratuity for employees other than government ones',
    kind: 'amount',
    keyLimit: /^Others: lifetime cap (₹[\d,]+)/,
    unless: GOVERNMENT,
  },
  {
    section: '10(10AA)',
    label:
      'the lifetime limit on tax-free leave encashment for employees other than government ones',
    kind: 'amount',
    keyLimit: /^Others: lifetime cap (₹[\d,]+)/,
    unless: GOVERNMENT,
  },
  {
    section: '56(2)(x)',
    label: 'the yearly total of gifts from non-relatives above which they are taxed',
    kind: 'amount',
    keyLimit: /^Taxed if gifts from non-relatives exceed (₹[\d,]+)/,
  },
  {
    section: '194J',
    label: 'the TDS rate on fees for professional services',
    kind: 'percent',
    keyLimit: /^(\d+)% professional fees/,
    about: /\bprofession|\bfreelanc|\bconsult|\bdoctor|\blawyer|\barchitect/,
  },
  {
    section: '194J',
    label: 'the TDS rate on fees for technical services',
    kind: 'percent',
    keyLimit: /; (\d+)% technical services/,
    about: /\btechnical\b|\bcall cent/,
  },
];

function pageFigures(): Record<string, Figure[]> {
  const out: Record<string, Figure[]> = {};
  for (const row of PAGE_FIGURES) {
    const page = pageSection(row.section);
    const text = page?.keyLimits.map((k) => row.keyLimit.exec(k)?.[1]).find(Boolean);
    if (!page || !text) continue;
    const value = Number(text.replace(/[₹,]/g, ''));
    const make = row.kind === 'amount' ? amount : percent;
    const figure = make(row.label, value, { page }, undefined, row.about);
    (out[row.section] ??= []).push(row.unless ? { ...figure, unless: row.unless } : figure);
  }
  return out;
}

/** The figures of each section that a stated number is checked against. */
function figureTable(rules: Rules): Record<string, Figure[]> {
  const d = rules.deductions;
  const cg = rules.capitalGains.periods[rules.capitalGains.periods.length - 1]!;
  const fp = rules.otherSources.familyPension;
  const flat = rules.otherSources.flatRateIncome as Cited<{ ratePercent: number }>;
  const p44AD = rules.presumptive.section44AD;
  const p44ADA = rules.presumptive.section44ADA;
  const newRebate = rules.newRegime.rebate87A;
  const oldRebate = rules.oldRegime.rebate87A;
  const newStd = rules.newRegime.standardDeduction;
  const late = rules.interest.lateFee234F;
  const flatRate = (what: string) => [
    percent(`the rate on ${what}`, flat.value.ratePercent, flat.citation),
  ];
  return {
    '80C': [amount('the yearly 80C limit', d.section80C.value.limit, d.section80C.citation)],
    '80CCD(1B)': [
      amount('the extra NPS deduction', d.section80CCD1B.value.limit, d.section80CCD1B.citation),
    ],
    '80CCD(2)': [
      percent(
        "the employer's NPS contribution allowed",
        d.section80CCD2.value.newRegimePercent,
        d.section80CCD2.citation,
        'new',
      ),
      percent(
        "the employer's NPS contribution allowed",
        d.section80CCD2.value.oldRegimePercent,
        d.section80CCD2.citation,
        'old',
      ),
    ],
    '80D': [
      amount(
        'the limit for self, spouse and children',
        d.section80D.value.selfFamily,
        d.section80D.citation,
      ),
      amount(
        'the limit for self, spouse and children when one of them is a senior citizen',
        d.section80D.value.selfFamilySenior,
        d.section80D.citation,
        undefined,
        SENIOR_SELF,
        NOT_PARENTS,
      ),
      amount(
        'the limit for parents',
        d.section80D.value.parents,
        d.section80D.citation,
        undefined,
        PARENTS,
      ),
      amount(
        'the limit for parents who are senior citizens',
        d.section80D.value.parentsSenior,
        d.section80D.citation,
        undefined,
        SENIOR_PARENTS,
        PARENTS,
      ),
      amount(
        'the most in all (self and parents, all senior citizens)',
        d.section80D.value.selfFamilySenior + d.section80D.value.parentsSenior,
        d.section80D.citation,
        undefined,
        IN_ALL,
        ANY,
      ),
    ],
    // Resident senior citizens claim 80TTB instead (engine note on 80TTA).
    '80TTA': [
      {
        ...amount('the 80TTA limit', d.section80TTA.value.limit, d.section80TTA.citation),
        unless: SENIOR,
      },
    ],
    '80TTB': [amount('the 80TTB limit', d.section80TTB.value.limit, d.section80TTB.citation)],
    '80DD': [
      amount(
        'the deduction for a disability that is not severe',
        d.section80DD.value.disability,
        d.section80DD.citation,
      ),
      amount(
        'the deduction for severe disability',
        d.section80DD.value.severe,
        d.section80DD.citation,
        undefined,
        SEVERE,
        ANY,
      ),
    ],
    '80U': [
      amount(
        'the deduction for a disability that is not severe',
        d.section80U.value.disability,
        d.section80U.citation,
      ),
      amount(
        'the deduction for severe disability',
        d.section80U.value.severe,
        d.section80U.citation,
        undefined,
        SEVERE,
        ANY,
      ),
    ],
    '80DDB': [
      amount(
        'the limit when the patient is not a senior citizen',
        d.section80DDB.value.limit,
        d.section80DDB.citation,
      ),
      amount(
        'the limit for a senior citizen',
        d.section80DDB.value.seniorLimit,
        d.section80DDB.citation,
        undefined,
        SENIOR,
        ANY,
      ),
    ],
    '80GG': [
      amount('the 80GG limit a month', d.section80GG.value.perMonth, d.section80GG.citation),
      amount(
        'the 80GG limit a year',
        d.section80GG.value.perMonth * 12,
        d.section80GG.citation,
        undefined,
        /\b(?:year|yearly|annual|annually|saal|pa)\b/,
        ANY,
      ),
    ],
    '234F': [
      amount('the late fee', late.value.fee, late.citation),
      amount(
        `the late fee when total income is at most ${formatINR(late.value.smallIncomeUpTo)}`,
        late.value.smallIncomeFee,
        late.citation,
        undefined,
        SMALL_INCOME,
        ANY,
      ),
    ],
    '80EE': [amount('the 80EE limit', d.section80EE.value.limit, d.section80EE.citation)],
    '80EEA': [amount('the 80EEA limit', d.section80EEA.value.limit, d.section80EEA.citation)],
    '16(ia)': [
      amount('the standard deduction', newStd.value, newStd.citation, 'new'),
      amount(
        'the standard deduction',
        rules.oldRegime.standardDeduction.value,
        rules.oldRegime.standardDeduction.citation,
        'old',
      ),
    ],
    '16(iii)': [
      amount(
        'the professional tax limit',
        d.professionalTax.value.limit,
        d.professionalTax.citation,
      ),
    ],
    '24(b)': [
      amount(
        'the limit for interest on a self-occupied house',
        d.selfOccupiedInterest.value.limit,
        d.selfOccupiedInterest.citation,
      ),
    ],
    '71': [
      amount(
        'the house-property loss set off against other income',
        d.housePropertyLossSetOff.value.limit,
        d.housePropertyLossSetOff.citation,
      ),
    ],
    '87A': [
      amount(
        'the income up to which the rebate applies',
        newRebate.value.threshold,
        newRebate.citation,
        'new',
      ),
      amount('the largest rebate', newRebate.value.maxRebate, newRebate.citation, 'new'),
      // A salary up to this is tax free: the rebate's limit plus the standard deduction.
      amount(
        'the salary up to which no tax is due (rebate limit plus standard deduction)',
        newRebate.value.threshold + newStd.value,
        newRebate.citation,
        'new',
      ),
      amount(
        'the income up to which the rebate applies',
        oldRebate.value.threshold,
        oldRebate.citation,
        'old',
      ),
      amount('the largest rebate', oldRebate.value.maxRebate, oldRebate.citation, 'old'),
    ],
    // "Is income up to 7 lakh tax free in the new regime?": the new regime's tax-free amounts.
    '115BAC': [
      amount(
        'the income up to which the section 87A rebate leaves no tax',
        newRebate.value.threshold,
        newRebate.citation,
        'new',
      ),
      amount(
        'the salary up to which no tax is due (rebate limit plus standard deduction)',
        newRebate.value.threshold + newStd.value,
        newRebate.citation,
        'new',
      ),
      ...rules.newRegime.slabs.value
        .filter((b) => b.ratePercent === 0 && b.upTo !== null)
        .map((b) =>
          amount(
            'the income taxed at 0% in the slabs',
            b.upTo!,
            rules.newRegime.slabs.citation,
            'new',
          ),
        ),
    ],
    '112A': [
      amount(
        'the yearly exemption',
        rules.capitalGains.exemption112A.value.limit,
        rules.capitalGains.exemption112A.citation,
      ),
      percent('the rate', cg.ltcg112A.value.ratePercent, cg.ltcg112A.citation),
    ],
    '111A': [percent('the rate', cg.stcg111A.value.ratePercent, cg.stcg111A.citation)],
    '112': [percent('the rate', cg.ltcg112.value.ratePercent, cg.ltcg112.citation)],
    '57': [
      amount('the family-pension deduction cap', fp.value.newRegimeCap, fp.citation, 'new'),
      amount('the family-pension deduction cap', fp.value.oldRegimeCap, fp.citation, 'old'),
    ],
    '208': [
      amount(
        'the tax from which advance tax is due',
        rules.advanceTax.threshold.value.amount,
        rules.advanceTax.threshold.citation,
      ),
    ],
    '115BB': flatRate('lottery and game-show winnings'),
    '115BBJ': flatRate('online-game winnings'),
    '115BBH': flatRate('crypto (virtual digital asset) income'),
    '44AD': [
      amount('the turnover limit', p44AD.value.limit, p44AD.citation),
      amount(
        'the turnover limit with 95% of receipts digital',
        p44AD.value.enhancedLimit,
        p44AD.citation,
        undefined,
        DIGITAL_SHARE,
        ANY,
      ),
      percent(
        'the presumed profit on digital receipts',
        p44AD.value.digitalRatePercent,
        p44AD.citation,
        undefined,
        DIGITAL,
      ),
      percent(
        'the presumed profit on other receipts (cash)',
        p44AD.value.otherRatePercent,
        p44AD.citation,
        undefined,
        CASH,
      ),
    ],
    '44ADA': [
      amount('the gross-receipts limit', p44ADA.value.limit, p44ADA.citation),
      amount(
        'the gross-receipts limit with 95% of receipts digital',
        p44ADA.value.enhancedLimit,
        p44ADA.citation,
        undefined,
        DIGITAL_SHARE,
        ANY,
      ),
      percent('the presumed profit', p44ADA.value.ratePercent, p44ADA.citation),
    ],
  };
}

let table: Record<string, Figure[]> | undefined;
function figuresOf(sectionNumber: string): Figure[] {
  if (!table) {
    table = { ...pageFigures(), ...figureTable(rulesFor(DEFAULT_FINANCIAL_YEAR)) };
    // The new regime's tax-free amounts answer only a question about income bearing no tax.
    table['115BAC'] = (table['115BAC'] ?? []).map((f) => ({ ...f, gate: TAX_FREE }));
  }
  return table[sectionNumber] ?? [];
}

const PERCENT = /(\d+(?:\.\d+)?)\s*(?:%|percent\b|per cent\b)/g;
/** Words that make a stated figure the question's point: a limit, a rate, "still", "only". */
const LIMIT_WORD =
  /\b(?:limit|limits|max|maximum|cap|capped|ceiling|exemption|exempt|deduction|rate|rates|rebate|fee|fine|upto|up to|still|only|hi|allowed|tax free)\b/;

interface Stated {
  kind: Figure['kind'];
  value: number;
}

/** After an amount, words that make it the reader's own figure, not a limit ("40 lakh loan"). */
const CONTEXT_AFTER =
  /^\s*(?:home |housing |education )?(?:loan|salary|income|ctc|package|lpa|rent|premium|fd|deposit|investment|property|flat|house|plot|pension|gift|ki|ka|ke)\b/;
/** Before an amount, words that make it the reader's own figure ("salary of 9 lakh"). */
const CONTEXT_BEFORE =
  /\b(?:income|salary|ctc|package|earn|earning|earnings|loan|rent|premium|pension|gift|received|paid|pay|paying|invested|sold|bought)(?: of| is| was| about| around| below| under| less than| lower than| above| more than| over| exceeding| exceeds)?\s*(?:₹|rs\.?|inr)?\s*$/;

function statedFigures(normalizedQuery: string): Stated[] {
  const percents = [...normalizedQuery.matchAll(PERCENT)].map((m) => ({
    kind: 'percent' as const,
    value: Number(m[1]),
  }));
  const amounts = parseAmounts(normalizedQuery)
    .filter(
      (a) =>
        !CONTEXT_AFTER.test(normalizedQuery.slice(a.end)) &&
        !CONTEXT_BEFORE.test(normalizedQuery.slice(0, a.start)),
    )
    .map((a) => ({ kind: 'amount' as const, value: a.value }));
  return [...percents, ...amounts];
}

function shown(kind: Figure['kind'], value: number): string {
  return kind === 'percent' ? `${value}%` : formatINR(value);
}

function inRegime(f: Figure): string {
  return f.regime ? ` in the ${f.regime} regime` : '';
}

/** Where a figure comes from: the engine's cited rule, or our page in both Acts. */
function source(f: Figure): string {
  if (!('page' in f.citation)) return cite(f.citation);
  const { sectionNumber, act2025Section } = f.citation.page;
  const act2025 = act2025Section
    ? ` and ${act2025Section.startsWith('Schedule') ? act2025Section : `section ${act2025Section}`} of the Income-tax Act 2025`
    : '';
  return `section ${sectionNumber} of the Income-tax Act 1961${act2025}, as our page states it`;
}

function sentence(f: Figure): string {
  const text = `${f.label} is ${shown(f.kind, f.value)}${inRegime(f)} (${source(f)})`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Sentences about several figures as one: "The yearly exemption is …; the rate is …". */
function joined(figures: Figure[]): string {
  return figures
    .map((f, i) =>
      i === 0 ? sentence(f) : sentence(f).charAt(0).toLowerCase() + sentence(f).slice(1),
    )
    .join('; ');
}

/**
 * The verdict on a figure the question states for the answer's section, with the figure the
 * engine holds; undefined when the question states none we can check or is not asking one.
 */
export function statedFigureVerdict(
  normalizedQuery: string,
  sectionNumber: string | null,
): { opening: 'Yes' | 'No' | 'It depends'; lead: string; dependsOn?: string } | undefined {
  if (!sectionNumber) return undefined;
  const figures = figuresOf(sectionNumber).filter(
    (f) => (!f.gate || f.gate.test(normalizedQuery)) && !f.unless?.test(normalizedQuery),
  );
  if (figures.length === 0) return undefined;
  // A question that is asking (not "how much is …"), or a short statement to confirm.
  const confirming =
    isYesNoQuestion(normalizedQuery) ||
    (!isOpenQuestion(normalizedQuery) && normalizedQuery.split(' ').length <= 12);
  if (!confirming) return undefined;
  const stated = statedFigures(normalizedQuery).filter((s) =>
    figures.some((f) => f.kind === s.kind),
  );
  if (stated.length === 0) return undefined;
  const regime = regimeNamed(normalizedQuery);
  // A deduction the new regime does not allow: its limit is no "Yes" there.
  if (regime === 'new' && OLD_REGIME_ONLY.has(sectionNumber)) {
    const allows = rulesFor(DEFAULT_FINANCIAL_YEAR).deductions.newRegimeAllows.citation;
    const page = pageSection(sectionNumber);
    const said = stated.map((x) => shown(x.kind, x.value)).join(' or ');
    const limits = figures.filter((f) => stated.some((x) => x.kind === f.kind));
    return {
      opening: 'No',
      lead: `The new regime does not allow ${page ? both(page) : `section ${sectionNumber}`} (${cite(allows)}), so ${said} cannot be claimed there. In the old regime, ${joined(limits).charAt(0).toLowerCase()}${joined(limits).slice(1)}.`,
    };
  }
  // The figures in question: those of the case the question names ("severe", "technical
  // fees"); when it names none, the section's general figure of that kind.
  const named = figures.filter((f) => f.about?.test(normalizedQuery));
  const inQuestion = (f: Figure) => {
    const sameKind = figures.filter((g) => g.kind === f.kind);
    if (named.some((g) => g.kind === f.kind)) return named.includes(f);
    return !f.about || sameKind.every((g) => g.about);
  };
  const applies = (f: Figure) => (!regime || !f.regime || f.regime === regime) && inQuestion(f);
  const matched = figures.filter((f) =>
    stated.some((s) => s.kind === f.kind && s.value === f.value),
  );
  const matchedHere = matched.find(applies);
  // The figure is the section's, but for a case the question does not name: it depends on it.
  const otherCase = matched.find(
    (f) =>
      !inQuestion(f) &&
      (!regime || !f.regime || f.regime === regime) &&
      (f.within ? f.within.test(normalizedQuery) : !named.some((g) => g.kind === f.kind)),
  );
  // Every figure of the kind is for one case and the question names none (44AD's 6% on digital
  // and 8% on other receipts): the stated one is right only for its case.
  const unnamed = matched.find(
    (f) =>
      (!regime || !f.regime || f.regime === regime) &&
      !named.some((g) => g.kind === f.kind) &&
      figures.filter((g) => g.kind === f.kind).every((g) => g.about) &&
      figures.some((g) => g.kind === f.kind && g.value !== f.value),
  );
  if (unnamed) {
    const rest = figures.filter((g) => g.kind === unnamed.kind && g.value !== unnamed.value);
    return {
      opening: 'It depends',
      dependsOn: 'the case',
      lead: `${sentence(unnamed)}; ${joined(rest).charAt(0).toLowerCase()}${joined(rest).slice(1)}.`,
    };
  }
  if (!matchedHere && otherCase) {
    const general = figures.filter((f) => f.kind === otherCase.kind && applies(f));
    if (general.length > 0)
      return {
        opening: 'It depends',
        dependsOn: 'the case',
        lead: `${sentence(otherCase)}; ${joined(general).charAt(0).toLowerCase()}${joined(general).slice(1)} otherwise.`,
      };
  }
  if (matchedHere) {
    // Regime not named and the other regime's figure differs: it depends on the regime.
    const other = figures.find(
      (f) =>
        !regime &&
        matchedHere.regime &&
        f.regime &&
        f.regime !== matchedHere.regime &&
        f.label === matchedHere.label &&
        f.value !== matchedHere.value,
    );
    if (other)
      return {
        opening: 'It depends',
        lead: `${sentence(matchedHere)}; ${sentence(other).charAt(0).toLowerCase()}${sentence(other).slice(1)}. The new regime is the default.`,
      };
    return { opening: 'Yes', lead: `${joined(matched.filter(applies))}.` };
  }
  // A mismatch is a "No" only when the figure is the question's point (a limit, a rate).
  // (Or when the figure is the section's own for another case: "80DDB 40000 for a senior".)
  if (
    !isYesNoQuestion(normalizedQuery) &&
    !LIMIT_WORD.test(normalizedQuery) &&
    matched.length === 0 &&
    // A stated percentage is itself a rate ("ltcg on shares 10%").
    !stated.some((x) => x.kind === 'percent')
  )
    return undefined;
  const kinds = new Set(stated.map((s) => s.kind));
  const actual = figures.filter((f) => kinds.has(f.kind) && applies(f));
  if (actual.length === 0) return undefined;
  const said = stated
    .filter((s) => actual.some((f) => f.kind === s.kind))
    .map((s) => shown(s.kind, s.value))
    .join(' or ');
  // The stated figure is another regime's or another case's: say whose it is.
  const elsewhere = matched.find((f) => !applies(f));
  const note = elsewhere
    ? inQuestion(elsewhere)
      ? ` ${shown(elsewhere.kind, elsewhere.value)} is the figure${inRegime(elsewhere)}.`
      : ` ${shown(elsewhere.kind, elsewhere.value)} is ${elsewhere.label}${inRegime(elsewhere)}.`
    : '';
  // Narrower cases the question may still be about ("with 95% of receipts digital").
  const alsoPossible = figures.filter(
    (f) =>
      kinds.has(f.kind) &&
      !applies(f) &&
      f !== elsewhere &&
      (!regime || !f.regime || f.regime === regime) &&
      f.within?.test(normalizedQuery),
  );
  const also =
    alsoPossible.length > 0
      ? ` ${joined(alsoPossible).charAt(0).toUpperCase()}${joined(alsoPossible).slice(1)}.`
      : '';
  return {
    opening: 'No',
    lead: `${joined(actual)}, not ${said}.${note}${also}`,
  };
}

/** The answer opened with the verdict on the figure the question states, if it states one. */
export function withStatedFigure(
  answer: ExplainAnswer,
  normalizedQuery: string,
): ExplainAnswer | undefined {
  if (answer.kind === 'no_match' || answer.refused) return undefined;
  const verdict = statedFigureVerdict(normalizedQuery, answer.sectionNumber);
  if (!verdict) return undefined;
  // The section in both Acts, as our page gives it, after the engine's figure and citation.
  const page = pageSection(answer.sectionNumber);
  const where = page ? ` See ${both(page)}.` : '';
  const lead = `${verdict.opening}${verdict.opening === 'It depends' ? ` on ${verdict.dependsOn ?? 'the regime'}` : ''}. ${verdict.lead}${where}`;
  return { ...answer, explanation: `${lead}\n\n${answer.explanation}` };
}
