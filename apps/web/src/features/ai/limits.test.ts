import {
  AI_CHAT_ASSISTANT_MAX_LENGTH,
  AI_CHAT_MAX_MESSAGES,
  AI_QUERY_MAX_LENGTH,
} from '@taxguide/contracts/ai';
import { expect, it } from 'vitest';
import { CHAT_ASSISTANT_MAX_LENGTH, CHAT_MAX_MESSAGES, QUERY_MAX_LENGTH } from './limits';

it('keeps the API limits on AI questions', () => {
  expect(QUERY_MAX_LENGTH).toBe(AI_QUERY_MAX_LENGTH);
  expect(CHAT_MAX_MESSAGES).toBe(AI_CHAT_MAX_MESSAGES);
  expect(CHAT_ASSISTANT_MAX_LENGTH).toBe(AI_CHAT_ASSISTANT_MAX_LENGTH);
});
