// Hindi text shared by several calculators, following the glossary (docs/i18n.md).
import { formatInr } from '../../format';
import type { CommonText } from '../en/common';

export const COMMON_HI: CommonText = {
  financialYearAssumed: (fy) => `वित्तीय वर्ष नहीं दिया गया: ${fy} माना गया।`,
  capNote: (what, claimed, allowed, section) =>
    `${what}: दावा ${formatInr(claimed)}, सीमा ${formatInr(allowed)} तक सीमित (${section})।`,
};
