import { divideRoundHalfUp } from '../proposals/proposal-money';

/**
 * The monthly payment in cents of a loan of `principalCents` over `termYears`, amortised at
 * `annualRatePercent` (interest compounded monthly). At 0 % it is the specification's formula,
 * principal ÷ (term years × 12), rounded to the cent halves up, so an interest-free plan shows
 * the same payment as the presenter.
 */
export function monthlyLoanPaymentCents(
  principalCents: number,
  annualRatePercent: number,
  termYears: number,
): number {
  const months = Math.round(termYears * 12);
  if (months <= 0 || principalCents <= 0) return 0;
  if (annualRatePercent === 0) return divideRoundHalfUp(Math.round(principalCents), months);
  const monthlyRate = annualRatePercent / 100 / 12;
  const payment = (principalCents * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return Math.round(payment);
}

export interface AmortisationRow {
  month: number;
  paymentCents: number;
  interestCents: number;
  principalCents: number;
  balanceCents: number;
}

/**
 * The month-by-month table of the loan: interest on the balance rounded to the cent, the rest of
 * the payment repays the principal, and the last payment is adjusted so the balance ends at 0.
 */
export function amortisationSchedule(
  principalCents: number,
  annualRatePercent: number,
  termYears: number,
): AmortisationRow[] {
  const months = Math.round(termYears * 12);
  const payment = monthlyLoanPaymentCents(principalCents, annualRatePercent, termYears);
  const monthlyRate = annualRatePercent / 100 / 12;
  const rows: AmortisationRow[] = [];
  let balance = principalCents;
  for (let month = 1; month <= months; month += 1) {
    const interest = Math.round(balance * monthlyRate);
    const last = month === months;
    const principal = last ? balance : Math.min(balance, payment - interest);
    balance -= principal;
    rows.push({
      month,
      paymentCents: principal + interest,
      interestCents: interest,
      principalCents: principal,
      balanceCents: balance,
    });
  }
  return rows;
}
