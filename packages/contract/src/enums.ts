export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const MANAGED_BY = ['self', 'parent', 'sibling', 'relative', 'friend'] as const;
export type ManagedBy = (typeof MANAGED_BY)[number];
