import { describe, expect, it } from 'vitest';
import { messageSafetyConcern } from './message-safety';

describe('messageSafetyConcern', () => {
  it.each([
    'Please send 5000 rupees on my UPI ramesh@okaxis for my mother',
    'my gpay is 98xxx, can you help me today',
    'Transfer to A/c no 123456789012 IFSC SBIN0001234',
    'I am stuck at customs, need to pay the clearance fees urgently',
    'Can you lend me some money till next week?',
    'Send ₹2000 please',
    'transfer 15000 tonight',
    'मला थोडे पैसे पाठवा, आईचे ऑपरेशन आहे',
    'मुझे कुछ रुपये उधार चाहिए',
    'Buy me a gift card and send the code',
  ])('flags a request for money or payment details: %s', (text) => {
    expect(messageSafetyConcern(text)).toBe('money');
  });

  it.each([
    "Let's talk on WhatsApp instead",
    'Add me on telegram',
    'Call me on 98765 43210',
    'my number is +91 9876543210',
    'व्हॉट्सॲपवर बोलूया',
  ])('flags a move to another app or a phone number: %s', (text) => {
    expect(messageSafetyConcern(text)).toBe('off_platform');
  });

  it.each([
    'Namaste! My pay is 50,000 a month and I work in Pune.',
    'My father worked in a bank for thirty years.',
    'We would love to meet your family next Sunday.',
    'I finished my MBA in 2019 and joined Infosys.',
    'आम्ही पुण्यात राहतो. तुमच्या घरी कोण कोण असतं?',
    'Give my regards to your parents.',
  ])('leaves an ordinary message alone: %s', (text) => {
    expect(messageSafetyConcern(text)).toBeNull();
  });
});
