// The contract without zod: every constant, label and helper, none of the schemas. The web app's
// build resolves '@jodi/contract' to this file (apps/web/vite.config.ts), so zod and the schemas
// never reach the browser; its types still come from index.ts. A value the web needs that is
// defined next to a schema belongs in one of the zod-free files below.
export * from './assistant';
export * from './constants';
export * from './contact-rules';
export * from './content-values';
export * from './enums';
export * from './errors';
export * from './events-values';
export * from './matchmaking-values';
export * from './notification-values';
export * from './plans';
export * from './privacy-values';
export * from './profile-field-labels';
export * from './profile-options';
export * from './profile-sections';
export * from './public-pages';
export * from './social-values';
export * from './socket-names';
export * from './staff-values';
