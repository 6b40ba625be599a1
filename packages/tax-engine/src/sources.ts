// Where each source tag of the rule tables' citations can be read (docs/tax-sources.md lists
// them with what each supports; a test keeps the two equal). The first address of a source is
// the one a citation links to.

export const SOURCE_ADDRESSES: Readonly<Record<string, string>> = Object.freeze({
  S1: 'https://www.businesstoday.in/personal-finance/tax/story/still-confused-about-tax-relief-in-budget-2025-income-tax-dept-answers-it-all-for-you-463001-2025-02-01',
  S2: 'https://lobakmerak.netlify.app/host-https-m.economictimes.com/wealth/tax/rs-1-lakh-cr-tax-relief-to-taxpayers-heres-the-income-tax-benefit-at-different-income-levels-announced-in-budget-2025/articleshow/117831179.cms',
  S3: 'https://webjosh.com/article/budget-2025-highlights-tax-relief-for-middle-class-interest-free-loans-to-states-pm-dhan-dhanya-krishi-yojana-for-farmers-1738401869-280',
  S4: 'https://inshorts.com/en/news/how-does-marginal-relief-help-people-earning-slightly-more-than--12-lakh--1738404753246',
  S5: 'https://groyourwealth.com/economy/budget-2025s-%E2%82%B912-lakh-tax-break-heres-what-marginal-relief-rebate-means-for-your-income/',
  S7: 'https://www.business-standard.com/amp/finance/personal-finance/if-your-salary-is-rs-12-10-lakh-do-you-have-to-pay-full-tax-of-rs-61-125020500219_1.html',
  S8: 'https://www.financialexpress.com/money/budget-2025-rs-12-lakh-annual-income-tax-free-but-you-cant-include-these-incomes-for-benefit-3736707',
  S9: 'https://upstox.com/news/personal-finance/tax/income-tax-rebate-calculation-capital-gains-under-section-111-a-section-112-excluded-says-cbdt/article-147351',
  S9c: 'https://www.businesstoday.in/personal-finance/tax/story/section-87a-rebate-gap-bcci-urges-budget-2026-relief-for-small-taxpayers-investors-509265-2026-01-03',
  S10: 'https://taxmanagementindia.com/web/tmi_blog_details.asp?id=794374',
  S11: 'https://www.caclubindia.com/acts/26907-section-87a-income-tax-act-1961.asp',
  S12: 'https://eztax.in/income-tax-act-2025/section-156',
  S12b: 'https://eztax.in/rebate-and-marginal-tax-relief-explained',
  S13: 'https://egazette.gov.in/WriteReadData/2025/265620.pdf',
  S14: 'https://www.sakshipost.com/news/national/union-budget-2024-check-out-revised-tax-slabs-new-regime-317062',
  S15: 'https://www.ndtvprofit.com/budget/budget-2024-new-tax-regime-slab-rate-revised-standard-deduction-raised',
  S16: 'https://www.livemint.com/economy/individuals-cooperatives-get-tax-relief-in-budget/amp-11675248592632.html',
  S17: 'https://bankforms.org/latest-it-slabs-for-ay-2023-2024/',
  S18: 'https://www.livemint.com/money/personal-finance/what-this-budget-has-on-offer-for-hnis/amp-11675279048473.html',
  S19: 'https://studycafe.in/income-tax-surcharge-and-marginal-relief-know-how-to-calculate-370211.html',
  S20: 'https://taxinindia.com/?p=442',
  S21: 'https://gstguntur.com/marginal-relief-on-surcharge/',
  S22: 'https://www.ftaxco.in/2025/08/income-tax-slabs-for-assessment-year.html',
  S23: 'https://cacube.in/?p=7943',
  S24: 'https://nkansala.in/new-tax-slab-vs-old-tax-slab',
  S25: 'https://upstox.com/news/personal-finance/tax/how-did-the-national-pension-system-become-more-attractive-under-the-new-tax-regime/article-105218',
  S26: 'https://www.livemint.com/money/personal-finance/how-to-save-income-tax-under-various-sections-in-fy-2223/amp-11672159551810.html',
  S27: 'https://cascg.in/resources/Utilities/Comparison_of_Deduction_Under_Section_80TTA_and_80TTB/Comparison_of_Deduction_Under_Section_80TTA_and_80TTB.aspx',
  S28: 'https://caclubindia.com/forum/standar-deduction-552294.asp',
  S29: 'https://rkcompanyca.com/detail/2163.aspx',
  S33: 'https://govtempdiary.com/2022/12/income-tax-calculation-example-4-for-salary-employees-2023-24/300425',
  S34: 'https://www.angelone.in/news/taxation/draft-income-tax-rules-2026-bengaluru-pune-hyderabad-ahmedabad-set-to-get-50-hra-rebate-in-new-rules',
  S35: 'https://www.taxtmi.com/news?id=27685',
  S36: 'https://www.caclubindia.com/acts/33600-tax-on-long-term-capital-gains-income-tax-act-2025.asp',
  S37: 'https://www.casonithshetty.com/post/understanding-capital-gains-tax-changes-in-india-before-and-after-23rd-july-2024',
  S40: 'https://abcaus.in/income-tax/cost-inflation-index-ay-2018-19-base-year-2001-02-table-cbdt.html/amp',
  S41: 'https://aaptaxlaw.com/income-tax-act/section-207-208-income-tax-act-tax-liability-for-payment-of-advance-tax-conditions-of-liability-to-pay-advance-tax-sec-207-208-of-income-tax-act-1961.html',
  S42: 'https://www.taxtmi.com/acts?id=3590',
  S43: 'http://www.aaptaxlaw.com/income-tax-act/section-288a-288b-income-tax-act-rounding-off-of-income-rounding-off-amount-payable-and-refund-due-sec-288a-288b-of-income-tax-act-1961.html',
  S43b: 'https://aubsp.com/income-tax-act-2025-section-516',
  S44: 'https://www.business-standard.com/amp/india-news/president-gives-assent-to-income-tax-act-2025-replacing-1961-law-125082201206_1.html',
  S47: 'https://www.taxtmi.com/manuals?id=312',
  S49: 'https://hindi.moneycontrol.com/news/your-money/income-tax-budget-no-need-to-pay-tax-on-income-upto-7-lakh-75-thousand-income-tax-calculation-budget-2024-1914498.html/amp',
  'HOLDING fvbb': 'https://fvbb.com/ns/ltcg-stcg-holding-periods-for-capital-gains/248091',
});

/** A source written as a bare address ("taxtmi.com/acts?id=3961"), not a tag. */
const BARE_ADDRESS = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?$/i;

/**
 * The address a citation's `source` links to: its first tag's (in SOURCE_ADDRESSES), or its first
 * part when that is itself an address. Undefined for sources named only in words.
 */
export function sourceAddress(source: string | undefined): string | undefined {
  if (!source) return undefined;
  const tag = /\[([^\]]+)\]/.exec(source)?.[1];
  if (tag) return SOURCE_ADDRESSES[tag];
  const first = source.split(/[;,(]/)[0]!.trim();
  if (!BARE_ADDRESS.test(first)) return undefined;
  return first.startsWith('http') ? first : `https://${first}`;
}
