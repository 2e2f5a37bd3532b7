import { messages } from '../../messages';

describe('the planning messages', () => {
  it('word the weeks of an exception as dates and its quantities as numbers', () => {
    expect(messages.mrpExceptionOrderLate(1200, '2027-03-08', '2027-02-22', 2)).toBe(
      'Order late: 1,200 for the week of Mar 8, 2027 should have been released the week of Feb 22, 2027 (2 weeks late)',
    );
    expect(messages.mrpExceptionExpedite('PO-000012', 30, '2027-03-22', '2027-03-08')).toBe(
      'Expedite PO-000012 (30): expected the week of Mar 22, 2027, needed the week of Mar 8, 2027',
    );
    expect(messages.mrpExceptionPostpone('PO-000013', 1500, '2027-04-19', null)).toBe(
      'Postpone PO-000013 (1,500): expected the week of Apr 19, 2027, not needed within the horizon',
    );
    expect(messages.mrpExceptionExcess(12500, 2500)).toBe(
      'Excess stock: 12,500 projected at the end, 2,500 above safety stock',
    );
  });

  it('word a planned week by the day it starts', () => {
    expect(messages.plannedWeekCopied(1200, '2027-W10')).toBe(
      '1,200 planned installations copied to the week of Mar 8, 2027',
    );
    expect(messages.plannedDeleteQuestion(3, 405, '2027-W09')).toBe(
      'Delete 3 planned 405 W installations in the week of Mar 1, 2027?',
    );
  });
});
