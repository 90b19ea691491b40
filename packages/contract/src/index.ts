export * from './auth';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './plans';
export * from './profile';
export * from './profile-options';
export * from './social';
