import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { assertNoMockApiProblems, server, startServer } from './msw/server';

beforeAll(() => {
  startServer();
});

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  // Overrides of one test (server.use) end with it; an unexpected request or a handler
  // that threw fails it.
  server.resetHandlers();
  assertNoMockApiProblems();
});

afterAll(() => {
  server.close();
});
