import type { Translation } from '../message';
import type { profileLabelsEn } from './en';

/** The names of profile fields and choices in one language (labels/en.ts is the source). */
export type ProfileLabels = Translation<typeof profileLabelsEn>;
