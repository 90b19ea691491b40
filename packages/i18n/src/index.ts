export * from './format';
export type { ProfileLabels } from './labels/index';
export * from './languages';
export * from './message';
export * from './plan-names';
