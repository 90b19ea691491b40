/** A fixed number of the contract written in Marathi's digits, as ICU writes the numbers beside it. */
export const marathiDigits = (value: number): string => value.toLocaleString('mr-IN', { useGrouping: false });
