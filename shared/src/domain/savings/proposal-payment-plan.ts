import type { ProposalResults } from '../proposals/calculate-proposal';
import type { ProposalProgram } from '../proposals/proposal-constants';
import { monthlyLoanPaymentCents } from './loan-payment';
import type { PaymentPlan } from './cash-flow';
import { savingsDefaults } from './savings-constants';

/**
 * What a proposal's homeowner pays, in dollars, from the pricing calculator's figures:
 * - Purchase: every payment line at signing (PMT 1 is the permit fee; PMT 2 + PMT 3 the cost with
 *   tax), less the rebate, which comes back in the first months.
 * - Sunline: PMT 1 and PMT 2 at signing, then PMT 3 every month over the term.
 * - CGHL: the permit fee at signing, then the cost after rebate repaid interest-free over the
 *   Canada Greener Homes Loan's 10 years (the payment the specification's formula gives at 0 %).
 */
export function proposalPaymentPlan(
  program: ProposalProgram,
  term: number,
  results: ProposalResults,
): PaymentPlan {
  switch (program) {
    case 'purchase':
      return {
        upfront:
          (results.payments.reduce((sum, line) => sum + line.cents, 0) - results.rebateCents) / 100,
        monthlyPayment: 0,
        months: 0,
      };
    case 'sunline': {
      const atSigning = results.payments.filter((line) => !line.monthly);
      const monthly = results.payments.find((line) => line.monthly);
      return {
        upfront: atSigning.reduce((sum, line) => sum + line.cents, 0) / 100,
        monthlyPayment: (monthly?.cents ?? 0) / 100,
        months: term * 12,
      };
    }
    case 'cghl':
      return {
        upfront: results.permitFeeCents / 100,
        monthlyPayment:
          monthlyLoanPaymentCents(results.costAfterRebateCents, 0, savingsDefaults.cghlTermYears) /
          100,
        months: savingsDefaults.cghlTermYears * 12,
      };
  }
}
