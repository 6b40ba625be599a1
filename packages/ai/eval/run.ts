/**
 * Prints the offline evaluation (the same runs test/evaluation.test.ts asserts):
 *   npx tsx packages/ai/eval/run.ts
 */
import { createExplainer } from '../src/explainer';
import { dialogueReport, evaluate, evaluateDialogues, report } from './evaluate';
import { blindQuestions } from './blind-questions';
import { holdoutQuestions } from './holdout-questions';
import { peopleQuestions } from './people-questions';

// A fixed "today" keeps holding-period questions reproducible.
const explainer = () => createExplainer({ today: () => '2026-11-23' });
console.log('== eval/questions.ts');
console.log(report(await evaluate(explainer())));
console.log('\n== eval/people-questions.ts');
console.log(report(await evaluate(explainer(), peopleQuestions)));
console.log('\n== eval/holdout-questions.ts');
console.log(report(await evaluate(explainer(), holdoutQuestions)));
console.log('\n== eval/blind-questions.ts');
console.log(report(await evaluate(explainer(), blindQuestions)));
console.log('\n== eval/dialogues.ts');
console.log(dialogueReport(await evaluateDialogues(explainer())));
