/** A timestamp from a raw statement's row: a Date from node-postgres, a string from drivers that leave it as text. */
export const timestampOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
