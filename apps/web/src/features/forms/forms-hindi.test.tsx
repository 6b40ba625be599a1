// The forms at /hi/…: Hindi labels and messages, field errors in Hindi, and the page's language
// sent with the form so its e-mail is written in it.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { stubApi, type ApiStub } from '../../test/api-stub';
import { renderRoute } from '../../test/render-route';

afterEach(() => {
  act(() => {
    dismissToast();
  });
});

const sent = (api: ApiStub) => api.calls.filter((c) => c.method !== 'GET');

async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const texts = described.map((id) => document.getElementById(id)?.textContent);
  expect(texts).toContain(message);
}

/** The text of the shown toast: an alert for a failure, a status for a success. */
const toastText = (kind: 'alert' | 'status') =>
  document.querySelector(`[role="${kind}"][aria-live]`)?.textContent ?? '';

// The first render of the file loads every page's code, which can take a few seconds.
describe('/hi/contact', { timeout: 20_000 }, () => {
  it('has Hindi labels, categories and button', async () => {
    stubApi({});
    await renderRoute('/hi/contact');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('संपर्क करें');
    for (const label of ['नाम', 'ईमेल', 'विषय', 'श्रेणी', 'संदेश']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    const options = [...(screen.getByLabelText('श्रेणी') as HTMLSelectElement).options];
    expect(options.map((o) => o.textContent)).toEqual([
      'श्रेणी चुनें',
      'सामान्य प्रश्न',
      'कर कानून से जुड़ा प्रश्न',
      'कैलकुलेटर में समस्या',
      'वेबसाइट पर सुझाव',
      'सामग्री के लिए सुझाव',
      'तकनीकी सहायता',
      'साझेदारी/कारोबार',
    ]);
    expect(screen.getByRole('button', { name: 'संदेश भेजें' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' })).toBeTruthy();
  });

  it('says what is wrong with a field in Hindi and sends nothing', async () => {
    const api = stubApi({});
    const { user } = await renderRoute('/hi/contact');
    await user.type(screen.getByLabelText('नाम'), 'Asha Rao');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example');
    await user.type(screen.getByLabelText('विषय'), '80C');
    await user.type(screen.getByLabelText('संदेश'), 'ELSS?');
    fireEvent.submit(screen.getByRole('form', { name: 'संपर्क फ़ॉर्म' }));
    await expectFieldError(
      screen.getByLabelText('ईमेल'),
      'ईमेल एक सही ईमेल पता होना चाहिए, जैसे name@example.com।',
    );
    await expectFieldError(screen.getByLabelText('श्रेणी'), 'श्रेणी चुनना ज़रूरी है।');
    await waitFor(() => expect(toastText('alert')).toContain('कृपया सभी ज़रूरी फ़ील्ड भरें।'));
    expect(screen.getByLabelText('नाम').getAttribute('aria-invalid')).toBeNull();
    expect(sent(api)).toEqual([]);
  });

  it("sends lang 'hi' with the message and thanks in Hindi", async () => {
    const api = stubApi({
      'POST /api/contact': { status: 201, body: { success: true, message: 'Message received' } },
    });
    const { user } = await renderRoute('/hi/contact');
    await user.type(screen.getByLabelText('नाम'), 'Asha Rao');
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.com');
    await user.type(screen.getByLabelText('विषय'), '80C');
    await user.selectOptions(screen.getByLabelText('श्रेणी'), 'tax-law');
    await user.type(screen.getByLabelText('संदेश'), 'ELSS?');
    await user.click(screen.getByRole('button', { name: 'संदेश भेजें' }));
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(JSON.parse(sent(api)[0]!.body ?? '')).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: '80C',
      category: 'tax-law',
      message: 'ELSS?',
      lang: 'hi',
    });
    await waitFor(() => expect(toastText('status')).toContain('संदेश भेज दिया गया!'));
  });
});

describe('/hi/newsletter and /hi/pdf-download', { timeout: 20_000 }, () => {
  it("/hi/newsletter: Hindi page, Hindi field message, and lang 'hi' with the address", async () => {
    const api = stubApi({
      'POST /api/newsletter/subscribe': {
        status: 200,
        body: { success: true, message: 'Almost there: check your inbox.' },
      },
    });
    const { user } = await renderRoute('/hi/newsletter');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('न्यूज़लेटर');
    const email = screen.getByLabelText('ईमेल पता');
    await user.type(email, 'asha@');
    fireEvent.submit(screen.getByRole('form', { name: 'न्यूज़लेटर की सदस्यता लें' }));
    await expectFieldError(email, 'ईमेल एक सही ईमेल पता होना चाहिए, जैसे name@example.com।');
    expect(sent(api)).toEqual([]);

    await user.clear(email);
    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'सदस्यता लें' }));
    await waitFor(() => expect(sent(api)).toHaveLength(1));
    expect(JSON.parse(sent(api)[0]!.body ?? '')).toEqual({
      email: 'asha@example.com',
      lang: 'hi',
    });
    // The API answers in English; the page says it in Hindi.
    const panel = await screen.findByText('हमारे समुदाय में आपका स्वागत है!');
    expect(panel.closest('[role="status"]')?.textContent).toContain(
      'बस एक कदम बाक़ी है: अपना इनबॉक्स देखें',
    );
  });

  it('/hi/pdf-download says in Hindi that the guide is English', async () => {
    stubApi({});
    await renderRoute('/hi/pdf-download');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'आयकर की 50 मुख्य धाराएँ, एक PDF में',
    );
    expect(screen.getByRole('main').textContent).toContain(
      'PDF गाइड अभी केवल अंग्रेज़ी में है: नीचे से अंग्रेज़ी गाइड डाउनलोड होगी।',
    );
    expect(screen.getByRole('button', { name: 'मुफ़्त PDF डाउनलोड करें' })).toBeTruthy();
  });

  it('/pdf-download in English has no such note', async () => {
    stubApi({});
    await renderRoute('/pdf-download');
    expect(screen.getByRole('main').textContent).not.toMatch(/in English for now|अंग्रेज़ी/);
  });
});
