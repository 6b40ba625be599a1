// Each public form refuses what its contract refuses, in the browser: the message is under the
// field, the control is marked invalid, what was typed stays, and no request leaves the page.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteConfigProvider, defaultSiteConfig } from '../../app/site-config';
import { Toaster } from '../../components/ui/toaster';
import { dismissToast } from '../../components/ui/use-toast';
import { stubApi, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';
import { createI18n } from '../../i18n/i18n';
import { HomePdfSignup } from './home-pdf-signup';
import { I18nProvider } from '../../i18n/provider';

const BAD_EMAIL = 'Email must be a valid e-mail address, like name@example.com.';

afterEach(() => {
  act(() => {
    dismissToast();
  });
});

/** The calls that would have changed something (the page's own reads are GETs). */
const sent = (api: ApiStub) => api.calls.filter((c) => c.method !== 'GET');

async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const texts = described.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
}

describe('client-side checks from the contracts', () => {
  it('/contact: a malformed address is named under Email, with the "Validation Error" toast', async () => {
    const api = stubApi({});
    const { user } = await renderRoute('/contact');
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.type(screen.getByLabelText('Subject'), '80C question');
    await user.selectOptions(screen.getByLabelText('Category'), 'tax-law');
    await user.type(screen.getByLabelText('Message'), 'Does ELSS count?');
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));

    const email = screen.getByLabelText('Email') as HTMLInputElement;
    await expectFieldError(email, BAD_EMAIL);
    await waitFor(() =>
      expect(document.querySelector('[role="alert"][aria-live]')?.textContent).toContain(
        'Please fill in all required fields.',
      ),
    );
    expect(email.value).toBe('asha@example');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Does ELSS count?',
    );
    // Only the bad field is marked.
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(sent(api)).toEqual([]);
  });

  it('/contact: a category left unchosen is "required"', async () => {
    const api = stubApi({});
    const { user } = await renderRoute('/contact');
    await user.type(screen.getByLabelText('Name'), 'Asha Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Subject'), '80C question');
    await user.type(screen.getByLabelText('Message'), 'Does ELSS count?');
    fireEvent.submit(screen.getByRole('form', { name: 'Contact form' }));
    await expectFieldError(screen.getByLabelText('Category'), 'Category is required.');
    expect(sent(api)).toEqual([]);
  });

  it('/newsletter: a malformed address is named under the field and nothing is sent', async () => {
    const api = stubApi({});
    const { user } = await renderRoute('/newsletter');
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    await user.type(email, 'not-an-address');
    fireEvent.submit(screen.getByRole('form', { name: 'Subscribe to the newsletter' }));
    await expectFieldError(email, BAD_EMAIL);
    expect(email.value).toBe('not-an-address');
    expect(sent(api)).toEqual([]);
  });

  it('/newsletter: the server’s field error (a 400) goes under the field too', async () => {
    const api = stubApi({
      'POST /api/newsletter/subscribe': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          error: 'Bad Request',
          message: 'Invalid request',
          requestId: 't',
          details: [{ path: 'email', message: 'email must be at most 254 characters' }],
        },
      },
    });
    const { user } = await renderRoute('/newsletter');
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectFieldError(email, 'Email must be at most 254 characters.');
    expect(sent(api)).toHaveLength(1);
    expect(email.value).toBe('asha@example.com');
  });

  it('/pdf-download: a malformed address is named under the field and nothing is sent', async () => {
    const api = stubApi({});
    const { user } = await renderRoute('/pdf-download');
    const email = screen.getByLabelText(/Email Address/) as HTMLInputElement;
    await user.type(email, 'asha@');
    await user.type(screen.getByLabelText('Name (optional)'), 'Asha');
    fireEvent.submit(screen.getByRole('form', { name: 'Download the PDF guide' }));
    await expectFieldError(email, BAD_EMAIL);
    expect((screen.getByLabelText('Name (optional)') as HTMLInputElement).value).toBe('Asha');
    expect(screen.getByRole('button', { name: 'Download Free PDF' })).toBeDefined();
    expect(sent(api)).toEqual([]);
  });

  it('home PDF signup: a malformed address is named under the field and nothing is sent', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    render(
      <SiteConfigProvider value={defaultSiteConfig}>
        <I18nProvider i18n={await createI18n('en', ['forms'])}>
          <HomePdfSignup />
        </I18nProvider>
        <Toaster />
      </SiteConfigProvider>,
    );
    const form = screen.getByRole('form', { name: 'Get the free PDF guide' });
    const email = within(form).getByLabelText('Email address') as HTMLInputElement;
    await user.type(email, 'asha@example');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button'));
    await expectFieldError(email, BAD_EMAIL);
    expect(email.value).toBe('asha@example');
    expect((within(form).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('button').textContent).toBe('Get the Free PDF Guide');
    expect(sent(api)).toEqual([]);
  });
});
