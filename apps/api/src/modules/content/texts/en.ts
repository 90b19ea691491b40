/**
 * The features page's blocks (spec 1), in English: the source the translations follow, word for
 * word the texts the page had when it was English in every language. One entry per block, by its id, in the page's order.
 */
export const featureTextsEn = {
  'verified-profiles': {
    title: 'Verified profiles',
    description:
      'Members upload identity, job and income documents, and our staff check each one by hand. Badges on a profile show what was verified, so you know who you are talking to.',
  },
  'gun-milan': {
    title: 'Gun Milan on every profile',
    description:
      'Every profile shows its Gun Milan score out of 36, worked out from both birth charts (or birth names) across the eight kootas, with the points of each one explained.',
  },
  'family-managed': {
    title: 'Profiles managed by family',
    description:
      'Parents, brothers, sisters, relatives or friends can create and manage a profile for someone they love, and the profile says who manages it.',
  },
  'private-chat': {
    title: 'Private chat and blocking',
    description:
      'Chat only after a request is accepted or an interest is mutual. Block anyone with one tap: you disappear from each other everywhere, and reports go to our staff.',
  },
  'pdf-biodata': {
    title: 'PDF biodata in one click',
    description:
      'Download a neat A4 biodata of your own profile, or of another verified profile, ready to share with your family.',
  },
  'ai-helper': {
    title: 'AI helper',
    description:
      'Ask the AI helper about a profile in your own words: education, family, work or Gun Milan. It answers only from what you are allowed to see on that profile.',
  },
};
