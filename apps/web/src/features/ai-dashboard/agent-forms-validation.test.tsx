// The agent dashboard's forms refuse what their contracts refuse, in the
// browser: the message is under the field, the control is marked invalid, and nothing is sent.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { stubApi, type ApiStub } from '../../test/api-stub';
import { GenerateContentForm } from './generate-content-form';
import { OptimizeContentForm } from './optimize-content-form';

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

describe('agent forms: client-side checks from the contracts', () => {
  it('generate content: a topic of spaces is "required" and no job starts', async () => {
    const api = stubApi({});
    const user = renderForm(<GenerateContentForm />);
    const topic = screen.getByLabelText('Topic');
    await user.type(topic, '   ');
    expect(
      (screen.getByRole('button', { name: /Generate Content/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.submit(screen.getByRole('form', { name: 'Generate content' }));
    await expectFieldError(topic, 'Topic is required.');
    expect(sent(api)).toEqual([]);
  });

  it('optimise content: a keyword of spaces is named by its label and nothing is sent', async () => {
    const api = stubApi({});
    const user = renderForm(<OptimizeContentForm />);
    await user.type(screen.getByLabelText('Content'), 'Section 80C lets you deduct...');
    const keyword = screen.getByLabelText('Target keyword');
    await user.type(keyword, '  ');
    fireEvent.submit(screen.getByRole('form', { name: 'Optimise content' }));
    await expectFieldError(keyword, 'Target keyword is required.');
    expect(screen.getByLabelText('Content').getAttribute('aria-invalid')).toBeNull();
    expect(sent(api)).toEqual([]);
  });
});
