/** The defaults of the savings calculations (each one an input the caller may change). */
export const savingsDefaults = {
  /** Years the cash flow covers (a panel's usual power warranty). */
  years: 25,
  /** Yearly loss of panel output, in percent. */
  degradationPercent: 0.5,
  /** Yearly rise of every utility price, in percent. */
  escalationPercent: 3,
  /** The Canada Greener Homes Loan's interest-free term, in years. */
  cghlTermYears: 10,
} as const;
