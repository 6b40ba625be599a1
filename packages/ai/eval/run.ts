/**
 * Prints the offline evaluation (the same run test/evaluation.test.ts asserts):
 *   npx tsx packages/ai/eval/run.ts
 */
import { createExplainer } from '../src/explainer';
import { evaluate, report } from './evaluate';

// A fixed "today" keeps holding-period questions reproducible.
const explainer = createExplainer({ today: () => '2026-11-23' });
console.log(report(await evaluate(explainer)));
