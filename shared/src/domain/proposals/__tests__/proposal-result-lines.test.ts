import { calculateProposal } from '../calculate-proposal';
import { redAreaSampleInputs } from '../sample-proposal';
import { paymentAmountText, resultLineSpecs, resultLinesOf } from '../proposal-result-lines';
import { seededProposalPricing } from '../../deal-programs/seed-deal-programs';

/** The calculator with the seeded program the inputs name (the specification's figures). */
function priceWithSeed(given: Parameters<typeof calculateProposal>[0]) {
  return calculateProposal(given, seededProposalPricing(given.program));
}

const results = priceWithSeed(redAreaSampleInputs('sunline'));

describe('the results lines', () => {
  it("are the spec's results lines in its order, split into the system and its cost", () => {
    expect(resultLinesOf(results, 'system').map((line) => line.label)).toEqual([
      'Panel Size',
      'Panel Qty',
      'Total System Size DC (kW)',
      'Average Efficiency',
      'Estimated Solar Production (kWh/y)',
      'Annual Consumption (kWh/y)',
      'Solar Offset',
    ]);
    expect(resultLinesOf(results, 'cost').map((line) => line.label)).toEqual([
      'Unit price ($/wattDC)',
      'Solar Power System Cost',
      'HST (15%)',
      'Total System Cost with HST',
      'EPEI Rebate',
      'Cost After Rebate',
      'Permit and Connection Fees*',
    ]);
  });

  it('format each figure with its unit', () => {
    const text = Object.fromEntries(
      [...resultLinesOf(results, 'system'), ...resultLinesOf(results, 'cost')].map((line) => [
        line.key,
        line.text,
      ]),
    );
    expect(text.panelSize).toBe('405W');
    expect(text.panelQty).toBe('10');
    expect(text.systemSize).toBe('4.05');
    expect(text.offset).toMatch(/^\d+(\.\d+)?%$/);
    expect(text.rebate).toMatch(/^-\$/);
    expect(text.permitFee).toBe('$598.00');
  });

  it('say which direction is better for the comparison: costs lower, production higher', () => {
    const better = Object.fromEntries(resultLineSpecs.map((spec) => [spec.key, spec.better]));
    expect(better).toMatchObject({
      systemCost: 'lowest',
      costAfterRebate: 'lowest',
      production: 'highest',
      rebate: 'highest',
      panelQty: null,
      permitFee: null,
    });
  });

  it('show a monthly payment per month', () => {
    expect(paymentAmountText({ key: 'pmt1', label: 'x', cents: 12345, monthly: true })).toBe(
      '$123.45 / month',
    );
    expect(paymentAmountText({ key: 'pmt2', label: 'x', cents: 100, monthly: false })).toBe(
      '$1.00',
    );
  });
});
