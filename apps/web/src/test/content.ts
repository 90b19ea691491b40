import type { Ad, Blog, BlogSummary, Feature, Lead, Legal, StaffAd } from '@jodi/contract';

export function buildBlogSummary(overrides: Partial<BlogSummary> = {}): BlogSummary {
  return {
    id: 'post-1',
    title: 'Seven steps, seven promises',
    image: '/api/v1/media/public/blog/cover-1.jpg',
    summary: 'What each step of the saptapadi means for a couple.',
    published_at: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}

export function buildBlog(overrides: Partial<Blog> = {}): Blog {
  return {
    ...buildBlogSummary(),
    content:
      '<h2>The first step</h2><p>Food and <a href="https://example.com" rel="noopener nofollow">care</a>.</p>',
    markdown: '## The first step\n\nFood and [care](https://example.com).',
    updated_at: '2026-03-06T09:30:00.000Z',
    ...overrides,
  };
}

export function buildFeature(n: number): Feature {
  return {
    id: `feature-${n}`,
    title: `Feature ${n}`,
    description: `What feature ${n} does.`,
    image: `/features/feature-${n}.svg`,
  };
}

export function buildLegal(overrides: Partial<Legal> = {}): Legal {
  return {
    title: 'Terms and Conditions',
    content: '<h2>1. Who may join</h2><p>Adults of the community.</p>',
    updated_at: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}

export function buildAd(overrides: Partial<Ad> = {}): Ad {
  return {
    status: 'active',
    title: 'Shubh Mangal Caterers',
    image_url: null,
    description: 'Wedding feasts for 50 to 2000 guests.',
    price: 12500,
    advertiser_name: 'Shubh Mangal',
    advertiser_contact: '+91 98765 43210',
    ...overrides,
  };
}

export function buildStaffAd(overrides: Partial<StaffAd> = {}): StaffAd {
  return { ...buildAd(), id: 'ad-1', created_at: '2026-03-05T09:30:00.000Z', ...overrides };
}

export function buildLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: 'lead-1',
    name: 'Ravi Kulkarni',
    business: 'Kulkarni Jewellers',
    email: 'ravi@example.com',
    phone: '+91 98220 12345',
    message: 'Bridal sets for the wedding season.',
    created_at: '2026-03-05T09:30:00.000Z',
    ...overrides,
  };
}
