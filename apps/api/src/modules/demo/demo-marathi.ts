import type { Preferences } from '@jodi/contract';
import { NO_PREFERENCES } from '../matchmaking/fit';
import { BIRTH_NAMES_DEVANAGARI } from './demo-data';
import { BIRTH_TZ, birthDetails, type ProfileValues } from './demo-profiles';
import type { Rng } from './prng';

/**
 * The Marathi family of the demo (decision 21): a mother ("Aai") who manages her daughter's profile
 * and reads Jodi in Marathi (her account's language is mr), so a newcomer who signs in with it
 * sees the whole app, her bell and her e-mails in Marathi at once. The password is the shared
 * demo password; the README gives both.
 */
export const DEMO_MARATHI_EMAIL = 'aai@jodi.example';

/** The daughter, 26, whose parents typed her profile in Marathi; the birth name as they write it. */
export function marathiProfile(rng: Rng, today: Date): ProfileValues {
  const birth = birthDetails(rng, 'female', 26, today, true, BIRTH_NAMES_DEVANAGARI);
  return {
    managedBy: 'parent',
    name: 'Gauri',
    lastName: 'Jadhav',
    gender: 'female',
    maritialStatus: 'never_married',
    height: 160,
    birthdate: birth.birthdate,
    currentCity: 'Pune',
    bloodgroup: 'O+',
    work: 'खाजगी नोकरी – लेखापरीक्षण फर्म, पुणे',
    occupation: 'सनदी लेखापाल (सीए)',
    annualIncome: '10_to_15_lakh',
    education: 'professional',
    degree: 'बी.कॉम., सीए',
    careerGoals: 'पुढे स्वतःची सीए फर्म सुरू करण्याचे तिचे स्वप्न आहे; लग्नानंतरही ती नोकरी सुरू ठेवणार आहे.',
    propertyDetails: 'कोथरूड, पुणे येथे स्वतःचा ३ बीएचके फ्लॅट; साताऱ्याजवळ वडिलोपार्जित घर आणि शेती',
    numberOfSiblings: 1,
    siblingsDetails: 'मोठा भाऊ – सॉफ्टवेअर इंजिनिअर, बंगळुरू, विवाहित',
    fatherOccupation: 'निवृत्त मुख्याध्यापक',
    motherOccupation: 'गृहिणी',
    mamkul: 'शिंदे',
    familyFinancialStatus: 'middle_class',
    familyType: 'joint',
    familyValues: 'traditional',
    hobbiesAndInterests: 'शास्त्रीय गायन, रांगोळी, वाचन, सणावाराला घरी स्वयंपाक',
    aboutme:
      'आमची मुलगी गौरी पुण्यात सनदी लेखापाल (सीए) म्हणून काम करते. ती शांत, समजूतदार आणि कष्टाळू आहे. लहानपणापासून ती शास्त्रीय गायन शिकते आहे आणि सणावाराला घरची सगळी तयारी तिच्याच हातात असते. आमच्या घरात कुटुंबाला आणि परंपरांना जितके महत्त्व आहे, तितकेच मुलीच्या करिअरलाही.',
    dietaryPreferences: 'veg',
    drinkingHabits: 'no',
    smokingHabits: 'no',
    expectation:
      'सुशिक्षित, निर्व्यसनी आणि कुटुंबाला महत्त्व देणारा मुलगा हवा. पुणे किंवा मुंबईत स्थायिक असल्यास उत्तम. तिच्या नोकरीला आणि पुढील शिक्षणाला पाठिंबा देणारे घर अपेक्षित आहे.',
    typeOfMarriageCeremony: 'traditional',
    interestInContinuingEducation: true,
    rashi: birth.rashi,
    gotra: 'Kashyap',
    mangalDosh: 'no',
    birthname: birth.birthname,
    birthTime: birth.birthTime,
    birthPlace: 'सातारा, महाराष्ट्र',
    birthLat: 17.6805,
    birthLon: 74.0183,
    birthTz: BIRTH_TZ,
  };
}

/** What the family looks for in a groom: a few years older, taller, unmarried, educated, near Pune, no smoking. */
export const MARATHI_PREFERENCES: Preferences = {
  ...NO_PREFERENCES,
  age_min: 27,
  age_max: 33,
  height_min: 165,
  height_max: null,
  maritial_statuses: ['never_married'],
  educations: ['bachelors', 'masters', 'doctorate', 'professional'],
  cities: ['Pune', 'Mumbai', 'Thane', 'Satara', 'Kolhapur'],
  smoking: ['no'],
  drinking: ['no', 'occasionally'],
};
