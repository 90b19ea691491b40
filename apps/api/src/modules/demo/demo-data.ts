/**
 * Word lists of the demo community: a Maharashtrian (Maratha) community with Marathi names,
 * surnames, gotras and places. Generation logic lives in demo-profiles.ts.
 */
import type {
  AnnualIncomeRange,
  EducationLevel,
  FamilyFinancialStatus,
  FamilyType,
  FamilyValue,
} from '@jodi/contract';

export const FEMALE_FIRST_NAMES = [
  'Aishwarya',
  'Ankita',
  'Apurva',
  'Ashwini',
  'Bhagyashree',
  'Dhanashree',
  'Gauri',
  'Ketaki',
  'Madhura',
  'Manasi',
  'Mrunal',
  'Neha',
  'Pallavi',
  'Pooja',
  'Prajakta',
  'Priyanka',
  'Rutuja',
  'Sayali',
  'Shraddha',
  'Shruti',
  'Snehal',
  'Sonali',
  'Supriya',
  'Swati',
  'Tejaswini',
  'Vaishnavi',
  'Vrushali',
  'Yogita',
  'Sakshi',
  'Anuja',
  'Amruta',
  'Rasika',
  'Gayatri',
  'Kshitija',
  'Radhika',
  'Mitali',
  'Harshada',
  'Janhavi',
  'Shivani',
  'Prachi',
] as const;

export const MALE_FIRST_NAMES = [
  'Sameer',
  'Abhishek',
  'Ajinkya',
  'Akshay',
  'Amol',
  'Aniruddha',
  'Chinmay',
  'Ganesh',
  'Harshal',
  'Kedar',
  'Mandar',
  'Mayur',
  'Nikhil',
  'Omkar',
  'Pranav',
  'Prasad',
  'Pratik',
  'Rahul',
  'Rohit',
  'Sagar',
  'Sandeep',
  'Saurabh',
  'Shantanu',
  'Shreyas',
  'Siddharth',
  'Sumit',
  'Swapnil',
  'Tushar',
  'Vaibhav',
  'Vinayak',
  'Yogesh',
  'Aditya',
  'Sanket',
  'Ketan',
  'Parag',
  'Kunal',
  'Rushikesh',
  'Tejas',
  'Nilesh',
  'Sourabh',
] as const;

export const SURNAMES = [
  'Patil',
  'Jadhav',
  'Pawar',
  'Shinde',
  'Deshmukh',
  'Bhosale',
  'Gaikwad',
  'Chavan',
  'More',
  'Salunkhe',
  'Kadam',
  'Shirke',
  'Mane',
  'Ghorpade',
  'Nikam',
  'Jagtap',
  'Sawant',
  'Thorat',
  'Kale',
  'Mohite',
  'Suryawanshi',
  'Nimbalkar',
  'Dhumal',
  'Kshirsagar',
  'Wagh',
  'Ingale',
  'Raut',
  'Shelar',
  'Gharge',
  'Kokate',
  'Jagdale',
  'Bhise',
] as const;

export const GOTRAS = [
  'Kashyap',
  'Bharadwaj',
  'Gautam',
  'Vashishtha',
  'Kaundinya',
  'Vishwamitra',
  'Atri',
  'Jamadagni',
  'Shaunak',
  'Mandavya',
  'Garg',
  'Kaushik',
] as const;

export interface Place {
  name: string;
  lat: number;
  lon: number;
}

/** Birth places (all in Maharashtra, so the time zone is Asia/Kolkata). */
export const BIRTH_PLACES: readonly Place[] = [
  { name: 'Pune, Maharashtra', lat: 18.5204, lon: 73.8567 },
  { name: 'Pune, Maharashtra', lat: 18.5204, lon: 73.8567 },
  { name: 'Mumbai, Maharashtra', lat: 19.076, lon: 72.8777 },
  { name: 'Nagpur, Maharashtra', lat: 21.1458, lon: 79.0882 },
  { name: 'Nashik, Maharashtra', lat: 19.9975, lon: 73.7898 },
  { name: 'Kolhapur, Maharashtra', lat: 16.705, lon: 74.2433 },
  { name: 'Aurangabad, Maharashtra', lat: 19.8762, lon: 75.3433 },
  { name: 'Satara, Maharashtra', lat: 17.6805, lon: 74.0183 },
  { name: 'Sangli, Maharashtra', lat: 16.8524, lon: 74.5815 },
  { name: 'Solapur, Maharashtra', lat: 17.6599, lon: 75.9064 },
  { name: 'Ahmednagar, Maharashtra', lat: 19.0948, lon: 74.748 },
  { name: 'Jalgaon, Maharashtra', lat: 21.0077, lon: 75.5626 },
  { name: 'Amravati, Maharashtra', lat: 20.9374, lon: 77.7796 },
  { name: 'Latur, Maharashtra', lat: 18.4088, lon: 76.5604 },
  { name: 'Ratnagiri, Maharashtra', lat: 16.9902, lon: 73.312 },
  { name: 'Baramati, Maharashtra', lat: 18.1516, lon: 74.5777 },
  { name: 'Karad, Maharashtra', lat: 17.289, lon: 74.1818 },
  { name: 'Thane, Maharashtra', lat: 19.2183, lon: 72.9781 },
];

/** Where people live now; repeated entries make Pune and Mumbai the most common. */
export const CURRENT_CITIES_INDIA = [
  'Pune',
  'Pune',
  'Pune',
  'Pune',
  'Mumbai',
  'Mumbai',
  'Mumbai',
  'Thane',
  'Navi Mumbai',
  'Nagpur',
  'Nagpur',
  'Nashik',
  'Nashik',
  'Kolhapur',
  'Kolhapur',
  'Aurangabad',
  'Aurangabad',
  'Satara',
  'Sangli',
  'Bengaluru',
  'Bengaluru',
  'Hyderabad',
  'Hyderabad',
] as const;

export const CURRENT_CITIES_ABROAD = [
  'London, UK',
  'San Jose, USA',
  'Dubai, UAE',
  'Melbourne, Australia',
  'Frankfurt, Germany',
  'Toronto, Canada',
] as const;

export interface Career {
  education: EducationLevel;
  degree: string;
  occupation: string;
  /** Where or how they work. */
  work: string;
  incomes: readonly AnnualIncomeRange[];
  /** Plausible for someone living abroad. */
  abroad?: boolean;
  /** Only for one gender, when the list would look odd otherwise. */
  only?: 'male' | 'female';
}

export const CAREERS: readonly Career[] = [
  {
    education: 'bachelors',
    degree: 'B.E. (Computer Engineering)',
    occupation: 'Software Engineer',
    work: 'Private job – IT services company',
    incomes: ['5_to_10_lakh', '10_to_15_lakh', '15_to_25_lakh'],
    abroad: true,
  },
  {
    education: 'masters',
    degree: 'M.Tech (Electronics)',
    occupation: 'Embedded Systems Engineer',
    work: 'Private job – automotive electronics',
    incomes: ['10_to_15_lakh', '15_to_25_lakh'],
    abroad: true,
  },
  {
    education: 'masters',
    degree: 'MBBS, MD (Paediatrics)',
    occupation: 'Paediatrician',
    work: 'Private hospital',
    incomes: ['15_to_25_lakh', '25_to_50_lakh'],
    abroad: true,
  },
  {
    education: 'bachelors',
    degree: 'BDS',
    occupation: 'Dental Surgeon',
    work: 'Own dental clinic',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
  },
  {
    education: 'professional',
    degree: 'B.Com, CA',
    occupation: 'Chartered Accountant',
    work: 'Private job – audit and tax firm',
    incomes: ['10_to_15_lakh', '15_to_25_lakh'],
    abroad: true,
  },
  {
    education: 'masters',
    degree: 'MBA (Finance)',
    occupation: 'Financial Analyst',
    work: 'Private job – private sector bank',
    incomes: ['10_to_15_lakh', '15_to_25_lakh'],
    abroad: true,
  },
  {
    education: 'bachelors',
    degree: 'B.Com',
    occupation: 'Accounts Executive',
    work: 'Private job – manufacturing company',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
  },
  {
    education: 'bachelors',
    degree: 'B.Pharm',
    occupation: 'Quality Assurance Officer',
    work: 'Private job – pharmaceutical company',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
  },
  {
    education: 'masters',
    degree: 'M.Sc (Chemistry)',
    occupation: 'Research Associate',
    work: 'Private job – R&D laboratory',
    incomes: ['5_to_10_lakh'],
  },
  {
    education: 'bachelors',
    degree: 'B.Arch',
    occupation: 'Architect',
    work: 'Self-employed – own design studio',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
  },
  {
    education: 'bachelors',
    degree: 'B.A. LL.B.',
    occupation: 'Advocate',
    work: 'Self-employed – practises at the district court',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
  },
  {
    education: 'masters',
    degree: 'M.A. (English), B.Ed',
    occupation: 'Teacher',
    work: 'Government job – Zilla Parishad school',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
  },
  {
    education: 'masters',
    degree: 'M.A. (Economics), NET',
    occupation: 'Assistant Professor',
    work: 'Aided college',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
  },
  {
    education: 'bachelors',
    degree: 'B.E. (Mechanical)',
    occupation: 'Design Engineer',
    work: 'Private job – auto components maker',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
    abroad: true,
  },
  {
    education: 'bachelors',
    degree: 'B.Tech (Civil)',
    occupation: 'Junior Engineer',
    work: 'Government job – Public Works Department',
    incomes: ['5_to_10_lakh'],
  },
  {
    education: 'diploma',
    degree: 'Diploma (Mechanical)',
    occupation: 'Production Supervisor',
    work: 'Private job – MIDC factory',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
    only: 'male',
  },
  {
    education: 'bachelors',
    degree: 'B.Sc (Agriculture)',
    occupation: 'Farmer and dairy owner',
    work: 'Family business – sugarcane farm and dairy',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
    only: 'male',
  },
  {
    education: 'masters',
    degree: 'M.Sc (Computer Science)',
    occupation: 'Data Analyst',
    work: 'Private job – analytics company',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
    abroad: true,
  },
  {
    education: 'doctorate',
    degree: 'PhD (Biotechnology)',
    occupation: 'Scientist',
    work: 'Government research institute',
    incomes: ['10_to_15_lakh', '15_to_25_lakh'],
    abroad: true,
  },
  {
    education: 'bachelors',
    degree: 'B.Sc (Nursing)',
    occupation: 'Staff Nurse',
    work: 'Private hospital',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
    abroad: true,
  },
  {
    education: 'masters',
    degree: 'B.E. (IT), MS (Computer Science)',
    occupation: 'Senior Software Engineer',
    work: 'Private job – product company',
    incomes: ['25_to_50_lakh', '50_lakh_to_1_crore'],
    abroad: true,
  },
  {
    education: 'bachelors',
    degree: 'BBA',
    occupation: 'Business owner',
    work: 'Family business – building materials shop',
    incomes: ['10_to_15_lakh', '15_to_25_lakh'],
  },
  {
    education: 'masters',
    degree: 'M.Com',
    occupation: 'Assistant Manager',
    work: 'Government job – nationalised bank',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
  },
  {
    education: 'bachelors',
    degree: 'B.A., MPSC (State Services)',
    occupation: 'Naib Tahsildar',
    work: 'Government job – Revenue Department',
    incomes: ['5_to_10_lakh', '10_to_15_lakh'],
  },
  {
    education: 'bachelors',
    degree: 'B.Des (Interaction Design)',
    occupation: 'UX Designer',
    work: 'Private job – software product company',
    incomes: ['10_to_15_lakh', '15_to_25_lakh'],
    abroad: true,
  },
  {
    education: 'bachelors',
    degree: 'BHMS',
    occupation: 'Homeopathic Doctor',
    work: 'Own clinic',
    incomes: ['3_to_5_lakh', '5_to_10_lakh'],
  },
  {
    education: 'masters',
    degree: 'MBA (Marketing)',
    occupation: 'Brand Manager',
    work: 'Private job – consumer goods company',
    incomes: ['15_to_25_lakh', '25_to_50_lakh'],
    abroad: true,
  },
  {
    education: 'high_school',
    degree: 'HSC, certificate in hotel management',
    occupation: 'Restaurant owner',
    work: 'Family business – Maharashtrian thali restaurant',
    incomes: ['10_to_15_lakh'],
    only: 'male',
  },
];

export const CAREER_GOALS = [
  'Wants to lead a team within the next few years.',
  'Plans to start an independent practice.',
  'Preparing for a senior role and an MBA later.',
  'Hopes to grow the family business to a second branch.',
  'Would like to move into research and teaching.',
  'Aims to become a certified specialist in the field.',
  'Keen to work on products that help farmers and small towns.',
  'Happy in the current role; wants to keep learning.',
];

export const PROPERTY_DETAILS = [
  'Own 2BHK flat in Kothrud, Pune',
  'Ancestral house and 6 acres of farmland near Satara',
  'Family bungalow in Nashik; a plot in Igatpuri',
  'Own 3BHK flat in Thane',
  'Ancestral home in Kolhapur',
  'Flat in Baner, Pune (on loan); farmland in the native village',
  'Row house in Aurangabad',
  'Family home in Nagpur and a shop in the market area',
];

export const FATHER_OCCUPATIONS = [
  'Retired bank officer',
  'Farmer (grapes and sugarcane)',
  'Businessman – hardware shop',
  'Retired school principal',
  'Government employee (MSEB)',
  'Doctor with his own clinic',
  'Retired from the Indian Army',
  'Civil contractor',
  'College professor',
  'Runs a medical store',
  'Retired police sub-inspector',
  'Transport business (trucks)',
  'Late (was a high school teacher)',
];

export const MOTHER_OCCUPATIONS = [
  'Homemaker',
  'Homemaker',
  'Homemaker',
  'Teacher',
  'Retired nurse',
  'Runs a home tiffin service',
  'Bank clerk',
  'Doctor (gynaecologist)',
  'Tailoring business',
  'Anganwadi supervisor',
  'Gram panchayat member',
];

export const SIBLING_OCCUPATIONS = [
  'software engineer in Pune',
  'doctor in Mumbai',
  'teacher in Satara',
  'works in a bank in Nashik',
  'runs the family business',
  'chartered accountant in Mumbai',
  'engineer in Bengaluru',
  'working in Germany',
  'lecturer in Kolhapur',
];

export const SIBLING_STUDIES = ['studying engineering', 'studying B.Com', 'in 12th standard', 'doing an MBA'];

export const HOBBIES = [
  'reading Marathi novels',
  'trekking in the Sahyadris',
  'cooking',
  'classical music',
  'playing the harmonium',
  'badminton',
  'cricket',
  'photography',
  'travelling',
  'yoga',
  'gardening',
  'Bharatanatyam',
  'painting',
  'cycling',
  'watching Marathi plays',
  'volunteering',
  'running',
  'chess',
  'sketching',
  'baking',
  'singing bhajans',
  'swimming',
  'film music',
  'visiting forts',
];

export const FAMILY_TYPE_WEIGHTS: readonly [FamilyType, number][] = [
  ['nuclear', 6],
  ['joint', 4],
];
export const FAMILY_VALUE_WEIGHTS: readonly [FamilyValue, number][] = [
  ['traditional', 35],
  ['moderate', 50],
  ['liberal', 15],
];
export const FINANCIAL_STATUS_WEIGHTS: readonly [FamilyFinancialStatus, number][] = [
  ['lower_middle_class', 10],
  ['middle_class', 40],
  ['upper_middle_class', 40],
  ['affluent', 10],
];

/** About-me openings; {name}, {occupation}, {city}, {work} are filled in. First person. */
export const ABOUT_OPENINGS_SELF = [
  "I'm a {occupation} based in {city}, and I genuinely enjoy what I do.",
  'I work as a {occupation} in {city}; most days are busy but rewarding.',
  'I grew up in a close-knit Marathi family and now work as a {occupation} in {city}.',
  'By profession I am a {occupation}, currently settled in {city}.',
  'I am {name}, a {occupation} living in {city}, and the first in my family to work in this field.',
];

/** The same, written by a parent, sibling, relative or friend; {relation} is e.g. 'Our daughter'. */
export const ABOUT_OPENINGS_OTHERS = [
  '{relation} {name} is a {occupation} in {city} and is respected at work for being dependable.',
  '{relation} {name} works as a {occupation} in {city}.',
  '{relation} {name} is a {occupation}, settled in {city}, and very attached to the family.',
  '{relation} {name} is a cheerful, well-grounded {occupation} based in {city}.',
];

export const ABOUT_MIDDLES_SELF = [
  'Weekends usually mean {hobby} or a long chat over chai with friends.',
  'Outside work I spend my time on {hobby} and {hobby2}.',
  'I am calm by nature, honest, and I value time with family.',
  'Friends describe me as easy-going and dependable; I love {hobby}.',
  'I try to keep a balance between career and home, and I never miss Ganeshotsav at home.',
  'I enjoy {hobby}, and I am learning to be a better cook every month.',
];

export const ABOUT_MIDDLES_OTHERS = [
  '{pronoun} enjoys {hobby} and {hobby2}, and is always first to help at family functions.',
  '{pronoun} is soft-spoken, responsible and keeps the family together.',
  'In free time {pronounLower} likes {hobby}; {pronounLower} is also fond of travelling with family.',
  '{pronoun} is modern in outlook but rooted in our traditions.',
];

export const ABOUT_CLOSINGS_SELF = [
  'I am looking for a partner who is kind, ambitious and respects both families.',
  'I hope to meet someone I can be best friends with for life.',
  'Looking forward to building a warm, happy home together.',
  'I would like a partner who values honesty and a sense of humour.',
  '',
];

export const ABOUT_CLOSINGS_OTHERS = [
  'We are looking for a well-mannered, educated match from a good family.',
  'We hope to find a caring partner who will be part of our family too.',
  '',
];

export const EXPECTATIONS = [
  'Looking for an educated, understanding partner from a cultured family.',
  'Someone who is honest, caring and respects elders.',
  'A partner who is settled in Pune or Mumbai is preferred, but not a must.',
  'Should be open-minded, family-oriented and supportive of a working partner.',
  'Prefer someone working in a professional field, with a positive outlook.',
  'A simple, down-to-earth person who enjoys travelling.',
  'Looking for someone who values both tradition and independence.',
  'Open to profiles from abroad; good values matter more than income.',
  'Vegetarian partner preferred.',
  'Should get along with a joint family.',
];

export interface BirthNames {
  female: readonly string[];
  male: readonly string[];
}

/**
 * Birth names (janma naav) whose first syllable is a pada's syllable in gun-milan.md section 4,
 * keyed "nakshatra-pada". Only syllables that read the same in Latin script are used (no
 * Ta/Da/Na/Tha/Sha, which stand for several padas), so a name always points to one pada.
 */
export const BIRTH_NAMES: Record<string, BirthNames> = {
  '1-2': { female: ['Chetana'], male: ['Chetan'] },
  '1-4': { female: ['Lata', 'Lalita'], male: ['Lalit', 'Laxman'] },
  '2-3': { female: ['Lekha'], male: [] },
  '2-4': { female: ['Lopamudra'], male: ['Lokesh', 'Lochan'] },
  '3-1': { female: ['Anjali', 'Aparna', 'Amruta'], male: ['Amit', 'Anand', 'Ajinkya', 'Abhijit'] },
  '3-2': { female: ['Isha', 'Indira'], male: ['Ishan', 'Indrajit'] },
  '3-3': { female: ['Urmila', 'Ujwala'], male: ['Umesh', 'Uday', 'Utkarsh'] },
  '3-4': { female: ['Ekta'], male: ['Eknath'] },
  '4-1': { female: ['Ojaswini'], male: ['Omkar', 'Ojas'] },
  '4-2': { female: ['Varsha', 'Vandana'], male: ['Varun', 'Vasant'] },
  '4-3': { female: ['Vidya', 'Vinita'], male: ['Vikas', 'Vinay', 'Vivek'] },
  '5-1': { female: ['Vedika'], male: ['Vedant'] },
  '5-3': { female: ['Kavita', 'Kalyani'], male: ['Kapil', 'Kamlesh'] },
  '5-4': { female: ['Kirti', 'Kiran'], male: ['Kishor', 'Kiran'] },
  '6-1': { female: ['Kumud'], male: ['Kunal', 'Kushal'] },
  '6-2': { female: [], male: ['Ghanashyam'] },
  '7-1': { female: ['Ketaki'], male: ['Ketan', 'Keshav'] },
  '7-2': { female: ['Komal', 'Kokila'], male: [] },
  '7-3': { female: ['Harshada', 'Hansa'], male: ['Harsh', 'Harish'] },
  '7-4': { female: ['Himani', 'Hira'], male: ['Himanshu', 'Hitesh'] },
  '8-2': { female: ['Hema', 'Hemangi'], male: ['Hemant'] },
  '10-1': { female: ['Madhuri', 'Manasi', 'Mangala'], male: ['Mahesh', 'Mandar', 'Manoj'] },
  '10-2': { female: ['Mitali'], male: ['Mihir', 'Milind'] },
  '10-3': { female: ['Mukta'], male: ['Mukund', 'Mukesh'] },
  '10-4': { female: ['Meghana', 'Medha'], male: ['Meghraj'] },
  '11-1': { female: ['Mohini'], male: ['Mohan', 'Mohit'] },
  '12-3': { female: ['Pallavi', 'Padmaja'], male: ['Pankaj', 'Parag', 'Parth'] },
  '12-4': { female: [], male: ['Piyush'] },
  '13-1': { female: ['Purva', 'Pushpa'], male: ['Pushkar', 'Pundalik'] },
  '14-3': { female: ['Radhika', 'Rashmi', 'Rajashri'], male: ['Rahul', 'Rajesh', 'Ravi'] },
  '14-4': { female: ['Riya', 'Ritu'], male: ['Ritesh'] },
  '15-1': { female: ['Rupali', 'Rucha'], male: ['Rupesh'] },
  '15-2': { female: ['Reshma', 'Revati'], male: [] },
  '15-3': { female: ['Rohini'], male: ['Rohan', 'Rohit'] },
  '17-2': { female: ['Nisha', 'Nikita', 'Nilima'], male: ['Nikhil', 'Nilesh', 'Nitin'] },
  '17-3': { female: ['Nupur'], male: [] },
  '17-4': { female: ['Neha'], male: [] },
  '18-2': { female: ['Yamini'], male: ['Yash', 'Yashwant'] },
  '18-4': { female: ['Yukta'], male: ['Yuvraj'] },
  '19-2': { female: ['Yogita'], male: ['Yogesh'] },
  '19-3': { female: ['Bhavana', 'Bhagyashree'], male: ['Bharat', 'Bhaskar'] },
  '20-1': { female: ['Bhumika'], male: ['Bhushan', 'Bhupesh'] },
  '21-3': { female: ['Jayashree', 'Janhavi'], male: ['Jayant', 'Jaydeep'] },
  '21-4': { female: ['Jidnyasa'], male: ['Jitendra', 'Jitesh'] },
  '22-2': { female: ['Khushi'], male: ['Khushal'] },
  '23-1': { female: ['Gayatri'], male: ['Ganesh', 'Gajanan'] },
  '23-2': { female: ['Girija'], male: ['Girish'] },
  '23-3': { female: ['Gunjan'], male: ['Gurudatta', 'Gunwant'] },
  '24-1': { female: ['Gopika'], male: ['Gopal', 'Govind'] },
  '24-2': { female: ['Sayali', 'Sakshi', 'Sarika'], male: ['Sachin', 'Sagar', 'Sanket'] },
  '24-3': { female: ['Siddhi'], male: ['Siddharth', 'Siddhesh'] },
  '24-4': { female: ['Supriya', 'Sunita', 'Suvarna'], male: ['Sumit', 'Suyash', 'Sushant'] },
  '25-2': { female: ['Sonali', 'Sonal'], male: ['Somnath', 'Sohan'] },
  '27-3': { female: ['Chandrika', 'Charulata'], male: ['Chandrakant', 'Chandrashekhar'] },
  '27-4': { female: ['Chitra'], male: ['Chinmay'] },
};

/**
 * Brides' birth names as a Marathi family writes them (Devanagari), keyed like BIRTH_NAMES: the
 * Marathi family's daughter gets one (demo-marathi.ts). Each starts with its pada's syllable.
 */
export const BIRTH_NAMES_DEVANAGARI: Record<string, BirthNames> = {
  '1-2': { female: ['चेतना'], male: [] },
  '1-4': { female: ['लता', 'ललिता'], male: [] },
  '3-1': { female: ['अंजली', 'अपर्णा', 'अमृता'], male: [] },
  '3-2': { female: ['ईशा', 'इंदिरा'], male: [] },
  '3-3': { female: ['उर्मिला', 'उज्ज्वला'], male: [] },
  '3-4': { female: ['एकता'], male: [] },
  '4-2': { female: ['वर्षा', 'वंदना'], male: [] },
  '4-3': { female: ['विद्या', 'विनिता'], male: [] },
  '5-1': { female: ['वेदिका'], male: [] },
  '5-3': { female: ['कविता', 'कल्याणी'], male: [] },
  '5-4': { female: ['कीर्ती', 'किरण'], male: [] },
  '6-1': { female: ['कुमुद'], male: [] },
  '7-1': { female: ['केतकी'], male: [] },
  '7-2': { female: ['कोमल', 'कोकिळा'], male: [] },
  '7-3': { female: ['हर्षदा', 'हंसा'], male: [] },
  '7-4': { female: ['हिमानी', 'हिरा'], male: [] },
  '8-2': { female: ['हेमा', 'हेमांगी'], male: [] },
  '10-1': { female: ['माधुरी', 'मानसी', 'मंगला'], male: [] },
  '10-2': { female: ['मिताली'], male: [] },
  '10-3': { female: ['मुक्ता'], male: [] },
  '10-4': { female: ['मेघना', 'मेधा'], male: [] },
  '11-1': { female: ['मोहिनी'], male: [] },
  '12-3': { female: ['पल्लवी', 'पद्मजा'], male: [] },
  '13-1': { female: ['पूर्वा', 'पुष्पा'], male: [] },
  '14-3': { female: ['राधिका', 'रश्मी', 'राजश्री'], male: [] },
  '14-4': { female: ['रिया'], male: [] },
  '15-1': { female: ['रूपाली', 'रुचा'], male: [] },
  '15-2': { female: ['रेश्मा', 'रेवती'], male: [] },
  '15-3': { female: ['रोहिणी'], male: [] },
  '17-2': { female: ['निशा', 'निकिता', 'नीलिमा'], male: [] },
  '17-3': { female: ['नूपुर'], male: [] },
  '17-4': { female: ['नेहा'], male: [] },
  '18-2': { female: ['यामिनी'], male: [] },
  '18-4': { female: ['युक्ता'], male: [] },
  '19-2': { female: ['योगिता'], male: [] },
  '19-3': { female: ['भावना', 'भाग्यश्री'], male: [] },
  '20-1': { female: ['भूमिका'], male: [] },
  '21-3': { female: ['जयश्री', 'जान्हवी'], male: [] },
  '21-4': { female: ['जिज्ञासा'], male: [] },
  '22-2': { female: ['खुशी'], male: [] },
  '23-1': { female: ['गायत्री'], male: [] },
  '23-2': { female: ['गिरिजा'], male: [] },
  '23-3': { female: ['गुंजन'], male: [] },
  '24-1': { female: ['गोपिका'], male: [] },
  '24-2': { female: ['सायली', 'साक्षी', 'सारिका'], male: [] },
  '24-3': { female: ['सिद्धी'], male: [] },
  '24-4': { female: ['सुप्रिया', 'सुनीता', 'सुवर्णा'], male: [] },
  '25-2': { female: ['सोनाली', 'सोनल'], male: [] },
  '27-3': { female: ['चंद्रिका', 'चारुलता'], male: [] },
  '27-4': { female: ['चित्रा'], male: [] },
};
