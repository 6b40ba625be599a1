import { SubscribeRequestSchema, type SubscribeRequest } from '@taxguide/contracts/forms';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { contractResolver, plainMessage, showServerErrors } from '../../lib/contract-form';
import { FormField } from './form-field';

function Subscribe({
  onValid,
  failure,
}: {
  onValid: (request: SubscribeRequest) => void;
  /** A failed call whose field errors the "Fail" button shows, as a form's onError does. */
  failure?: unknown;
}) {
  const form = useForm<{ email: string }, unknown, SubscribeRequest>({
    resolver: contractResolver(async () => SubscribeRequestSchema),
    defaultValues: { email: '' },
  });
  return (
    <form aria-label="Subscribe" onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      <FormField
        form={form}
        name="email"
        label="Email address"
        hint="We never share it."
        type="email"
      />
      <button type="submit">Subscribe</button>
      <button
        type="button"
        onClick={(event) => {
          event.currentTarget.dataset.shown = String(showServerErrors(failure, form));
        }}
      >
        Fail
      </button>
    </form>
  );
}

function Consent() {
  const form = useForm<{ consent: boolean }>({ defaultValues: { consent: false } });
  return <FormField form={form} name="consent" type="checkbox" label="Send me tips" />;
}

const ids = (value: string | null) => (value ?? '').split(' ').filter(Boolean);

describe('FormField', () => {
  it('ties the label, the hint and no error to the control before a submit', () => {
    render(<Subscribe onValid={() => {}} />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const described = ids(input.getAttribute('aria-describedby'));
    expect(described).toHaveLength(1);
    expect(document.getElementById(described[0]!)!.textContent).toBe('We never share it.');
  });

  it("shows the contract's message under the field, marks it invalid and names the error", async () => {
    const onValid = vi.fn();
    const user = userEvent.setup();
    render(<Subscribe onValid={onValid} />);
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'asha@');
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe' }));

    const error = await screen.findByText(
      'Email must be a valid e-mail address, like name@example.com.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = ids(input.getAttribute('aria-describedby'));
    expect(described).toContain(error.id);
    expect(described.map((id) => document.getElementById(id)!.textContent)).toEqual([
      'We never share it.',
      'Email must be a valid e-mail address, like name@example.com.',
    ]);
    expect(onValid).not.toHaveBeenCalled();
    // What was typed stays.
    expect((input as HTMLInputElement).value).toBe('asha@');

    // Fixed and sent again: the error goes, and the form gets the contract's output.
    await user.clear(input);
    await user.type(input, ' Asha@Example.com ');
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toEqual({ email: 'asha@example.com' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/must be a valid e-mail/)).toBeNull();
  });

  it('says a blank field is required', async () => {
    render(<Subscribe onValid={() => {}} />);
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required.')).toBeDefined();
  });

  it("puts the API's field errors (a 400's details) under their fields", async () => {
    const failure = new Error(
      `400: ${JSON.stringify({
        statusCode: 400,
        message: 'Invalid request',
        details: [
          { path: 'email', message: 'email must be at most 254 characters' },
          { path: 'source', message: 'source must be one of: newsletter' },
        ],
      })}`,
    );
    const user = userEvent.setup();
    render(<Subscribe onValid={() => {}} failure={failure} />);
    await user.type(screen.getByLabelText('Email address'), 'asha@example.com');
    const fail = screen.getByRole('button', { name: 'Fail' });
    await user.click(fail);
    expect(fail.dataset.shown).toBe('true');
    expect(await screen.findByText('Email must be at most 254 characters.')).toBeDefined();
    // A field the form does not have is left to the toast.
    expect(screen.queryByText(/source/i)).toBeNull();
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows nothing for a failure without field errors', async () => {
    const user = userEvent.setup();
    render(<Subscribe onValid={() => {}} failure={new TypeError('Failed to fetch')} />);
    const fail = screen.getByRole('button', { name: 'Fail' });
    await user.click(fail);
    expect(fail.dataset.shown).toBe('false');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBeNull();
  });

  it('renders on the server with the label bound to its control and the checkbox first', () => {
    const html = renderToString(
      <>
        <Subscribe onValid={() => {}} />
        <Consent />
      </>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    for (const label of page.querySelectorAll('label')) {
      const control = page.getElementById(label.htmlFor);
      expect(control, label.textContent ?? '').not.toBeNull();
    }
    const box = page.querySelector('input[type="checkbox"]')!;
    expect(box.nextElementSibling?.textContent).toBe('Send me tips');
    // The starting value is in the HTML, so what is typed before hydration can be told apart.
    expect(page.querySelector('input[type="email"]')!.getAttribute('value')).toBe('');
  });
});

describe('plainMessage', () => {
  it.each([
    ['email', 'email is required', 'x', 'Email is required.'],
    ['category', 'category must be one of: general, tax-law', '', 'Category is required.'],
    [
      'targetKeyword',
      'targetKeyword must be at most 100 characters',
      'k',
      'Target keyword must be at most 100 characters.',
    ],
  ])('%s: "%s" (typed %j) reads "%s"', (name, message, value, expected) => {
    expect(plainMessage(name, message, value, { targetKeyword: 'Target keyword' })).toBe(expected);
  });
});
