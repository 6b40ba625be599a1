// chapterVIA: the deductions from gross total income (Chapter VI-A of the 1961 Act; Chapter VIII,
// ss.122-154 of the Income-tax Act 2025), each with its limit, who may claim it (individual or
// HUF, resident or not) and the regime. Order of computation:
//   1. deductions with their own limits (80C group, 80CCD(1B), 80D, 80DD, 80DDB, 80E, 80EE/80EEA,
//      80TTA/80TTB, 80U), then 80CCD(2), which the new regime also allows;
//   2. 80GG on the total income before it (and before 80G: see `rentDeduction`);
//   3. 80G, whose 10 % qualifying limit is taken on what is left after every other deduction;
//   4. s.80A(2): the total cannot exceed gross total income other than special-rate income.
// Whole rupees; percentages with integer arithmetic.
import type { CompiledYear } from './compiled';
import { divFloor, divRoundHalfUp } from './rounding';
import { EN, type EngineText } from './text/en/index';
import type {
  AgeGroup,
  ChapterVIAKey,
  DeductionClaims,
  DisabilityLevel,
  Donation80G,
  EmployerType,
  Step,
  TaxpayerType,
} from './types';

export interface ChapterVIAContext {
  readonly y: CompiledYear;
  readonly isOld: boolean;
  readonly resident: boolean;
  /** For an HUF: the band of its eldest insured member (80D) and default 80DDB patient. */
  readonly ageGroup: AgeGroup;
  readonly taxpayerType: TaxpayerType;
  readonly employerType: EmployerType;
  /** Gross total income other than special-rate income (the cap base, s.80A(2)). */
  readonly normalGross: number;
  /** Gross salary (0 when there is none) and the explicit basic + DA (0 when not given). */
  readonly grossSalary: number;
  readonly basicPlusDa: number;
  /** Income from salary after its deductions (the 80CCD(2) cap when basic + DA is not given). */
  readonly salaryIncome: number;
  /** An HRA is received (80GG not allowed). */
  readonly receivesHra: boolean;
}

export type ChapterVIAAllowed = Readonly<Record<ChapterVIAKey, number>>;

export interface ChapterVIAOutcome {
  readonly allowed: ChapterVIAAllowed;
  /** Sum after the s.80A(2) limit (cannot exceed normalGross). */
  readonly total: number;
  /** Some claim was ignored because the regime is new (the caller adds the shared note once). */
  readonly disallowedInNew: boolean;
}

const ZERO_ALLOWED: ChapterVIAAllowed = Object.freeze({
  section80C: 0,
  section80CCC: 0,
  section80CCD1: 0,
  section80CCD1B: 0,
  section80CCD2: 0,
  section80D: 0,
  section80DParents: 0,
  section80DD: 0,
  section80DDB: 0,
  section80E: 0,
  section80EE: 0,
  section80EEA: 0,
  section80G: 0,
  section80GG: 0,
  section80TTA: 0,
  section80TTB: 0,
  section80U: 0,
});
const INDIVIDUAL_ALLOWS: Readonly<Record<ChapterVIAKey, boolean>> = Object.freeze({
  section80C: true,
  section80CCC: true,
  section80CCD1: true,
  section80CCD1B: true,
  section80CCD2: true,
  section80D: true,
  section80DParents: true,
  section80DD: true,
  section80DDB: true,
  section80E: true,
  section80EE: true,
  section80EEA: true,
  section80G: true,
  section80GG: true,
  section80TTA: true,
  section80TTB: true,
  section80U: true,
});
const NOTHING: ChapterVIAOutcome = Object.freeze({
  allowed: ZERO_ALLOWED,
  total: 0,
  disallowedInNew: false,
});
const NOTHING_IN_NEW: ChapterVIAOutcome = Object.freeze({
  allowed: ZERO_ALLOWED,
  total: 0,
  disallowedInNew: true,
});

/** A claim as whole rupees; nothing, zero or a negative entry is no claim. */
function whole(value: number | undefined): number {
  return value && value > 0 ? Math.trunc(value) : 0;
}

function disability(level: DisabilityLevel | undefined, amount: number, severe: number): number {
  return level === 'severe' ? severe : level === 'disability' ? amount : 0;
}

function hasDonations(donations: readonly Donation80G[] | undefined): boolean {
  if (!donations) return false;
  for (const d of donations) if (d.amount > 0) return true;
  return false;
}

/** Any claim other than 80CCD(2) (the only one the new regime allows). */
function claimsOtherThan80CCD2(c: DeductionClaims): boolean {
  return (
    whole(c.section80C) +
      whole(c.section80CCC) +
      whole(c.section80CCD1) +
      whole(c.section80CCD1B) +
      whole(c.section80D) +
      whole(c.section80DParents) +
      whole(c.section80DDB) +
      whole(c.section80TTA) +
      whole(c.section80TTB) +
      whole(c.section80E) +
      whole(c.section80EE) +
      whole(c.section80EEA) +
      whole(c.section80G) +
      whole(c.section80GG) >
      0 ||
    (c.section80DD !== undefined && c.section80DD !== 'none') ||
    (c.section80U !== undefined && c.section80U !== 'none') ||
    hasDonations(c.donations80G)
  );
}

/**
 * s.80CCD(2): the employer's contribution up to a % of basic + DA: 14 % for Central and State
 * Government employers (Finance Acts 2019, 2022), else 10 %, or the new regime's rate (14 % from
 * FY 2024-25, Finance (No. 2) Act 2024). Without basic + DA, the gross salary stands in for it.
 */
function employerNps(
  claim: number,
  ctx: ChapterVIAContext,
  percent: number,
  notes: string[],
  t: EngineText,
): number {
  const base = ctx.basicPlusDa > 0 ? ctx.basicPlusDa : ctx.grossSalary;
  if (base <= 0) {
    notes.push(t.deductions.employerNpsNoSalary);
    return 0;
  }
  let limit = divFloor(base * percent, 100);
  if (ctx.basicPlusDa <= 0) {
    // Proxy base: also keep the deduction within the salary income the contribution is part of
    // (s.17(1)(viii)), so a salary below the standard deduction cannot create one.
    notes.push(t.deductions.employerNpsOnGross);
    limit = Math.min(limit, ctx.salaryIncome);
  }
  const allowed = Math.min(claim, limit);
  if (allowed < claim)
    notes.push(
      t.common.capNote(
        '80CCD(2)',
        claim,
        allowed,
        t.deductions.cap80CCD2(percent, ctx.basicPlusDa > 0),
      ),
    );
  return allowed;
}

/**
 * s.80GG: the least of 60,000 (5,000 a month), 25 % of the adjusted total income and rent paid
 * less 10 % of it, the adjusted total income being the income before 80GG (and 80G).
 */
function rentDeduction(
  rent: number,
  adjustedTotalIncome: number,
  v: CompiledYear['chapterVIA'],
  notes: string[],
  t: EngineText,
): number {
  const quarter = divFloor(adjustedTotalIncome * v.percent80GGOfIncome, 100);
  // rent − 10 % of the income, in whole rupees without overstating it.
  const excess = Math.max(
    0,
    divFloor(rent * 100 - adjustedTotalIncome * v.percent80GGRentExcess, 100),
  );
  const allowed = Math.min(v.limit80GGYear, quarter, excess);
  notes.push(
    t.deductions.rent80GG(
      v.limit80GGYear,
      v.percent80GGOfIncome,
      adjustedTotalIncome,
      quarter,
      rent,
      v.percent80GGRentExcess,
      excess,
      allowed,
    ),
  );
  return allowed;
}

/**
 * s.80G on categorised donations: those without a limit at 100 % or 50 %; those with a limit
 * together count only up to 10 % of the adjusted gross total income, the 100 % ones first.
 */
function donationDeduction(
  donations: readonly Donation80G[],
  adjustedGross: number,
  percentQualifying: number,
  notes: string[],
  t: EngineText,
): number {
  let full = 0;
  let half = 0;
  let fullLimited = 0;
  let halfLimited = 0;
  for (const d of donations) {
    const amount = whole(d.amount);
    if (amount <= 0) continue;
    if (d.category === '100NoLimit') full += amount;
    else if (d.category === '50NoLimit') half += amount;
    else if (d.category === '100Limit') fullLimited += amount;
    else halfLimited += amount;
  }
  const qualifying = divFloor(adjustedGross * percentQualifying, 100);
  const fullQualifying = Math.min(fullLimited, qualifying);
  const halfQualifying = Math.min(halfLimited, qualifying - fullQualifying);
  if (fullQualifying + halfQualifying < fullLimited + halfLimited)
    notes.push(
      t.deductions.donations80GLimited(
        fullLimited + halfLimited,
        percentQualifying,
        adjustedGross,
        qualifying,
      ),
    );
  // One rounding of the 50 % part: a half rupee is paise that s.288A ignores in total income.
  return full + fullQualifying + divRoundHalfUp(half + halfQualifying, 2);
}

/**
 * Chapter VI-A deductions of one year and regime: pushes the working to `steps` and any cap or
 * refusal to `notes` (the new regime's shared note is left to the caller).
 */
export function chapterVIA(
  claims: DeductionClaims,
  ctx: ChapterVIAContext,
  steps: Step[],
  notes: string[],
  // English when not given, as for a direct call from a test.
  t: EngineText = EN,
): ChapterVIAOutcome {
  const d = t.deductions;
  const c80CCD2 = whole(claims.section80CCD2);
  const others = claimsOtherThan80CCD2(claims);
  if (c80CCD2 === 0) {
    if (!others) return NOTHING;
    if (!ctx.isOld) return NOTHING_IN_NEW;
  }
  const { y, isOld } = ctx;
  const v = y.chapterVIA;
  const huf = ctx.taxpayerType === 'huf';
  // 80C, 80D, 80DD, 80DDB, 80G and 80TTA are open to an HUF (see HUF_CHAPTER_VIA); the rest are
  // refused to one through this table.
  const allows = huf ? v.hufAllows : INDIVIDUAL_ALLOWS;
  const seniorResident = ctx.resident && ctx.ageGroup !== 'below60';
  // "Senior citizen" (80D, 80TTB): an individual resident in India aged 60 or more.
  const seniorIndividual = !huf && seniorResident;
  // Refused claims, named in one note each (allocated only when there is one).
  let notForHuf: string[] | undefined;
  let notForNonResident: string[] | undefined;

  let s80C = 0;
  let s80CCC = 0;
  let s80CCD1 = 0;
  let s80CCD1B = 0;
  let s80D = 0;
  let s80DParents = 0;
  let s80DD = 0;
  let s80DDB = 0;
  let s80TTA = 0;
  let s80TTB = 0;
  let s80E = 0;
  let s80EE = 0;
  let s80EEA = 0;
  let s80U = 0;
  let s80GG = 0;
  let s80G = 0;
  let s80CCD2 = 0;

  if (isOld) {
    // s.80CCE: 80C + 80CCC + 80CCD(1) within one limit; 80CCD(1) first within its own % limit.
    const c80C = whole(claims.section80C);
    let c80CCC = whole(claims.section80CCC);
    let c80CCD1 = whole(claims.section80CCD1);
    if (c80CCC > 0 && !allows.section80CCC) {
      (notForHuf ??= []).push('80CCC');
      c80CCC = 0;
    }
    if (c80CCD1 > 0 && !allows.section80CCD1) {
      (notForHuf ??= []).push('80CCD(1)');
      c80CCD1 = 0;
    }
    if (c80CCD1 > 0) c80CCD1 = ownNpsWithinPercent(c80CCD1, ctx, notes, t);
    const group = c80C + c80CCC + c80CCD1;
    if (group > 0) {
      const allowed = Math.min(group, y.limit80C);
      if (allowed < group)
        notes.push(t.common.capNote(d.capWhat80CGroup, group, allowed, d.cap80CGroup));
      s80C = Math.min(c80C, allowed);
      s80CCC = Math.min(c80CCC, allowed - s80C);
      s80CCD1 = allowed - s80C - s80CCC;
    }

    const c80CCD1B = whole(claims.section80CCD1B);
    if (c80CCD1B > 0) {
      if (!allows.section80CCD1B) (notForHuf ??= []).push('80CCD(1B)');
      else {
        s80CCD1B = Math.min(c80CCD1B, y.limit80CCD1B);
        if (s80CCD1B < c80CCD1B)
          notes.push(t.common.capNote('80CCD(1B)', c80CCD1B, s80CCD1B, d.cap80CCD1B));
      }
    }

    const c80D = whole(claims.section80D);
    if (c80D > 0) {
      // An HUF: insurance of any member, the higher limit for a senior-citizen member (s.80D).
      const limit = seniorResident ? y.limit80DSelfSenior : y.limit80DSelf;
      s80D = Math.min(c80D, limit);
      if (s80D < c80D) notes.push(t.common.capNote(d.capWhat80D, c80D, s80D, d.cap80D));
    }
    const c80DParents = whole(claims.section80DParents);
    if (c80DParents > 0) {
      if (!allows.section80DParents) (notForHuf ??= []).push(d.capWhat80DParents);
      else {
        const limit = claims.parentsSenior ? y.limit80DParentsSenior : y.limit80DParents;
        s80DParents = Math.min(c80DParents, limit);
        if (s80DParents < c80DParents)
          notes.push(t.common.capNote(d.capWhat80DParents, c80DParents, s80DParents, d.cap80D));
      }
    }

    const c80TTA = whole(claims.section80TTA);
    if (c80TTA > 0) {
      if (seniorIndividual) notes.push(d.tta80Senior);
      else {
        s80TTA = Math.min(c80TTA, y.limit80TTA);
        if (s80TTA < c80TTA) notes.push(t.common.capNote('80TTA', c80TTA, s80TTA, d.cap80TTA));
      }
    }
    const c80TTB = whole(claims.section80TTB);
    if (c80TTB > 0) {
      if (!allows.section80TTB) (notForHuf ??= []).push('80TTB');
      else if (!seniorIndividual) notes.push(d.ttb80NotSenior);
      else {
        s80TTB = Math.min(c80TTB, y.limit80TTB);
        if (s80TTB < c80TTB) notes.push(t.common.capNote('80TTB', c80TTB, s80TTB, d.cap80TTB));
      }
    }

    const c80E = whole(claims.section80E);
    if (c80E > 0) {
      if (!allows.section80E) (notForHuf ??= []).push('80E');
      else s80E = c80E;
    }

    // 80DD, 80DDB (individual or HUF) and 80U (individual): residents only.
    const c80DD = disability(claims.section80DD, v.amount80DD, v.amount80DDSevere);
    if (c80DD > 0) {
      if (!ctx.resident) (notForNonResident ??= []).push('80DD');
      else s80DD = c80DD;
    }
    const c80DDB = whole(claims.section80DDB);
    if (c80DDB > 0) {
      if (!ctx.resident) (notForNonResident ??= []).push('80DDB');
      else {
        const patientSenior = claims.section80DDBPatientSenior ?? seniorResident;
        const limit = patientSenior ? v.limit80DDBSenior : v.limit80DDB;
        s80DDB = Math.min(c80DDB, limit);
        if (s80DDB < c80DDB) notes.push(t.common.capNote('80DDB', c80DDB, s80DDB, d.cap80DDB));
      }
    }
    const c80U = disability(claims.section80U, v.amount80U, v.amount80USevere);
    if (c80U > 0) {
      if (!allows.section80U) (notForHuf ??= []).push('80U');
      else if (!ctx.resident) (notForNonResident ??= []).push('80U');
      else s80U = c80U;
    }

    let c80EE = whole(claims.section80EE);
    let c80EEA = whole(claims.section80EEA);
    if (c80EE > 0 && !allows.section80EE) {
      (notForHuf ??= []).push('80EE');
      c80EE = 0;
    }
    if (c80EEA > 0 && !allows.section80EEA) {
      (notForHuf ??= []).push('80EEA');
      c80EEA = 0;
    }
    if (c80EE > 0) {
      s80EE = Math.min(c80EE, v.limit80EE);
      if (s80EE < c80EE) notes.push(t.common.capNote('80EE', c80EE, s80EE, d.cap80EE));
      notes.push(d.ee80Conditions);
    }
    if (c80EEA > 0) {
      // s.80EEA(1): only for an individual not eligible under s.80EE.
      if (c80EE > 0) notes.push(d.eea80With80EE);
      else {
        s80EEA = Math.min(c80EEA, v.limit80EEA);
        if (s80EEA < c80EEA) notes.push(t.common.capNote('80EEA', c80EEA, s80EEA, d.cap80EEA));
        notes.push(d.eea80Conditions);
      }
    }
  }

  if (c80CCD2 > 0) {
    if (!allows.section80CCD2) (notForHuf ??= []).push('80CCD(2)');
    else {
      const percent =
        ctx.employerType === 'government'
          ? v.percent80CCD2Government
          : isOld
            ? y.percent80CCD2Old
            : y.percent80CCD2New;
      s80CCD2 = employerNps(c80CCD2, ctx, percent, notes, t);
    }
  }

  // Every deduction with its own limit: the base 80GG and 80G work from.
  const beforeRentAndDonations =
    s80C +
    s80CCC +
    s80CCD1 +
    s80CCD1B +
    s80CCD2 +
    s80D +
    s80DParents +
    s80DD +
    s80DDB +
    s80TTA +
    s80TTB +
    s80E +
    s80EE +
    s80EEA +
    s80U;
  if (isOld) {
    const c80GG = whole(claims.section80GG);
    if (c80GG > 0) {
      if (!allows.section80GG) (notForHuf ??= []).push('80GG');
      else if (ctx.receivesHra) notes.push(d.gg80WithHra);
      else {
        const adjusted = Math.max(0, ctx.normalGross - beforeRentAndDonations);
        s80GG = rentDeduction(c80GG, adjusted, v, notes, t);
      }
    }
    // The amount entered as already computed under s.80G is taken as it is.
    s80G = whole(claims.section80G);
    const donations = claims.donations80G;
    if (donations && hasDonations(donations)) {
      const adjustedGross = Math.max(0, ctx.normalGross - beforeRentAndDonations - s80GG);
      s80G += donationDeduction(donations, adjustedGross, v.percent80GQualifying, notes, t);
    }
    if (s80GG > 0 && s80G > 0) notes.push(d.gg80And80G);
  }

  if (notForHuf) notes.push(d.notForHuf(notForHuf));
  if (notForNonResident) notes.push(d.notForNonResident(notForNonResident));

  const claimed = beforeRentAndDonations + s80GG + s80G;
  // s.80A(2): Chapter VI-A cannot exceed gross total income; s.111A/112/112A: not against those gains.
  const total = Math.min(claimed, ctx.normalGross);
  if (total < claimed) notes.push(d.grossTotalIncomeLimit(claimed, total));

  const group80C = s80C + s80CCC + s80CCD1;
  if (group80C > 0)
    steps.push({ label: d.less80C, amount: group80C, section: '80C', section2025: '123' });
  if (s80CCD1B > 0)
    steps.push({
      label: d.less80CCD1B,
      amount: s80CCD1B,
      section: '80CCD(1B)',
      section2025: '124(3)',
    });
  if (s80CCD2 > 0)
    steps.push({
      label: d.less80CCD2,
      amount: s80CCD2,
      section: '80CCD(2)',
      section2025: '124(1)',
    });
  if (s80D > 0) steps.push({ label: d.less80D, amount: s80D, section: '80D', section2025: '126' });
  if (s80DParents > 0)
    steps.push({
      label: d.less80DParents,
      amount: s80DParents,
      section: '80D',
      section2025: '126',
    });
  if (s80DD > 0)
    steps.push({ label: d.less80DD, amount: s80DD, section: '80DD', section2025: '127' });
  if (s80DDB > 0)
    steps.push({ label: d.less80DDB, amount: s80DDB, section: '80DDB', section2025: '128' });
  if (s80TTA > 0)
    steps.push({ label: d.less80TTA, amount: s80TTA, section: '80TTA', section2025: '153' });
  if (s80TTB > 0)
    steps.push({ label: d.less80TTB, amount: s80TTB, section: '80TTB', section2025: '153' });
  if (s80E > 0) steps.push({ label: d.less80E, amount: s80E, section: '80E', section2025: '129' });
  if (s80EE > 0)
    steps.push({ label: d.less80EE, amount: s80EE, section: '80EE', section2025: '130' });
  if (s80EEA > 0)
    steps.push({ label: d.less80EEA, amount: s80EEA, section: '80EEA', section2025: '131' });
  if (s80G > 0) steps.push({ label: d.less80G, amount: s80G, section: '80G', section2025: '133' });
  if (s80GG > 0)
    steps.push({ label: d.less80GG, amount: s80GG, section: '80GG', section2025: '134' });
  if (s80U > 0) steps.push({ label: d.less80U, amount: s80U, section: '80U', section2025: '154' });

  return {
    allowed: {
      section80C: s80C,
      section80CCC: s80CCC,
      section80CCD1: s80CCD1,
      section80CCD1B: s80CCD1B,
      section80CCD2: s80CCD2,
      section80D: s80D,
      section80DParents: s80DParents,
      section80DD: s80DD,
      section80DDB: s80DDB,
      section80E: s80E,
      section80EE: s80EE,
      section80EEA: s80EEA,
      section80G: s80G,
      section80GG: s80GG,
      section80TTA: s80TTA,
      section80TTB: s80TTB,
      section80U: s80U,
    },
    total,
    disallowedInNew: !isOld && others,
  };
}

/**
 * s.80CCD(1): an employee's own contribution up to 10 % of salary (basic + DA; the gross salary
 * when not given), anyone else's up to 20 % of gross total income (Finance Act 2017).
 */
function ownNpsWithinPercent(
  claim: number,
  ctx: ChapterVIAContext,
  notes: string[],
  t: EngineText,
): number {
  const v = ctx.y.chapterVIA;
  const employee = ctx.grossSalary > 0 || ctx.basicPlusDa > 0;
  const percent = employee ? v.percent80CCD1Employee : v.percent80CCD1Other;
  const base = employee
    ? ctx.basicPlusDa > 0
      ? ctx.basicPlusDa
      : ctx.grossSalary
    : ctx.normalGross;
  const limit = divFloor(base * percent, 100);
  if (claim <= limit) return claim;
  const of = !employee ? 'income' : ctx.basicPlusDa > 0 ? 'basicPlusDa' : 'grossSalary';
  notes.push(t.common.capNote('80CCD(1)', claim, limit, t.deductions.cap80CCD1(percent, of)));
  return limit;
}
