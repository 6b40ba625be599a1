/**
 * Topics people name by product or scheme that went to the wrong section: Sukanya Samriddhi
 * interest (exempt under 1961 s. 10(11A), not 80TTA), shares listed abroad (112, not 111A),
 * futures and options losses (business losses under 72, not capital losses under 74), health
 * and education cess (explained with the rates on our 115BAC page, not 195 or 80D) and
 * agricultural income (exempt under 10(1), not 54B on agricultural land). Each is asked two ways.
 */
import { lookupAct1961 } from '@taxguide/content';
import { describe, expect, it } from 'vitest';
import { createExplainer } from '../src/explainer';

const explainer = createExplainer({ today: () => '2026-11-23' });
const ask = async (q: string) => (await explainer.explain(q)).answer;

/** The 2025 section the section map carries a 1961 provision into. */
function act2025Of(section1961: string): string {
  return lookupAct1961(section1961)!.to2025[0]!.number;
}

describe('unpaged 1961 provisions named by their topic', () => {
  it.each(['sukanya interest taxable', 'is ssy maturity amount tax free'])(
    '%s: 10(11A), with our 80C page that lists the deposit',
    async (q) => {
      const answer = await ask(q);
      expect(answer.section).toBe('Section 10(11A) of the Income-tax Act 1961');
      expect(answer.explanation).toContain(`section ${act2025Of('10(11A)')} (`);
      expect(answer.relatedSections[0]).toBe('80C');
      expect(answer.relatedSections).not.toContain('80TTA');
    },
  );

  it('a Sukanya question about the 80C deduction still goes to 80C', async () => {
    const answer = await ask('sukanya samriddhi 80c deduction limit');
    expect(answer.sectionNumber).toBe('80C');
  });

  it.each(['agricultural income taxable?', 'is income from farming taxed in india'])(
    '%s: 10(1), not 54B',
    async (q) => {
      const answer = await ask(q);
      expect(answer.section).toBe('Section 10(1) of the Income-tax Act 1961');
      expect(answer.explanation).toContain(`section ${act2025Of('10(1)')} (`);
    },
  );

  it('selling agricultural land is still 54B', async () => {
    expect((await ask('exemption on sale of agricultural land')).sectionNumber).toBe('54B');
  });

  it.each(['f&o loss', 'futures and options loss carry forward', 'loss in fno trading'])(
    '%s: business loss under 72, with our section 28 page',
    async (q) => {
      const answer = await ask(q);
      expect(answer.section).toBe('Section 72 of the Income-tax Act 1961');
      expect(answer.explanation).toContain(
        `section ${act2025Of('72')} (Carry forward of business loss)`,
      );
      // The map's neighbouring row (capital losses, 74) may follow, never lead.
      expect(answer.relatedSections.slice(0, 2)).toEqual(['28', '71']);
    },
  );

  it('a capital loss is still 74', async () => {
    expect((await ask('carry forward capital loss on shares')).sectionNumber).toBe('74');
  });
});

describe('named topics with a page of ours', () => {
  it.each(['foreign stocks gains', 'tax on profit from us shares'])('%s: 112', async (q) => {
    const answer = await ask(q);
    expect(answer.sectionNumber).toBe('112');
  });

  it('listed Indian shares are still 111A and 112A', async () => {
    expect((await ask('short term capital gain on listed shares')).sectionNumber).toBe('111A');
    expect((await ask('ltcg on equity shares')).sectionNumber).toBe('112A');
  });

  it.each(['cess 4%', 'health and education cess', 'what is education cess on income tax'])(
    '%s: 115BAC, whose page states the 4% cess',
    async (q) => {
      const answer = await ask(q);
      expect(answer.sectionNumber).toBe('115BAC');
    },
  );

  it('cess mentioned with a narrower topic keeps that topic', async () => {
    expect((await ask('ltcg tax on shares with cess')).sectionNumber).toBe('112A');
    expect((await ask('tds on nri payment plus cess')).sectionNumber).toBe('195');
  });
});
