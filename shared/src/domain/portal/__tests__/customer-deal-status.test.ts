import { customerDealStatusOf } from '../customer-deal-status';

describe('customerDealStatusOf', () => {
  it('hides the internal Draft status from customers', () => {
    expect(customerDealStatusOf('Draft')).toBeNull();
  });

  it('shows the statuses a customer can follow', () => {
    for (const name of ['Proposal Request', 'In Progress', 'Completed', 'Cancelled']) {
      expect(customerDealStatusOf(name)).toBe(name);
    }
  });
});
