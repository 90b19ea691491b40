/** Query keys of family management (decision 33). */
export const familyQueryKeys = {
  /** The profiles the account can act for (GET /api/v1/managed-profiles): the top bar's switcher. */
  managedProfiles: ['managed-profiles'] as const,
  /** Who manages the member's own profile and the open invitations (GET /api/v1/family). */
  family: ['family'] as const,
};
