import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  defaultProposalData,
  messages,
  type PortalProposalDocument,
  type PortalSigning,
  savedPanelAt,
} from '@solar/shared';
import { renderPortal } from '../../testing/render-portal';

/** What the canvas hands back as the signature image in these tests (jsdom cannot draw). */
const pngBase64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const sent: PortalSigning = {
  sending_id: 5,
  state: 'sent',
  signed_at: null,
  declined_at: null,
  signed_document_id: null,
};

const document: PortalProposalDocument = {
  proposal: {
    id: 31,
    deal: { id: 7, name: 'Gallant Residence' },
    proposal_version: 2,
    proposal_status: { id: 1, name: 'Draft' },
    proposal_description: '',
    version: 3,
  },
  deal: {
    id: 7,
    name: 'Gallant Residence',
    address: '12 Kent St',
    sales_person: 'Rep One',
    customer_name: 'Marie Gallant',
  },
  monthly_usage: null,
  saved_detail: {
    proposal_id: 31,
    name: 'Proposal V2',
    data: { ...defaultProposalData(), panels: [savedPanelAt(1, 100, 350)], nextPanelId: 2 },
    version: 3,
    updated_at: '2026-03-04T12:00:00.000Z',
  },
  signing: sent,
};

/** A 2D context that accepts every drawing call, so the pad and the image code run as in a browser. */
function fakeContext(): CanvasRenderingContext2D {
  return new Proxy({} as Record<string, unknown>, {
    get: (target, key) =>
      key in target
        ? target[key as string]
        : key === 'measureText'
          ? () => ({ width: 100 })
          : () => undefined,
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

beforeEach(() => {
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => fakeContext() as never);
  jest
    .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
    .mockReturnValue(`data:image/png;base64,${pngBase64}`);
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderSentProposal() {
  let signed = false;
  return renderPortal('/customer/proposals/31', {
    'GET /api/portal/proposals/31/': () => ({
      body: signed
        ? {
            ...document,
            signing: {
              ...sent,
              state: 'signed',
              signed_at: '2026-03-05T10:00:00.000Z',
              signed_document_id: 9,
            },
          }
        : document,
    }),
    'POST /api/portal/proposals/31/view/': { status: 204 },
    'POST /api/portal/proposals/31/sign/': () => {
      signed = true;
      return {
        body: {
          ...sent,
          state: 'signed',
          signed_at: '2026-03-05T10:00:00.000Z',
          signed_document_id: 9,
        },
      };
    },
    'POST /api/portal/proposals/31/decline/': {
      body: { ...sent, state: 'declined', declined_at: '2026-03-05T10:00:00.000Z' },
    },
  });
}

describe('signing a proposal in the portal', () => {
  it('records the visit, then signs with a drawn signature (pointer on the pad)', async () => {
    const user = userEvent.setup();
    const { fake } = renderSentProposal();
    await user.click(await screen.findByRole('button', { name: messages.portalSignAction }));
    await waitFor(() =>
      expect(fake.calls.some((call) => call.path === '/api/portal/proposals/31/view/')).toBe(true),
    );
    const form = await screen.findByRole('form', { name: messages.portalSignTitle });
    // Signing with nothing filled in says what is missing and sends nothing.
    await user.click(within(form).getByRole('button', { name: messages.portalSignSubmit }));
    expect(within(form).getByText(messages.portalSignFullNameRequired)).toBeInTheDocument();
    expect(within(form).getByText(messages.portalSignatureRequired)).toBeInTheDocument();
    expect(within(form).getByText(messages.portalSignConsentRequired)).toBeInTheDocument();
    expect(fake.calls.some((call) => call.path.endsWith('/sign/'))).toBe(false);

    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(messages.portalSignFullName) }),
      'Marie Gallant',
    );
    const pad = within(form).getByRole('img', { name: messages.portalSignatureLabel });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 80, clientY: 20, pointerId: 1 });
    fireEvent.pointerUp(pad, { clientX: 80, clientY: 20, pointerId: 1 });
    await user.click(within(form).getByRole('checkbox', { name: messages.portalSignConsent }));
    await user.click(within(form).getByRole('button', { name: messages.portalSignSubmit }));

    await waitFor(() => expect(fake.calls.some((call) => call.path.endsWith('/sign/'))).toBe(true));
    expect(fake.calls.find((call) => call.path.endsWith('/sign/'))!.body).toEqual({
      full_name: 'Marie Gallant',
      signature_png: pngBase64,
      signature_method: 'drawn',
      consent: true,
    });
    expect(await screen.findByText(/You signed this proposal on/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: messages.portalSignAction }),
    ).not.toBeInTheDocument();
  });

  it('signs by keyboard alone with the typed signature', async () => {
    const user = userEvent.setup();
    const { fake } = renderSentProposal();
    const start = await screen.findByRole('button', { name: messages.portalSignAction });
    start.focus();
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: messages.portalSignTitle });
    await user.type(
      within(form).getByRole('textbox', { name: new RegExp(messages.portalSignFullName) }),
      'Marie Gallant',
    );
    // The Type choice, reached and chosen from the keyboard.
    within(form).getByRole('button', { name: messages.portalSignatureTypeTab }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(form).getByRole('button', { name: messages.portalSignatureTypeTab }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(form).queryByRole('img', { name: messages.portalSignatureLabel }),
    ).not.toBeInTheDocument();
    expect(
      within(form).getByRole('textbox', { name: messages.portalSignatureTyped }),
    ).toHaveAttribute('placeholder', 'Marie Gallant');
    within(form).getByRole('checkbox', { name: messages.portalSignConsent }).focus();
    await user.keyboard(' ');
    within(form).getByRole('button', { name: messages.portalSignSubmit }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(fake.calls.some((call) => call.path.endsWith('/sign/'))).toBe(true));
    expect(fake.calls.find((call) => call.path.endsWith('/sign/'))!.body).toMatchObject({
      full_name: 'Marie Gallant',
      signature_method: 'typed',
      signature_png: pngBase64,
    });
  });

  it('declines with a reason', async () => {
    const user = userEvent.setup();
    const { fake } = renderSentProposal();
    await user.click(await screen.findByRole('button', { name: messages.portalDeclineAction }));
    const form = await screen.findByRole('form', { name: messages.portalDeclineTitle });
    await user.type(within(form).getByRole('textbox'), 'Too expensive this year');
    await user.click(within(form).getByRole('button', { name: messages.portalDeclineConfirm }));
    await waitFor(() =>
      expect(fake.calls.some((call) => call.path.endsWith('/decline/'))).toBe(true),
    );
    expect(fake.calls.find((call) => call.path.endsWith('/decline/'))!.body).toEqual({
      reason: 'Too expensive this year',
    });
  });

  it('shows a signed proposal as signed, with nothing left to answer', async () => {
    renderPortal('/customer/proposals/31', {
      'GET /api/portal/proposals/31/': {
        body: {
          ...document,
          signing: { ...sent, state: 'signed', signed_at: '2026-03-05T10:00:00.000Z' },
        },
      },
    });
    expect(await screen.findByText(/You signed this proposal on/)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: messages.portalSignAction }),
    ).not.toBeInTheDocument();
  });
});
