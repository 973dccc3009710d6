/**
 * The search hits that answer rather than explain, by their `kind`, as the search page and the header
 * box mark them above their title. Free of dependencies, for the header box's browser code.
 */
export const ANSWER_LABELS: Readonly<Partial<Record<string, string>>> = { item: 'Item verdict', airline: 'Airline allowance' };
