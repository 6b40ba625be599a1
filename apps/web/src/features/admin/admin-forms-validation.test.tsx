// The admin's forms refuse what their contracts refuse, in the
// browser: the message is under the field, the control is marked invalid, and nothing is sent.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { AdminLogin } from '../../lib/admin-login-form';
import { stubApi, type ApiStub } from '../../test/api-stub';
import { threadUrl } from './api/contact-reply';
import { ContactReplies } from './contact-reply';
import { EraseCard } from './erase-card';
import { IssueEditor } from './issues-tab';

afterEach(() => {
  act(() => {
    dismissToast();
  });
});

function renderForm(form: ReactNode) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      {form}
      <Toaster />
    </QueryClientProvider>,
  );
  return user;
}

const sent = (api: ApiStub) => api.calls.filter((c) => c.method !== 'GET');

async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
  expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
}

describe('admin forms: client-side checks from the contracts', () => {
  it('login: an empty password is "required" and no login is tried', async () => {
    const api = stubApi({});
    renderForm(<AdminLogin />);
    fireEvent.submit(screen.getByRole('form', { name: 'Admin login' }));
    await expectFieldError(screen.getByLabelText('Password'), 'Password is required.');
    expect(sent(api)).toEqual([]);
  });

  it('erasure: a malformed address is named and the confirmation step is not reached', async () => {
    const api = stubApi({});
    const user = renderForm(<EraseCard />);
    const email = screen.getByLabelText('E-mail address to erase') as HTMLInputElement;
    await user.type(email, 'not-an-address');
    fireEvent.submit(email.closest('form')!);
    await expectFieldError(email, 'Email must be a valid e-mail address.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(email.value).toBe('not-an-address');
    expect(sent(api)).toEqual([]);
  });

  it('contact reply: a blank reply is "required" and nothing is mailed', async () => {
    const api = stubApi({ [threadUrl(7)]: 'pending' });
    const user = renderForm(
      <ContactReplies
        message={{
          id: 7,
          name: 'Asha',
          email: 'asha@example.com',
          subject: '80C',
          category: 'tax-law',
          message: 'Does ELSS count?',
          status: 'new',
          language: 'en',
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: '2026-11-20T10:00:00.000Z',
        }}
      />,
    );
    const reply = screen.getByLabelText('Reply');
    await user.type(reply, '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await expectFieldError(reply, 'Message is required.');
    expect(sent(api)).toEqual([]);
  });

  it('new issue: a blank subject and text are each named and no draft is saved', async () => {
    const api = stubApi({ '/api/admin/newsletter/new-guides': 'pending' });
    const user = renderForm(<IssueEditor issue={null} onSaved={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await expectFieldError(screen.getByLabelText('Subject'), 'Subject is required.');
    await expectFieldError(screen.getByLabelText('Text (Markdown)'), 'Markdown is required.');
    expect(sent(api)).toEqual([]);
  });
});
