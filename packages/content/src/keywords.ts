import type { TrackedKeyword } from './types';

/**
 * Search terms the SEO agent tracks. Volumes (monthly searches in India) and difficulty (0–100)
 * are our estimates from public keyword tools, not measured data. `targetPath: null` marks a term
 * we track but have no page for yet.
 */
export const trackedKeywords: readonly TrackedKeyword[] = [
  {
    keyword: 'income tax calculator',
    searchVolume: 301000,
    difficulty: 78,
    targetPath: '/calculators',
  },
  {
    keyword: 'new tax regime slabs fy 2026-27',
    searchVolume: 49500,
    difficulty: 55,
    targetPath: '/section/115BAC',
  },
  {
    keyword: 'old vs new tax regime',
    searchVolume: 60500,
    difficulty: 62,
    targetPath: '/blog/old-vs-new-tax-regime',
  },
  { keyword: 'section 80c', searchVolume: 90500, difficulty: 58, targetPath: '/section/80C' },
  {
    keyword: '80c deductions list',
    searchVolume: 22200,
    difficulty: 45,
    targetPath: '/blog/section-80c-guide',
  },
  {
    keyword: 'section 87a rebate',
    searchVolume: 40500,
    difficulty: 50,
    targetPath: '/section/87A',
  },
  {
    keyword: 'marginal relief 12 lakh',
    searchVolume: 12100,
    difficulty: 32,
    targetPath: '/blog/section-87a-rebate-marginal-relief',
  },
  {
    keyword: 'hra exemption calculator',
    searchVolume: 33100,
    difficulty: 52,
    targetPath: '/calculators',
  },
  {
    keyword: 'hra exemption rules',
    searchVolume: 14800,
    difficulty: 40,
    targetPath: '/blog/hra-exemption-guide',
  },
  { keyword: 'section 80d', searchVolume: 49500, difficulty: 48, targetPath: '/section/80D' },
  {
    keyword: 'health insurance tax benefit parents',
    searchVolume: 8100,
    difficulty: 35,
    targetPath: '/blog/section-80d-health-insurance',
  },
  {
    keyword: 'home loan tax benefit',
    searchVolume: 27100,
    difficulty: 54,
    targetPath: '/blog/home-loan-tax-benefits',
  },
  {
    keyword: 'section 24b home loan interest',
    searchVolume: 12100,
    difficulty: 38,
    targetPath: '/section/24(b)',
  },
  {
    keyword: 'ltcg tax on shares',
    searchVolume: 22200,
    difficulty: 47,
    targetPath: '/section/112A',
  },
  {
    keyword: 'capital gains tax on property sale',
    searchVolume: 18100,
    difficulty: 50,
    targetPath: '/blog/capital-gains-tax-after-july-2024',
  },
  { keyword: 'stcg tax rate 20%', searchVolume: 6600, difficulty: 30, targetPath: '/section/111A' },
  {
    keyword: 'section 54 exemption',
    searchVolume: 14800,
    difficulty: 42,
    targetPath: '/section/54',
  },
  {
    keyword: 'advance tax due dates',
    searchVolume: 27100,
    difficulty: 40,
    targetPath: '/blog/advance-tax-guide',
  },
  {
    keyword: 'advance tax calculator',
    searchVolume: 14800,
    difficulty: 44,
    targetPath: '/calculators',
  },
  { keyword: 'section 44ada', searchVolume: 18100, difficulty: 36, targetPath: '/section/44ADA' },
  {
    keyword: 'presumptive taxation 44ad',
    searchVolume: 12100,
    difficulty: 38,
    targetPath: '/blog/presumptive-taxation-44ad-44ada',
  },
  {
    keyword: 'tds rate chart',
    searchVolume: 40500,
    difficulty: 56,
    targetPath: '/blog/tds-basics',
  },
  { keyword: 'tds on rent 194i', searchVolume: 9900, difficulty: 33, targetPath: '/section/194I' },
  {
    keyword: 'tds on fd interest senior citizen',
    searchVolume: 8100,
    difficulty: 30,
    targetPath: '/section/194A',
  },
  {
    keyword: 'which itr form to file',
    searchVolume: 33100,
    difficulty: 46,
    targetPath: '/blog/which-itr-form',
  },
  { keyword: 'itr due date', searchVolume: 74000, difficulty: 60, targetPath: '/section/139(1)' },
  {
    keyword: 'belated return penalty 234f',
    searchVolume: 9900,
    difficulty: 34,
    targetPath: '/section/234F',
  },
  {
    keyword: 'updated return itr-u',
    searchVolume: 8100,
    difficulty: 31,
    targetPath: '/section/139(8A)',
  },
  {
    keyword: 'income tax act 2025',
    searchVolume: 60500,
    difficulty: 52,
    targetPath: '/blog/income-tax-act-2025-what-changed',
  },
  { keyword: 'tax year meaning', searchVolume: 4400, difficulty: 22, targetPath: '/faq' },
  {
    keyword: 'income tax abbreviations',
    searchVolume: 2900,
    difficulty: 18,
    targetPath: '/abbreviations',
  },
  {
    keyword: 'nps tax benefit 80ccd 1b',
    searchVolume: 12100,
    difficulty: 37,
    targetPath: '/section/80CCD(1B)',
  },
  {
    keyword: 'standard deduction 75000',
    searchVolume: 18100,
    difficulty: 35,
    targetPath: '/section/16(ia)',
  },
  {
    keyword: 'income tax sections list',
    searchVolume: 9900,
    difficulty: 40,
    targetPath: '/sections',
  },
  {
    keyword: 'gratuity tax exemption',
    searchVolume: 14800,
    difficulty: 39,
    targetPath: '/section/10(10)',
  },
  { keyword: 'form 16 download', searchVolume: 40500, difficulty: 58, targetPath: null },
  { keyword: 'crypto tax india', searchVolume: 18100, difficulty: 55, targetPath: '/section/194S' },
  { keyword: 'nri income tax return', searchVolume: 12100, difficulty: 49, targetPath: null },
];
