import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@solar/shared';
import { installFakeApi, renderPage, type FakeApi } from '@solar/shared/testing';
import { CreateDealDialog } from '../components/create-deal-dialog';
import { dealDetails, stages, statuses } from '../../testing/deal-fixtures';

let fake: FakeApi;
beforeEach(() => {
  fake = installFakeApi({ 'POST /api/crm/deals/': { status: 201, body: dealDetails(31) } });
});
afterEach(() => fake.restore());

function renderDialog() {
  const onCreated = jest.fn();
  const onClose = jest.fn();
  renderPage(
    <CreateDealDialog
      open
      stages={stages}
      statuses={statuses}
      onClose={onClose}
      onCreated={onCreated}
    />,
  );
  return { onCreated, onClose, dialog: screen.getByRole('dialog', { name: 'Create New Deal' }) };
}

describe('CreateDealDialog', () => {
  it('checks the name, stage and status with the spec messages before sending', async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog();
    await user.selectOptions(within(dialog).getByLabelText(/Stage/), 'Select a stage');
    await user.selectOptions(within(dialog).getByLabelText(/Status/), 'Select a status');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(messages.pleaseEnterDealName)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseSelectStage)).toBeInTheDocument();
    expect(within(dialog).getByText(messages.pleaseSelectStatus)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Deal Name/), 'A');
    expect(within(dialog).getByText(messages.lengthTwoToHundred)).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the deal at the first stage and status, postal code without spaces', async () => {
    const user = userEvent.setup();
    const { dialog, onCreated } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Deal Name/), '  Roof at Elm  ');
    await user.type(within(dialog).getByLabelText('Address'), '12 Elm St');
    await user.type(within(dialog).getByLabelText('City'), 'Guelph');
    await user.type(within(dialog).getByLabelText('Postal Code'), 'N1H 2X3');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(31));
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Roof at Elm',
      stage: 1,
      status: 1,
      business_type: 1,
      deal_group_type: 1,
      address: { address: '12 Elm St', city_text: 'Guelph', postal_code: 'N1H2X3' },
    });
    expect(await screen.findByText(messages.dealCreated)).toBeInTheDocument();
  });

  it('shows the failure with the server details and stays open', async () => {
    const user = userEvent.setup();
    fake.set({
      'POST /api/crm/deals/': {
        status: 409,
        body: { message: messages.dealNameAlreadyExists, details: { name: 'taken' } },
      },
    });
    const { dialog, onCreated } = renderDialog();
    await user.type(within(dialog).getByLabelText(/Deal Name/), 'Roof');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(messages.failedToCreateDeal)).toBeInTheDocument();
    expect(screen.getByText(`${messages.dealNameAlreadyExists}; name: taken`)).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('closes with Cancel', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
