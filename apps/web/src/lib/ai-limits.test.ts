import { AI_QUERY_MAX_LENGTH } from '@taxguide/contracts/ai';
import { expect, it } from 'vitest';
import { QUERY_MAX_LENGTH } from './ai-limits';

it('keeps the API limit on AI questions', () => {
  expect(QUERY_MAX_LENGTH).toBe(AI_QUERY_MAX_LENGTH);
});
