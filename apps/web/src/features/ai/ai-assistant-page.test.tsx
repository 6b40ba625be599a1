import type { ChatRequest } from '@taxguide/contracts/ai';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { eventStream } from '../../test/msw/respond';
import { server } from '../../test/msw/server';
import { metaContent, renderRoute } from '../../test/render-route';
import { CAPABILITIES } from './ai-assistant-page';

afterEach(() => {
  // The toast store is the page's (module state): start each test without one.
  act(() => dismissToast());
});

const CONVERSATION = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const done80C = {
  conversationId: CONVERSATION,
  replaced: false,
  source: 'offline',
  kind: 'section',
  sectionNumber: '80C',
  citations: [
    {
      sectionNumber: '80C',
      act2025Section: '123',
      title: 'Deduction for Investments',
      url: '/section/80C',
    },
  ],
  refused: false,
};

interface OpenAnswer {
  /** What the page sent: the question and its conversation's id. */
  request: ChatRequest;
  send(event: string, data: unknown): void;
  close(): void;
  /** True once the page gave up on the answer (Stop). */
  aborted(): boolean;
}

/**
 * Answers POST /api/ai/chat: each request gets a stream the test writes events into. Any other
 * call is answered by the default mock API (the page makes none).
 */
function stubChat(status = 200, errorBody?: unknown) {
  const answers: OpenAnswer[] = [];
  server.use(
    http.post('/api/ai/chat', async ({ request }) => {
      if (status !== 200) return HttpResponse.json(errorBody as object, { status });
      const stream = eventStream(request.signal);
      answers.push({
        request: (await request.json()) as ChatRequest,
        send: stream.send,
        close: stream.close,
        aborted: () => request.signal.aborted,
      });
      return stream.response;
    }),
  );
  return answers;
}

function toastText(kind: 'status' | 'alert'): string {
  const live = kind === 'status' ? 'polite' : 'assertive';
  return document.querySelector(`[role="${kind}"][aria-live="${live}"]`)?.textContent ?? '';
}

const questionBox = () => screen.getByRole('textbox', { name: 'Your question' });
const log = () => screen.getByRole('log', { name: 'Conversation' });
const sendButton = () => screen.getByRole('button', { name: /^(Send|Answering\.\.\.)$/ });

// Whole-route renders on a shared 2-core machine: more than the default 5 s when it is busy.
describe('/ai-assistant', { timeout: 20_000 }, () => {
  it('has its heading, head tags and the six capability cards', async () => {
    stubChat();
    await renderRoute('/ai-assistant');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI Tax Assistant');
    expect(document.title).toBe('AI Tax Assistant | TaxGuide India');
    const description = metaContent('name="description"') ?? '';
    expect(description.length).toBeGreaterThan(60);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost:3000/ai-assistant',
    );
    expect(metaContent('name="robots"')).toBe('index, follow');

    const cards = within(
      screen.getByRole('region', { name: 'What the assistant can do' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(
      CAPABILITIES.map((c) => c.title.message),
    );
    expect(screen.queryByText(/Coming soon/)).toBeNull();
    // The disclaimer is the footer's, once.
    const notes = screen.getAllByRole('note', { name: 'Disclaimer' });
    expect(notes).toHaveLength(1);
    expect(notes[0]!.closest('footer')).not.toBeNull();
  });

  it('answers offline: one "message" event, then "done" with the sources', async () => {
    const answers = stubChat();
    const { user } = await renderRoute('/ai-assistant');
    expect(sendButton()).toHaveProperty('disabled', true);
    await user.type(questionBox(), 'What does section 80C allow?');
    await user.click(sendButton());

    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.request).toEqual({ message: 'What does section 80C allow?' });
    expect(within(log()).getByRole('listitem', { name: 'You asked' }).textContent).toBe(
      'What does section 80C allow?',
    );
    expect((questionBox() as HTMLTextAreaElement).value).toBe('');
    expect(sendButton().textContent).toBe('Answering...');

    answers[0]!.send('message', {
      text: '**Section 80C**\n\nDeduct up to ₹1,50,000.\n\nRelated sections: [80CCC](/section/80CCC)',
    });
    answers[0]!.send('done', done80C);
    answers[0]!.close();

    const answer = await within(log()).findByRole('listitem', { name: 'Assistant answered' });
    await waitFor(() => expect(answer.textContent).toContain('Deduct up to ₹1,50,000.'));
    // Markdown: bold heading, a link to the related section page.
    expect(await within(answer).findByText('Section 80C', { selector: 'strong' })).toBeDefined();
    expect(within(answer).getByRole('link', { name: '80CCC' }).getAttribute('href')).toBe(
      '/section/80CCC',
    );
    await waitFor(() =>
      expect(within(answer).getByRole('link', { name: 'Section 80C' }).getAttribute('href')).toBe(
        '/section/80C',
      ),
    );
    expect(answer.getAttribute('aria-busy')).toBeNull();
    expect(sendButton().textContent).toBe('Send');
  });

  it('writes a streamed answer as its "delta" events arrive, and continues the conversation by its id', async () => {
    const answers = stubChat();
    const { user } = await renderRoute('/ai-assistant');
    await user.type(questionBox(), 'What is 80D?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(answers).toHaveLength(1));

    answers[0]!.send('delta', { text: 'Section 80D covers ' });
    const answer = await within(log()).findByRole('listitem', { name: 'Assistant answered' });
    await waitFor(() => expect(answer.textContent).toContain('Section 80D covers'));
    expect(answer.getAttribute('aria-busy')).toBe('true');
    answers[0]!.send('delta', { text: 'health insurance premiums.' });
    await waitFor(() =>
      expect(answer.textContent).toContain('Section 80D covers health insurance premiums.'),
    );
    answers[0]!.send('done', { ...done80C, source: 'model', sectionNumber: '80D', citations: [] });
    answers[0]!.close();
    await waitFor(() => expect(sendButton().textContent).toBe('Send'));

    await user.type(questionBox(), 'And for parents?');
    await user.click(sendButton());
    await waitFor(() => expect(answers).toHaveLength(2));
    // Only the id and the new question: the server holds the turns.
    expect(answers[1]!.request).toEqual({
      conversationId: CONVERSATION,
      message: 'And for parents?',
    });
  });

  it('an "error" event marks the answer broken off and shows the "Error" toast', async () => {
    const answers = stubChat();
    const { user } = await renderRoute('/ai-assistant');
    await user.type(questionBox(), 'What is 80C?');
    await user.click(sendButton());
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!.send('delta', { text: 'Section 80C lets' });
    answers[0]!.send('error', { message: 'The answer was cut off. Please ask again.' });
    answers[0]!.close();
    await waitFor(() => expect(toastText('alert')).toContain('Error'));
    expect(toastText('alert')).toContain('The answer was cut off. Please ask again.');
    const answer = within(log()).getByRole('listitem', { name: 'Assistant answered' });
    expect(answer.textContent).toContain('No complete answer');
    // No "done", no conversation id: the next question starts a conversation.
    await user.type(questionBox(), 'Try again: what is 80C?');
    await user.click(sendButton());
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]!.request).toEqual({ message: 'Try again: what is 80C?' });
  });

  it('shows the server message of a refused call (429) in the "Error" toast', async () => {
    stubChat(429, {
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: 'Too many questions: try again in a minute.',
      requestId: 'r',
    });
    const { user } = await renderRoute('/ai-assistant');
    await user.type(questionBox(), 'What is 80C?');
    await user.click(sendButton());
    await waitFor(() =>
      expect(toastText('alert')).toContain('Too many questions: try again in a minute.'),
    );
    expect(sendButton().textContent).toBe('Send');
  });

  it('a capability card asks its example; Stop ends an answer being written', async () => {
    const answers = stubChat();
    const { user } = await renderRoute('/ai-assistant');
    await user.click(
      screen.getByRole('button', { name: 'Try: “Tax on 15 lakh in the new regime”' }),
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.request).toEqual({ message: 'Tax on 15 lakh in the new regime' });
    answers[0]!.send('delta', { text: 'Working it out' });
    await within(log()).findByText('Working it out');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(answers[0]!.aborted()).toBe(true));
    await within(log()).findByText('(Stopped)');
    expect(sendButton().textContent).toBe('Send');
    expect(toastText('alert')).toBe('');
  });
});

// A section page's Ask AI opens /ai-assistant?ask=Explain%20Section%2080C.
describe('/ai-assistant?ask=: a question in the link', { timeout: 20_000 }, () => {
  it('is asked once on load and its answer shown', async () => {
    const answers = stubChat();
    await renderRoute('/ai-assistant?ask=Explain%20Section%2080C');
    // Once, though development mode mounts the page twice.
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.request).toEqual({ message: 'Explain Section 80C' });
    expect(within(log()).getByRole('listitem', { name: 'You asked' }).textContent).toBe(
      'Explain Section 80C',
    );
    answers[0]!.send('message', { text: '**Section 80C**\n\nDeduct up to ₹1,50,000.' });
    answers[0]!.send('done', done80C);
    answers[0]!.close();
    const answer = await within(log()).findByRole('listitem', { name: 'Assistant answered' });
    await waitFor(() => expect(answer.textContent).toContain('Deduct up to ₹1,50,000.'));
    await within(answer).findByRole('link', { name: 'Section 80C' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers).toHaveLength(1);
    // The box is free for a follow-up.
    expect((questionBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('holds the question to what can be typed: trimmed, control characters as spaces, 500 characters', async () => {
    const answers = stubChat();
    const long = `Explain section 80C ${'and more '.repeat(80)}`;
    await renderRoute(`/ai-assistant?ask=${encodeURIComponent(`  ${long}\n`)}`);
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.request.message).toBe(long.slice(0, 500).trim());
    expect(answers[0]!.request.message.length).toBeLessThanOrEqual(500);
  });

  it('asks nothing for an empty or blank parameter', async () => {
    const answers = stubChat();
    await renderRoute('/ai-assistant?ask=%20%0A%20');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answers).toEqual([]);
    expect(within(log()).queryByRole('listitem', { name: 'You asked' })).toBeNull();
  });
});

describe('/hi/ai-assistant', { timeout: 20_000 }, () => {
  it('is in Hindi, asks for Hindi answers, and links the cited Hindi pages once', async () => {
    const answers = stubChat();
    const { user } = await renderRoute('/hi/ai-assistant');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AI कर सहायक');
    expect(document.title).toBe('AI कर सहायक | TaxGuide India');
    // A starter question is asked in Hindi, and the request asks for a Hindi answer.
    await user.click(screen.getByRole('button', { name: 'धारा 80C क्या है?' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]!.request).toEqual({ message: 'धारा 80C क्या है?', lang: 'hi' });
    answers[0]!.send('message', {
      text: '**धारा 80C**\n\nसंबंधित धाराएं: [80CCC](/hi/section/80CCC), [80D](/section/80D)',
    });
    answers[0]!.send('done', {
      ...done80C,
      citations: [{ ...done80C.citations[0]!, url: '/hi/section/80C' }],
    });
    answers[0]!.close();
    const conversation = screen.getByRole('log', { name: 'बातचीत' });
    const answer = await within(conversation).findByRole('listitem', { name: 'सहायक का उत्तर' });
    await waitFor(() =>
      expect(within(answer).getByRole('link', { name: 'धारा 80C' }).getAttribute('href')).toBe(
        '/hi/section/80C',
      ),
    );
    expect((await within(answer).findByRole('link', { name: '80CCC' })).getAttribute('href')).toBe(
      '/hi/section/80CCC',
    );
    // A plain link in the text stays in the page's language.
    expect(within(answer).getByRole('link', { name: '80D' }).getAttribute('href')).toBe(
      '/hi/section/80D',
    );
  });
});
