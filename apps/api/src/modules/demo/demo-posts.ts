/**
 * The demo blog: three helpful posts for families, in Markdown as staff would write them, and
 * one demo ad. Their covers are drawn in demo-covers.ts.
 */

export type CoverName = 'biodata' | 'gun-milan' | 'safety' | 'sweets';

export interface DemoPost {
  title: string;
  summary: string;
  markdown: string;
  cover: CoverName;
  /** Published this many days before the seed. */
  daysAgo: number;
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: 'Preparing a biodata that tells your story',
    summary:
      'A good biodata is short, true and warm. What to include, what to leave out, and how to choose the photos.',
    cover: 'biodata',
    daysAgo: 19,
    markdown: `A biodata is often the first thing a family sees of you. It does not need to be long or
grand: it needs to be **true**, **clear** and to sound like you.

## Start with the essentials

Put the facts a family looks for first, in this order:

1. Name, date of birth and height
2. Education and work: degree, college, current role and city
3. Family: parents' occupations, brothers and sisters, native place
4. Horoscope details if they matter to your family: rashi, nakshatra, gotra, birth time and place

On Jodi, the profile form asks for all of these, and **Download my biodata** turns them into a neat
A4 PDF you can share on WhatsApp or print.

## Write an "About me" that sounds like you

Three or four sentences are enough. Say what you enjoy, what you value and what a normal weekend
looks like. Compare:

> I am a simple, family-oriented person who likes to travel.

with

> I teach chemistry in Nashik and spend Sunday mornings at the Godavari ghats with my camera.
> Sunday evenings belong to my grandmother's cooking.

The second one tells a family something real.

## Be honest about expectations

Write what truly matters to you (values, whether you will move cities, whether you want to keep
working) and leave out long lists of conditions. A short, kind expectation invites the right
families to write.

## Choose photos with care

- One clear, recent photo of your face in good daylight, without sunglasses
- One full-length photo in clothes you are comfortable in
- No group photos as the main picture, and no heavy filters

## Before you share it

- Check spellings of names and places, and the birth time
- Ask a parent or a sibling to read it once
- Keep phone numbers in the **contacts** section, not in the text: Jodi shows them only to the
  right people

A biodata that is honest saves everyone time, and the families who reply will be replying to the
real you.
`,
  },
  {
    title: 'Gun Milan: what the 36 points mean',
    summary:
      'The eight kootas of Ashtakoota matching in plain words: what each one looks at, how many points it carries, and how to read the total.',
    cover: 'gun-milan',
    daysAgo: 11,
    markdown: `Many families look at **Gun Milan** (Ashtakoota matching) before taking a proposal forward.
It compares the Moon's nakshatra of the bride and the groom across eight aspects, called
*kootas*, which together carry **36 points**.

## The eight kootas

| Koota | Points | What it looks at |
|---|:-:|---|
| Varna | 1 | Temperament and outlook on work |
| Vashya | 2 | Mutual attraction and influence |
| Tara | 3 | Well-being and fortune, from the birth stars |
| Yoni | 4 | Physical and emotional compatibility |
| Graha Maitri | 5 | Friendship between the Moon-sign lords: mental wavelength |
| Gana | 6 | Nature: deva, manushya or rakshasa |
| Bhakoot | 7 | Relative position of the Moon signs: family welfare |
| Nadi | 8 | Health and progeny |

The higher kootas carry more weight: Nadi alone is worth 8 points, Varna only 1.

## Reading the total

- **Below 18**: traditionally considered not favourable
- **18 to 24**: acceptable
- **25 to 32**: good
- **Above 32**: excellent

Astrologers also look at particular combinations, such as *Nadi dosha* (the same Nadi for both,
0 points) or *Bhakoot dosha*, and many consider remedies or exceptions for them.

## How Jodi works it out

Each profile's Moon nakshatra is calculated from the **birth date, time and place** when all three
are given, and from the first syllable of the **birth name** otherwise. Every profile you open then
shows the points of each koota and the total out of 36. If you see
*'Update your birthname for Gunmilan score'*, add your birth name in your profile.

## Keep it in proportion

Gun Milan is one input, not a verdict. Values, education, family expectations and, above all,
how the two people get along matter at least as much. Many happy couples have modest scores, and
a perfect score is no promise on its own. Use it as a conversation starter with your family and
your astrologer.
`,
  },
  {
    title: 'Staying safe when you meet someone new',
    summary:
      'Simple habits that protect you and your family: verify first, talk on Jodi, meet in public, and never send money.',
    cover: 'safety',
    daysAgo: 4,
    markdown: `Most people on Jodi are exactly who they say they are. A few simple habits keep it that way
for you, and take nothing away from a genuine match.

## Before you meet

- **Look for verification badges.** Jodi staff check identity, job and income documents by hand.
  A verified profile is a better start; a badge still does not replace your own enquiries.
- **Talk on Jodi first.** Keep the conversation in Jodi's chat until you are comfortable. You can
  block someone at any time, and they disappear from your lists.
- **Talk to the family.** A video call with parents or siblings on both sides tells you a lot.
- **Check what you are told.** A college, an employer or a native place is easy to confirm through
  people you know.

## The first meeting

1. Meet in a **public place** during the day: a café, a temple, a mall
2. Tell a family member where you are going and when you will be back
3. Arrange your own travel both ways
4. Keep your phone charged, and leave if anything feels wrong

## Warning signs

- Asking for **money**, gifts or help with a "customs fee" or a "medical emergency", for any reason
- Refusing to show their face on a video call, or always having an excuse not to meet
- Pushing to move the chat off the app very quickly
- Stories that change, or details that do not match the profile

**Never send money to someone you met online**, however convincing the story.

## If something is wrong

Use **Report** on the profile. Reports go to Jodi staff, who review every one and can suspend an
account. If you feel unsafe, call **112**. If you have been cheated, report it at
[cybercrime.gov.in](https://cybercrime.gov.in) or call **1930**.

Dowry demands are illegal. If a family raises one, you owe them no further conversation.
`,
  },
];

export const DEMO_AD = {
  status: 'active' as const,
  title: 'Wedding sweets from Kulkarni Mithai',
  description:
    'Pedhas, modaks and kaju katli, made fresh for sakharpuda, haldi and the wedding day. Free delivery within Pune for orders of 5 kg or more.',
  price: 499,
  advertiserName: 'Kulkarni Mithai, Pune',
  advertiserContact: '+91 20 4000 1234',
  cover: 'sweets' as CoverName,
};
