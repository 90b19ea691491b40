export * from './format';
export * from './graha-names';
export type { ProfileLabels } from './labels/index';
export * from './languages';
export * from './message';
export * from './plan-names';
