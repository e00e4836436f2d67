import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderSite } from '../test/renderSite';

const slow = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
});
afterEach(() => vi.unstubAllGlobals());

async function choose(user: UserEvent, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }, slow));
}

async function fillValidForm(user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'My PM-241-BT prints blank labels.');
  await choose(user, 'I am', 'Driver user');
  await choose(user, 'I am using', 'Windows');
}

describe('contact form (/contactUs)', { timeout: 60_000 }, () => {
  it('validates on the client with its prompts and sends nothing', async () => {
    const fetchMock = mockFetch(() => json({ code: 200, msg: 'ok' }));
    const user = userEvent.setup();
    renderSite('/contactUs');
    await user.click(await screen.findByRole('button', { name: 'Send' }, slow));
    expect(screen.getByText('Please correct the 5 highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email address so we can answer you')).toBeInTheDocument();
    expect(
      screen.getByText('Enter your message: what you are trying to do and which printer you use'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'I am' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'I am using' })).toHaveAccessibleDescription(
      /Choose the system you use/,
    );
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    // Errors follow the typing once shown.
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument();
  });

  it('counts the message against the API limit, never cuts it and does not send it while too long', async () => {
    const fetchMock = mockFetch(() => json({ code: 200, msg: 'ok' }));
    const user = userEvent.setup();
    renderSite('/contactUs');
    const message = await screen.findByRole('textbox', { name: /^Message/ }, slow);
    expect(message).toHaveAccessibleDescription('0 / 5,000 characters');
    expect(message).not.toHaveAttribute('maxlength');
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await choose(user, 'I am', 'Driver user');
    await choose(user, 'I am using', 'Windows');
    await user.click(message);
    await user.paste('x'.repeat(5003));
    expect(message).toHaveValue('x'.repeat(5003));
    expect(screen.getByText('5,003 / 5,000 characters')).toHaveAttribute('data-state', 'over');
    const tooLong =
      'Your message is 5,003 characters long. Shorten it to 5,000 or fewer, or send the rest in a second message.';
    expect(screen.getByText(tooLong)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(message, '{Backspace}{Backspace}{Backspace}');
    expect(screen.getByText('5,000 / 5,000 characters')).toHaveAttribute('data-state', 'ok');
    expect(screen.queryByText(tooLong)).not.toBeInTheDocument();
  });

  it('posts the trimmed form to the API and shows the success state', async () => {
    const bodies: unknown[] = [];
    const fetchMock = mockFetch(async (_url, request) => {
      bodies.push(await request.clone().json());
      return json({ code: 200, msg: 'Operation successful', data: { received: true, id: 1 } });
    });
    const user = userEvent.setup();
    renderSite('/contactUs');
    const send = await screen.findByRole('button', { name: 'Send' }, slow);
    // The consent note sits beside Send and links the privacy page.
    expect(within(send.closest('form')!).getByRole('link', { name: 'Privacy & Compliance' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Thank you, your message has been sent', {}, slow)).toBeInTheDocument();
    expect(screen.getByText(/We will reply to ada@example.com, usually within one business day/)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = fetchMock.mock.calls[0]![0] as Request;
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api-v1.0/contact');
    expect(bodies[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      message: 'My PM-241-BT prints blank labels.',
      role: 'driver_user',
      os: 'windows',
    });
  });

  it('keeps what was typed on failure and lets the visitor retry at once', async () => {
    let answer = 500;
    const fetchMock = mockFetch(() => json({ code: answer, msg: 'x' }, answer));
    const user = userEvent.setup();
    renderSite('/contactUs');
    await screen.findByRole('button', { name: 'Send' }, slow);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/Your message could not be sent/, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada Lovelace');

    // The duplicate-submit guard was reset by the failure: the same body goes out again immediately.
    answer = 429;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You have sent several messages/, {}, slow)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
