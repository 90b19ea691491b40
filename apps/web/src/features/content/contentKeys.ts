/** Query keys of the public content and of the staff screens that change it. */
export const contentKeys = {
  blogs: ['blogs'] as const,
  blog: (id: string) => ['blogs', 'post', id] as const,
  features: ['features'] as const,
  legal: ['legal'] as const,
  /** The A/B texts (GET /api/v2/ab), as useAbTexts reads them. */
  abTexts: ['ab-texts'] as const,
  adminBlogs: ['admin', 'blogs'] as const,
  adminLegal: ['admin', 'legal'] as const,
};
