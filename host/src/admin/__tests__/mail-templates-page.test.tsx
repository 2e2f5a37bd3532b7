import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MailTemplate, messages, signedIn } from '@solar/shared';
import { installFakeApi, renderPage, testUser, type FakeApi } from '@solar/shared/testing';
import { MailTemplatesPage } from '../mail-templates-page';

const template = (kind: MailTemplate['kind'], subject: string): MailTemplate => ({
  kind,
  subject,
  text: 'Hello {{recipient.name}}, open {{link}}',
  html: '<p>Hello {{recipient.name}}</p>',
  version: 3,
  updated_at: '2026-11-20T15:30:00.000Z',
});

let fake: FakeApi;
let saved: unknown[];

beforeEach(() => {
  saved = [];
  fake = installFakeApi({
    'GET /api/admin/mail-templates/': {
      body: [
        template('proposal-sent', 'Your solar proposal: {{deal.name}}'),
        template('sign-in-link', 'Your sign-in link'),
      ],
    },
    'PUT /api/admin/mail-templates/proposal-sent/': ({ body }) => {
      saved.push(body);
      return { body: { ...template('proposal-sent', 'x'), ...(body as object), version: 4 } };
    },
  });
});
afterEach(() => fake.restore());

function renderTemplates() {
  const view = renderPage(<MailTemplatesPage />, { location: '/workplace/admin/mail-templates' });
  act(() => {
    view.store.dispatch(signedIn({ token: 't', user: testUser({ id: 1 }) }));
  });
  return view;
}

describe('MailTemplatesPage', () => {
  it('edits a kind with a preview from sample data, and saves it with its version', async () => {
    renderTemplates();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    expect(
      screen.getByText('Your solar proposal: Sample deal: Harbour Road rooftop'),
    ).toBeInTheDocument();
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Proposal for {{{{recipient.name}}');
    expect(await screen.findByText('Proposal for Alex Sample')).toBeInTheDocument();
    // The HTML body is drawn in a frame that runs no script yet keeps the workplace's origin, so
    // Chromium paints it with the page instead of in a process of its own started later.
    const preview = screen.getByTitle('HTML preview');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview.getAttribute('sandbox')).toBe('allow-same-origin');
    expect(preview.getAttribute('srcdoc')).toBe('<p>Hello Alex Sample</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        {
          subject: 'Proposal for {{recipient.name}}',
          text: 'Hello {{recipient.name}}, open {{link}}',
          html: '<p>Hello {{recipient.name}}</p>',
          version: 3,
        },
      ]),
    );
    expect(await screen.findByText(messages.mailTemplateSaved)).toBeInTheDocument();
  });

  it('refuses an empty subject in the browser and names unknown merge fields', async () => {
    renderTemplates();
    const subject = await screen.findByRole('textbox', { name: /Subject/ });
    await userEvent.clear(subject);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.mailTemplateSubjectRequired)).toBeInTheDocument();
    await userEvent.type(subject, 'Hi {{{{customer.nick}}');
    expect(
      await screen.findByText(messages.mailTemplateUnknownFields('customer.nick')),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
