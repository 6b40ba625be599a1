import { guide } from './helpers';

export const whichItrFormGuide = guide({
  slug: 'which-itr-form',
  title: 'Which ITR Form Should You File? ITR-1, ITR-2, ITR-3 or ITR-4 Explained',
  excerpt:
    'A quick way to pick the right income tax return form for FY 2025-26 based on your income: salary, house property, capital gains, business or presumptive income, plus the due dates and the most common mistakes.',
  category: 'compliance',
  publishedAt: '2026-06-22',
  imageAlt:
    'Four stacked form icons labelled ITR-1 to ITR-4 with a check mark on one, under the title Which ITR Form',
  relatedSections: ['139(1)', '139(4)', '139(5)', '139(8A)', '44AD', '44ADA'],
  markdown: `Filing on the wrong form is one of the commonest reasons a return is treated as defective. The form depends on **what kinds of income you have**, not on how much tax you pay. This guide covers returns for FY 2025-26 (assessment year 2026-27), filed in 2026 under the 1961 Act. Returns for tax year 2026-27, filed in 2027, use the forms notified under the Income-tax Act 2025.

## The four forms for individuals

| Form | Who it is for | Typical income |
|---|---|---|
| ITR-1 (Sahaj) | Resident individuals with total income up to ₹50 lakh | Salary or pension, one house property, interest, dividends, family pension, agricultural income up to ₹5,000, long-term equity gains under 112A up to ₹1.25 lakh |
| ITR-2 | Individuals and HUFs with no business or professional income | Everything in ITR-1 plus other capital gains, more than one house, foreign assets or income, income above ₹50 lakh; also non-residents |
| ITR-3 | Individuals and HUFs with business or professional income | Income from a business or profession with regular accounts, partners in firms, plus any of the above |
| ITR-4 (Sugam) | Resident individuals, HUFs and firms (not LLPs) with total income up to ₹50 lakh | Presumptive income under [44AD](/section/44AD), [44ADA](/section/44ADA) or [44AE](/section/44AE), with salary, one house, interest and 112A gains up to ₹1.25 lakh |

ITR-5 (firms, LLPs, associations), ITR-6 (companies) and ITR-7 (trusts) are for other taxpayers.

## A quick decision path

1. Any business or professional income? If it is all presumptive and total income is up to ₹50 lakh, **ITR-4**; otherwise **ITR-3**.
2. No business income, but capital gains other than small 112A gains, more than one house, foreign assets, or income above ₹50 lakh? **ITR-2**.
3. Otherwise, as a resident: **ITR-1**.

## You cannot use ITR-1 if you

- are a director of a company or hold unlisted equity shares;
- have any asset or income outside India, or signing authority on a foreign account;
- have deferred tax on ESOPs of an eligible start-up, or losses to carry forward;
- are a non-resident or "resident but not ordinarily resident".

## Due dates

| Return | Due date |
|---|---|
| ITR-1 and ITR-2 | 31 July |
| ITR-3 and ITR-4 without audit | 31 August (31 July before) |
| Cases needing a tax audit | 31 October |

The 31 August date comes from the Finance Act 2026, which amended section 139(1) of the 1961 Act with effect from 1 March 2026, so it covers FY 2025-26 returns (31 August 2026); no CBDT notification is involved. Sources disagree here: some commentaries read the change as applying only from tax year 2026-27 under section 263(1)(c) of the Income-tax Act 2025. Check the date shown on the e-filing portal for your return.

After the due date you can file a [belated return](/section/139(4)) until 31 December, with a late fee. Found a mistake later? File a [revised return](/section/139(5)) (now until 31 March, with a fee after 31 December) or, if that window has closed, an [updated return](/section/139(8A)).

## Mistakes to avoid

- Not matching income and TDS with Form 26AS and the AIS before filing (for tax year 2026-27 the statement is Form 168).
- Forgetting interest on savings accounts and fixed deposits: it is taxable even when no TDS was deducted.
- Choosing the old regime in a late return: a person without business income can choose it only when filing by the due date. See [old vs new regime](/blog/old-vs-new-tax-regime).
- Not verifying the return within 30 days of filing.

For tax year 2026-27 these rules are in section 263 of the Income-tax Act 2025: 263(1) for who must file and the due dates, 263(4) for belated, 263(5) for revised and 263(6) for updated returns. For who must file at all, see [section 139(1)](/section/139(1)); for frequent questions, see the [FAQ](/faq).`,
  claims: [],
  figures: [],
});
