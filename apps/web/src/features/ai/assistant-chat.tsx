import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { ChatDone, ChatMessage } from '@taxguide/contracts/ai';
import { Bot, Send, Square, User } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Link } from 'wouter';
import { Markdown, preloadMarkdown } from '../../components/markdown';
import { Button } from '../../components/ui/button';
import { fieldClasses } from '../../components/ui/field-classes';
import { toast } from '../../components/ui/use-toast';
import { pathWithoutLocale, type Locale } from '../../i18n/locale';
import { cn } from '../../lib/cn';
import { streamChat } from './api/chat-stream';
import { aiErrorMessage } from './error-message';
import { QUERY_MAX_LENGTH } from '../../lib/ai-limits';

export const CHAT_FAILED = 'Failed to get an answer';
const CHAT_FAILED_MESSAGE = msg`Failed to get an answer`;

/**
 * Questions offered on an empty conversation. In Hindi they are asked in Hindi: the assistant
 * reads Hindi and Hinglish questions (docs/i18n.md).
 */
export const STARTER_QUESTIONS: readonly MessageDescriptor[] = [
  msg`What does section 80C allow?`,
  msg`Tax on 15 lakh in the new regime`,
  msg`How is LTCG on shares taxed?`,
];

interface Turn {
  id: number;
  role: ChatMessage['role'];
  content: string;
  /** Assistant turns: being written, complete, stopped by the reader, or broken off. */
  status?: 'streaming' | 'done' | 'stopped' | 'error';
  done?: ChatDone;
  error?: string;
}

export interface AssistantChatHandle {
  /** Asks a question as if typed and sent (the capability cards' "Try it"). */
  ask(question: string): void;
}

/**
 * The /ai-assistant chat: POST /api/ai/chat, read as server-sent events. With a model
 * the answer is written as it arrives ("delta"); offline it comes whole ("message"); "done"
 * brings the section pages it cites; "error" means it broke off.
 */
export function AssistantChat({ ref }: { ref?: Ref<AssistantChatHandle> }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const failed = i18n._(CHAT_FAILED_MESSAGE);
  const inputId = useId();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  // The server keeps the conversation: the page only remembers its id (from the last "done").
  const conversationRef = useRef<string | undefined>(undefined);
  const abortRef = useRef<AbortController | null>(null);
  const busyRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    formRef.current?.setAttribute('data-ready', 'true');
    return () => abortRef.current?.abort();
  }, []);

  // A new question scrolls to the top of the conversation box, so its answer is read from its
  // start (not followed to its end as it is written).
  const turnCount = turns.length;
  useEffect(() => {
    const log = logRef.current;
    const asked = log?.querySelectorAll<HTMLElement>('[data-turn="user"]');
    const last = asked?.[asked.length - 1];
    if (log && last) log.scrollTop = Math.max(0, last.offsetTop - 16);
  }, [turnCount]);

  const update = (id: number, change: (turn: Turn) => Turn) =>
    setTurns((all) => all.map((t) => (t.id === id ? change(t) : t)));

  const send = useCallback(
    async (text: string) => {
      const question = text.trim().slice(0, QUERY_MAX_LENGTH);
      if (!question || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      // The answer is Markdown: fetch its parser while the model is thinking.
      preloadMarkdown();
      // English requests stay exactly as they were; a Hindi page asks for Hindi answers.
      const request = {
        conversationId: conversationRef.current,
        message: question,
        ...(locale === 'hi' ? { lang: locale } : {}),
      };
      const askedId = nextId.current++;
      const answerId = nextId.current++;
      setTurns((all) => [
        ...all,
        { id: askedId, role: 'user', content: question },
        { id: answerId, role: 'assistant', content: '', status: 'streaming' },
      ]);
      setDraft('');
      const controller = new AbortController();
      abortRef.current = controller;
      let finished = false;
      const breakOff = (message: string) => {
        finished = true;
        update(answerId, (t) => ({ ...t, status: 'error', error: message }));
        toast({ title: i18n._(msg`Error`), description: message, variant: 'destructive' });
      };
      try {
        for await (const event of streamChat(request, controller.signal)) {
          if (event.event === 'delta') {
            update(answerId, (t) => ({ ...t, content: t.content + event.data.text }));
          } else if (event.event === 'message') {
            update(answerId, (t) => ({ ...t, content: event.data.text }));
          } else if (event.event === 'done') {
            finished = true;
            conversationRef.current = event.data.conversationId;
            update(answerId, (t) => ({ ...t, status: 'done', done: event.data }));
          } else {
            breakOff(event.data.message || failed);
          }
        }
        // The connection closed before "done" or "error": the answer is incomplete.
        if (!finished) breakOff(failed);
      } catch (error) {
        if (controller.signal.aborted) {
          update(answerId, (t) => ({ ...t, status: 'stopped' }));
        } else {
          breakOff(aiErrorMessage(error, failed));
        }
      } finally {
        abortRef.current = null;
        busyRef.current = false;
        setBusy(false);
      }
    },
    [i18n, locale, failed],
  );

  useImperativeHandle(ref, () => ({ ask: (question) => void send(question) }), [send]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(draft);
  };
  // Enter sends, Shift+Enter starts a new line (as in every chat).
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };

  return (
    <div className="flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div
        ref={logRef}
        role="log"
        aria-label={i18n._(msg`Conversation`)}
        className="relative max-h-[60vh] min-h-64 overflow-y-auto p-4 sm:p-6"
      >
        {turns.length === 0 ? (
          <div className="text-slate-700">
            <p>
              <Trans>
                Ask about any section of the Income Tax Act (1961 or 2025 numbering), a deduction, a
                limit or the tax on an income. Answers come from our section pages, and figures from
                our tax engine.
              </Trans>
            </p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={i18n._(msg`Try asking`)}>
              {STARTER_QUESTIONS.map((descriptor) => i18n._(descriptor)).map((q) => (
                <li key={q}>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void send(q)}
                    className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {q}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ol className="space-y-5">
            {turns.map((turn) => (
              <ChatTurn key={turn.id} turn={turn} />
            ))}
          </ol>
        )}
      </div>

      <form
        ref={formRef}
        aria-label={i18n._(msg`Ask the tax assistant`)}
        onSubmit={onSubmit}
        className="flex flex-col gap-2 border-t border-slate-200 p-4 sm:flex-row sm:items-end sm:p-5"
      >
        <label htmlFor={inputId} className="sr-only">
          <Trans>Your question</Trans>
        </label>
        <textarea
          id={inputId}
          rows={2}
          value={draft}
          maxLength={QUERY_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
          placeholder={i18n._(
            msg`Ask a tax question, e.g. What is the 80D limit for senior citizen parents?`,
          )}
          className={cn(fieldClasses, 'min-h-12 resize-y py-2 sm:flex-1')}
        />
        <div className="flex gap-2">
          {busy && (
            <Button variant="outline" size="lg" onClick={() => abortRef.current?.abort()}>
              <Square aria-hidden="true" className="size-4" />
              <Trans>Stop</Trans>
            </Button>
          )}
          <Button type="submit" size="lg" disabled={busy || draft.trim() === ''}>
            <Send aria-hidden="true" className="size-4" />
            {busy ? i18n._(msg`Answering...`) : i18n._(msg`Send`)}
          </Button>
        </div>
      </form>
    </div>
  );
}

function ChatTurn({ turn }: { turn: Turn }) {
  const { i18n } = useLingui();
  if (turn.role === 'user') {
    return (
      <li className="flex justify-end gap-2" aria-label={i18n._(msg`You asked`)} data-turn="user">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-brand-700 px-4 py-2 whitespace-pre-wrap text-white">
          {turn.content}
        </p>
        <User aria-hidden="true" className="mt-2 size-5 shrink-0 text-slate-400" />
      </li>
    );
  }
  const streaming = turn.status === 'streaming';
  return (
    <li
      className="flex gap-2"
      aria-label={i18n._(msg`Assistant answered`)}
      aria-busy={streaming || undefined}
    >
      <Bot aria-hidden="true" className="mt-2 size-5 shrink-0 text-brand-700" />
      <div className="min-w-0 max-w-[85%] rounded-2xl rounded-bl-sm bg-slate-50 px-4 py-3">
        {turn.content ? (
          <Markdown className="text-sm leading-6 [&_p]:mt-3 [&_ul]:mt-2">{turn.content}</Markdown>
        ) : streaming ? (
          <p className="text-sm text-slate-600">
            <Trans>Thinking...</Trans>
          </p>
        ) : null}
        {turn.status === 'stopped' && (
          <p className="mt-2 text-sm text-slate-500">
            <Trans>(Stopped)</Trans>
          </p>
        )}
        {turn.status === 'error' && (
          <p className="mt-2 text-sm text-red-700">
            <Trans>No complete answer: {turn.error}</Trans>
          </p>
        )}
        {turn.done && turn.done.citations.length > 0 && (
          <div className="mt-3 border-t border-slate-200 pt-2 text-xs text-slate-600">
            <span className="font-semibold">
              <Trans>Sources:</Trans>{' '}
            </span>
            {turn.done.citations.map((c, i) => (
              <span key={c.sectionNumber}>
                {i > 0 && ', '}
                <Link
                  // A Hindi answer cites /hi/ pages; the Hindi page's router adds /hi itself.
                  to={pathWithoutLocale(c.url)}
                  className="rounded-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  <Trans>Section {c.sectionNumber}</Trans>
                </Link>
              </span>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
