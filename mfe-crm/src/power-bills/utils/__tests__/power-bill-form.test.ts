import { messages } from '@solar/shared';
import {
  emptyPowerBillForm,
  hasErrors,
  powerBillFormOf,
  powerBillPayloadOf,
  usageNumbersOf,
  validatePowerBillForm,
} from '../power-bill-form';

describe('power bill form', () => {
  it('starts with no company, empty texts and 12 months at 0', () => {
    expect(emptyPowerBillForm()).toEqual({
      powerCompany: null,
      billName: '',
      billNotes: '',
      usages: Array.from({ length: 12 }, () => '0'),
    });
  });

  it('fills an existing bill, a month without a value staying at 0', () => {
    const values = powerBillFormOf(
      { power_company: { id: 4 }, bill_name: 'Home', bill_notes: 'n' },
      [
        { month: 1, usage: 10 },
        { month: 12, usage: 12.5 },
      ],
    );
    expect(values.powerCompany).toBe(4);
    expect(values.usages[0]).toBe('10');
    expect(values.usages[5]).toBe('0');
    expect(values.usages[11]).toBe('12.5');
  });

  it('reports every rule with its message', () => {
    const values = { ...emptyPowerBillForm(), billName: 'a' };
    values.usages[2] = '';
    values.usages[3] = '-2';
    const errors = validatePowerBillForm(values);
    expect(errors.powerCompany).toBe(messages.pleaseSelectPowerCompany);
    expect(errors.billName).toBe(messages.lengthTwoToHundred);
    expect(errors.usages[2]).toBe(messages.pleaseEnterUsage);
    expect(errors.usages[3]).toBe(messages.usageMinimumZero);
    expect(errors.usages.filter((error) => error !== null)).toHaveLength(2);
    expect(hasErrors(errors)).toBe(true);
    const fixed = {
      ...values,
      powerCompany: 1,
      billName: 'ab',
      usages: values.usages.map(() => '1'),
    };
    expect(hasErrors(validatePowerBillForm(fixed))).toBe(false);
  });

  it('charts invalid months as 0 and sends all 12 months as numbers', () => {
    expect(usageNumbersOf(['5', '', '-1', '2.5'])).toEqual([5, 0, 0, 2.5]);
    const values = {
      ...emptyPowerBillForm(),
      powerCompany: 3,
      billName: ' Home ',
      billNotes: ' x ',
    };
    values.usages[6] = '70.5';
    const payload = powerBillPayloadOf(9, values);
    expect(payload).toMatchObject({
      deal: 9,
      power_company: 3,
      bill_name: 'Home',
      bill_notes: 'x',
    });
    expect(payload.details).toHaveLength(12);
    expect(payload.details?.[6]).toEqual({ month: 7, usage: 70.5 });
  });
});
