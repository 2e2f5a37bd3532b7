import { installFakeApi, renderPage } from '@solar/shared/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  noPaymentLinesText,
  defaultProposalData,
  formatNumber,
  locationEstimateOf,
  messages,
  proposalProductionOf,
  type SavedProposal,
} from '@solar/shared';
import { ProposalPresenter } from '../proposal-presenter';

const compareName = 'Compare Selected Proposals (opens in a new tab)';

function line(label: string): HTMLElement {
  const header = screen.getByRole('rowheader', { name: label });
  return header.closest('tr')!.querySelector('td')!;
}

async function addPanels(user: ReturnType<typeof userEvent.setup>, count: number) {
  for (let index = 0; index < count; index += 1) {
    await user.click(screen.getByRole('button', { name: 'Add Panel' }));
  }
}

describe('ProposalPresenter', () => {
  beforeEach(() => localStorage.clear());

  it('shows the address and the defaults; saving buttons wait for a current proposal', async () => {
    renderPage(<ProposalPresenter address="12 Main St" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Present Proposal: 12 Main St' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as New Proposal' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save Current Proposal' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Current Proposal' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Panel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: compareName })).toBeDisabled();
    expect(screen.getByLabelText('Installation Type')).toHaveValue('rooftop');
    expect(screen.getByLabelText('Panel Size')).toHaveValue('405');
    expect(line('Annual Consumption (kWh/y)')).toHaveTextContent('13,078');
    expect(line('Panel Qty')).toHaveTextContent('0');
    expect(await screen.findByText('No saved proposals yet.')).toBeInTheDocument();
    expect(screen.getByText(messages.noSavedProposalYet)).toBeInTheDocument();
  });

  it('says no saved version is open and starts one from the current design', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      'savedProposals',
      JSON.stringify([
        { id: 7, name: 'Proposal V1', selected: false, data: defaultProposalData() },
      ]),
    );
    renderPage(<ProposalPresenter address="x" />);
    expect(await screen.findByText(messages.noSavedProposalOpen)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 3);
    await user.click(screen.getByRole('button', { name: 'Start a new proposal' }));
    expect(await screen.findByRole('button', { name: 'Proposal V2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByText(messages.noSavedProposalOpen)).not.toBeInTheDocument();
    expect(screen.getByText('Open:')).toHaveTextContent('Open: Proposal V2');
    const saved = JSON.parse(localStorage.getItem('savedProposals') ?? '[]') as SavedProposal[];
    expect(saved[1]?.data.panels).toHaveLength(3);
  });

  it('adds 10 red panels and shows the hand-computed results', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="12 Main St" />);
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    expect(screen.getByRole('button', { name: 'Red roof area' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await addPanels(user, 10);
    expect(screen.getByRole('button', { name: /^Panel 10: x 550, y 100/ })).toBeInTheDocument();
    // 10 × 405 W = 4.05 kW; 4.05 × 800 = 3 240 kWh; 3 240 / 13 078 = 24.77 %; 4 050 × 2.99 =
    // 12 109.50; HST 1 816.43; total 13 925.93; rebate 4 050.00; after 9 875.93.
    expect(line('Panel Qty')).toHaveTextContent('10');
    expect(line('Total System Size DC (kW)')).toHaveTextContent('4.05');
    expect(line('Average Efficiency')).toHaveTextContent('800 kWh/kW/y');
    expect(line('Estimated Solar Production (kWh/y)')).toHaveTextContent('3,240');
    expect(line('Solar Offset')).toHaveTextContent('24.77%');
    expect(screen.getByRole('img', { name: 'Solar offset 24.77%' })).toBeInTheDocument();
    expect(line('Solar Power System Cost')).toHaveTextContent('$12,109.50');
    expect(line('HST (15%)')).toHaveTextContent('$1,816.43');
    expect(line('Total System Cost with HST')).toHaveTextContent('$13,925.93');
    expect(line('EPEI Rebate')).toHaveTextContent('-$4,050.00');
    expect(line('Cost After Rebate')).toHaveTextContent('$9,875.93');
    expect(line('PMT 2')).toHaveTextContent('$2,088.89');
    expect(line('PMT 3')).toHaveTextContent('$11,837.04');

    // Re-clicking the area deselects it, and Add Panel waits again.
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    expect(screen.getByRole('button', { name: 'Add Panel' })).toBeDisabled();
  });

  it('estimates the production from the deal’s location for the roof entered', async () => {
    const user = userEvent.setup();
    const summerside = { latitude: 46.39, longitude: -63.79 };
    renderPage(<ProposalPresenter address="12 Main St" location={summerside} />);
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 10);
    expect(screen.getByTestId('production-method')).toHaveTextContent(
      `Production: ${messages.productionMethodDrawingZones}`,
    );
    await user.selectOptions(screen.getByLabelText('Production'), 'location-estimate');
    expect(screen.getByTestId('production-method')).toHaveTextContent(
      `Production: ${messages.productionMethodLocationEstimate}`,
    );
    expect(screen.getByTestId('production-source')).toHaveTextContent(
      /Estimated from Charlottetown AP \(PE\), \d+(\.\d)? km away/,
    );
    const expected = (tiltDegrees: number) =>
      proposalProductionOf({
        settings: {
          method: 'location-estimate',
          tiltDegrees,
          azimuthDegrees: 180,
          shadingPercent: 0,
        },
        totalWatts: 4050,
        drawingHundredthsKwh: 324_000,
        location: summerside,
      })!.annualHundredthsKwh;
    const kwh = (hundredths: number) => Math.floor(hundredths / 100).toLocaleString('en-CA');
    // 4.05 kW at 30°, due south, near Charlottetown: about 1 128 kWh/kW, some 4 568 kWh a year.
    expect(line('Estimated Solar Production (kWh/y)')).toHaveTextContent(kwh(expected(30)));
    expect(line('Estimated Solar Production (kWh/y)')).not.toHaveTextContent('3,240');

    const tilt = screen.getByLabelText('Roof tilt (°)');
    await user.clear(tilt);
    await user.type(tilt, '95');
    expect(screen.getByText(messages.productionTiltRange)).toBeInTheDocument();
    await user.clear(tilt);
    await user.type(tilt, '45');
    expect(screen.queryByText(messages.productionTiltRange)).not.toBeInTheDocument();
    expect(line('Estimated Solar Production (kWh/y)')).toHaveTextContent(kwh(expected(45)));
  });

  it('starts the estimate from the site sketch’s roof, shows the yield per kW and charts its months', async () => {
    const user = userEvent.setup();
    const summerside = { latitude: 46.39, longitude: -63.79 };
    renderPage(
      <ProposalPresenter
        address="12 Main St"
        location={summerside}
        sketchRoof={{ label: 'South face', tiltDegrees: 40, azimuthDegrees: 200 }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 10);
    const chart = () =>
      screen.getByRole('table', { name: 'Monthly usage and estimated production (kWh)' });
    const july = () => within(chart()).getByRole('rowheader', { name: 'Jul' }).closest('tr')!;
    // The drawing's 3 240 kWh: July is 125 ‰ of the year.
    expect(july()).toHaveTextContent('405');

    await user.selectOptions(screen.getByLabelText('Production'), 'location-estimate');
    expect(screen.getByLabelText('Roof tilt (°)')).toHaveValue('40');
    expect(screen.getByLabelText('Azimuth (°, 180 = south)')).toHaveValue('200');
    expect(screen.getByTestId('production-roof')).toHaveTextContent(
      messages.productionRoofFromSketch('South face'),
    );
    const roof = { tiltDegrees: 40, azimuthDegrees: 200, shadingPercent: 0 };
    const estimate = locationEstimateOf(roof, summerside)!;
    expect(screen.getByTestId('production-yield')).toHaveTextContent(
      messages.productionSpecificYield(
        formatNumber(Math.round(estimate.annualYieldKwhPerKw)),
        '0.80',
      ),
    );
    const production = proposalProductionOf({
      settings: { method: 'location-estimate', ...roof },
      totalWatts: 4050,
      drawingHundredthsKwh: 324_000,
      location: summerside,
    })!;
    // The results' Average Efficiency is the estimate's kWh per kW of this system.
    expect(line('Average Efficiency')).toHaveTextContent(
      `${formatNumber(Math.round((production.annualHundredthsKwh * 10) / 4050))} kWh/kW/y`,
    );
    expect(july()).toHaveTextContent(formatNumber(production.monthlyKwh[6]!));

    // Still editable: the sketch only gives the starting values.
    const tilt = screen.getByLabelText('Roof tilt (°)');
    await user.clear(tilt);
    await user.type(tilt, '20');
    expect(screen.getByLabelText('Roof tilt (°)')).toHaveValue('20');
  });

  it('keeps the drawing’s figure and says why when the deal has no map position', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="12 Main St" />);
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 10);
    await user.selectOptions(screen.getByLabelText('Production'), 'location-estimate');
    expect(screen.getByTestId('production-source')).toHaveTextContent(
      messages.productionNoCoordinates,
    );
    expect(line('Estimated Solar Production (kWh/y)')).toHaveTextContent('3,240');
  });

  it('moves a selected panel with the arrow keys and removes it', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="x" />);
    await user.click(screen.getByRole('button', { name: 'Yellow roof area' }));
    await addPanels(user, 1);
    const panel = screen.getByRole('button', { name: /^Panel 1:/ });
    panel.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Panel 1:/ })).toHaveAccessibleName(
      'Panel 1: x 150, y 360, efficiency 1100',
    );
    // Up from 360 by 50 would be 310, then 300 at most: the panel never leaves the yellow area.
    await user.keyboard('{Shift>}{ArrowUp}{ArrowUp}{/Shift}');
    expect(screen.getByRole('button', { name: /^Panel 1:/ })).toHaveAccessibleName(
      'Panel 1: x 150, y 300, efficiency 1100',
    );
    await user.click(screen.getByRole('button', { name: 'Remove Selected Panel' }));
    expect(screen.queryByRole('button', { name: /^Panel 1:/ })).not.toBeInTheDocument();
    expect(line('Panel Qty')).toHaveTextContent('0');
  });

  it('drags a panel into the shadow circle: one element moves, the results change on release', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="x" />);
    await user.click(screen.getByRole('button', { name: 'Yellow roof area' }));
    await addPanels(user, 2);
    // Two open yellow panels: average 1 100.
    expect(line('Average Efficiency')).toHaveTextContent('1,100 kWh/kW/y');
    const panel = screen.getByRole('button', { name: /^Panel 1:/ });
    // jsdom has no layout, so d3 reads client coordinates as drawing units: the press at (120, 380)
    // is the panel's centre and the drag moves it by (+480, +70) to (580, 420).
    fireEvent.mouseDown(panel, { clientX: 120, clientY: 380, view: window });
    fireEvent.mouseMove(window, { clientX: 400, clientY: 400, view: window });
    fireEvent.mouseMove(window, { clientX: 600, clientY: 450, view: window });
    // During the drag only the element moved; the results wait for the release.
    expect(panel).toHaveAttribute('transform', 'translate(580,420)');
    expect(line('Average Efficiency')).toHaveTextContent('1,100 kWh/kW/y');
    fireEvent.mouseUp(window, { clientX: 600, clientY: 450, view: window });
    // Centre (600, 450) is in the shadow circle: (900 + 1 100) / 2 = 1 000.
    expect(line('Average Efficiency')).toHaveTextContent('1,000 kWh/kW/y');
    expect(screen.getByRole('button', { name: /^Panel 1:/ })).toHaveAccessibleName(
      'Panel 1: x 580, y 420, efficiency 900',
    );
  });

  it('clamps a drag to the panel’s area', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="x" />);
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 1);
    const panel = screen.getByRole('button', { name: /^Panel 1:/ });
    fireEvent.mouseDown(panel, { clientX: 120, clientY: 130, view: window });
    fireEvent.mouseMove(window, { clientX: 900, clientY: 700, view: window });
    fireEvent.mouseUp(window, { clientX: 900, clientY: 700, view: window });
    expect(screen.getByRole('button', { name: /^Panel 1:/ })).toHaveAccessibleName(
      'Panel 1: x 710, y 240, efficiency 800',
    );
  });

  it('switches to Sunline 15 years and shows the monthly payment', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="x" />);
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 10);
    await user.click(screen.getByRole('radio', { name: 'Sunline' }));
    expect(screen.getByLabelText('Payment Term (years)')).toHaveValue('10');
    await user.selectOptions(screen.getByLabelText('Payment Term (years)'), '15');
    // 9 875.93 / (15 × 12) = 54.866… → 54.87.
    expect(line('PMT 3 (Connection Completed)')).toHaveTextContent('$54.87 / month');
    expect(line('PMT 2 (SAR Stage)')).toHaveTextContent('$1,669.80');
    expect(line('PMT 1 (Upon Sign)')).toHaveTextContent('$598.00');
    await user.click(screen.getByRole('radio', { name: 'CGHL' }));
    expect(screen.getByText(noPaymentLinesText)).toBeInTheDocument();
  });

  it('opens one section at a time and recomputes from the hydro table', async () => {
    const user = userEvent.setup();
    renderPage(<ProposalPresenter address="x" />);
    const program = screen.getByRole('button', { name: /^Program/ });
    const hydro = screen.getByRole('button', { name: /^Hydro Bill/ });
    expect(program).toHaveAttribute('aria-expanded', 'true');
    // The closed section's inputs are rendered on its first opening, not with the page.
    expect(screen.queryByLabelText('Jan usage (kWh)')).toBeNull();
    await user.click(hydro);
    expect(hydro).toHaveAttribute('aria-expanded', 'true');
    expect(program).toHaveAttribute('aria-expanded', 'false');
    const january = screen.getByLabelText('Jan usage (kWh)');
    await user.clear(january);
    await user.type(january, '205');
    // 13 078 − 1 205 + 205 = 12 078.
    expect(line('Annual Consumption (kWh/y)')).toHaveTextContent('12,078');
    // Closed and opened again, the section shows what was typed.
    await user.click(program);
    await user.click(hydro);
    expect(screen.getByLabelText('Jan usage (kWh)')).toHaveValue(205);
  });

  it('saves V1 and V2, updates and loads them, and hands two selected to the comparison', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue({} as Window);
    renderPage(<ProposalPresenter address="x" />);
    await user.click(screen.getByRole('button', { name: 'Red roof area' }));
    await addPanels(user, 2);
    await user.click(screen.getByRole('button', { name: 'Save as New Proposal' }));
    expect(await screen.findByRole('button', { name: 'Proposal V1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Save Current Proposal' })).toBeEnabled();

    await addPanels(user, 1);
    await user.click(screen.getByRole('button', { name: 'Save as New Proposal' }));
    expect(await screen.findByRole('button', { name: 'Proposal V2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await addPanels(user, 1);
    await user.click(screen.getByRole('button', { name: 'Save Current Proposal' }));

    await user.click(screen.getByRole('button', { name: 'Proposal V1' }));
    expect(line('Panel Qty')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Proposal V2' }));
    expect(line('Panel Qty')).toHaveTextContent('4');

    const compare = screen.getByRole('button', { name: compareName });
    await user.click(screen.getByLabelText('Select Proposal V1 for comparison'));
    expect(compare).toBeDisabled();
    await user.click(screen.getByLabelText('Select Proposal V2 for comparison'));
    expect(compare).toBeEnabled();
    await user.click(compare);

    expect(open).toHaveBeenCalledWith('/workplace/crm/compare-proposals', '_blank');
    const handed = JSON.parse(localStorage.getItem('compareProposals') ?? '[]') as SavedProposal[];
    expect(handed.map((proposal) => [proposal.name, proposal.data.panels.length])).toEqual([
      ['Proposal V1', 2],
      ['Proposal V2', 4],
    ]);
    const saved = JSON.parse(localStorage.getItem('savedProposals') ?? '[]') as SavedProposal[];
    expect(saved.map((proposal) => proposal.selected)).toEqual([true, true]);
    open.mockRestore();
  });

  it('deletes the current proposal after confirmation and resets to the defaults', async () => {
    const user = userEvent.setup();
    const data = {
      ...defaultProposalData(),
      selectedProgram: 'sunline' as const,
      selectedTerm: 12,
    };
    localStorage.setItem(
      'savedProposals',
      JSON.stringify([{ id: 7, name: 'Proposal V1', selected: false, data }]),
    );
    renderPage(<ProposalPresenter address="x" />);
    await user.click(await screen.findByRole('button', { name: 'Proposal V1' }));
    expect(screen.getByLabelText('Payment Term (years)')).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Delete Current Proposal' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: messages.deleteCurrentProposalTitle,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No saved proposals yet.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Purchase' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete Current Proposal' })).toBeDisabled();
    expect(localStorage.getItem('savedProposals')).toBe('[]');
  });

  it('shows the savings with the deal’s company rate: payback, 25-year savings and the table', async () => {
    const user = userEvent.setup();
    const fake = installFakeApi({
      'GET /api/savings/utility-rates/': {
        body: [
          {
            id: 5,
            power_company: { id: 1, name: 'Maritime Electric' },
            effective_from: '2024-03-01',
            energy_price_per_kwh: 0.2,
            fixed_monthly_charge: 10,
            tiers: [],
            time_of_use: [],
            net_metering: 'monthly-netting',
            export_price_per_kwh: 0,
            source: 'Published rate',
            taken_on: '2024-11-15',
            version: 1,
          },
        ],
      },
    });
    try {
      renderPage(<ProposalPresenter address="x" powerCompanyId={1} />);
      await user.click(screen.getByRole('button', { name: 'Red roof area' }));
      await addPanels(user, 10);
      expect(await screen.findByRole('combobox', { name: 'Power company rate' })).toHaveValue('5');
      for (const name of [/Rate rise a year/, /Panel output loss a year/]) {
        const box = screen.getByRole('spinbutton', { name });
        await user.clear(box);
        await user.type(box, '0');
      }
      // 3 240 kWh a year, all used at home (every month uses more than it makes), at 0.20 $:
      // 648.00 a year. Purchase pays 598.00 + 13 925.93 − 4 050.00 = 10 473.93 at signing, back
      // after 10 473.93 / 648 = 16.16 years; 25 years save 16 200.00, a net gain of 5 726.07.
      expect(screen.getByText('16.2 years')).toBeInTheDocument();
      expect(screen.getByText('$16,200.00')).toBeInTheDocument();
      // The net gain, and the table's last cumulative cash flow.
      expect(screen.getAllByText('$5,726.07')).toHaveLength(2);
      const table = screen.getByRole('table', { name: 'Savings year by year' });
      expect(within(table).getAllByRole('row')).toHaveLength(27);
      // The presenter's own results are unchanged.
      expect(line('Total System Size DC (kW)')).toHaveTextContent('4.05');
    } finally {
      fake.restore();
    }
  });
});
