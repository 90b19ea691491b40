/** Contact rules shared by the server's schema and the web form; no zod here, so the web bundle stays small. */
export const MAX_CONTACTS = 10;

/** An Indian mobile (10 digits from 6-9, optional +91/0) or an international +country number. */
export const PHONE_PATTERN = /^(?:(?:\+91|0)?[6-9]\d{9}|\+[1-9]\d{7,14})$/;

export const normalisePhone = (raw: string) => raw.replace(/[\s()-]/g, '');
