import { PLAN_NAMES_IN, type Translation } from '@jodi/i18n';
import type { assistantTextsEn } from './en';

/**
 * Hindi speaks of the person with respect (उनकी, "{name} की", रहती हैं / रहते हैं): the verb follows
 * whether it is a bride or a groom; ends a sentence with a danda.
 */
const same = (text: string) => `{gender, select, female {${text}} male {${text}} other {${text}}}`;
/** The respectful verb ending: रहती हैं / रहते हैं. */
const byGender = (female: string, male: string) =>
  `{gender, select, female {${female}} male {${male}} other {${male}}}`;
const plan = PLAN_NAMES_IN.hi;

export const assistantTextsHi: Translation<typeof assistantTextsEn> = {
  someone: '{gender, select, female {ये वधू} male {ये वर} other {ये सदस्य}}',
  notSure: 'मुझे ठीक से समझ नहीं आया कि आप {name} के बारे में क्या जानना चाहते हैं',
  askList:
    'आप उम्र, लंबाई, शहर, शिक्षा, काम-काज, आय, परिवार, भाई-बहन, खान-पान, शराब, धूम्रपान, शौक, अपेक्षाएँ, विवाह का तरीका, कुंडली, गुण मिलान, सत्यापन, फ़ोटो या वीडियो के बारे में पूछ सकते हैं।',
  askRest: 'बाकी बातें कृपया अगले सवाल में पूछें।',
  labelled: '{label}: {value}',
  contact: {
    line: '{relation}: {name}, {phone}',
    none: '{name} ने अभी तक संपर्क जानकारी नहीं दी है',
    unverified:
      'संपर्क जानकारी सिर्फ़ पहचान-सत्यापित प्रोफ़ाइल पर दिखाई जाती है, और {name} की पहचान अभी सत्यापित नहीं हुई है',
    plan: `संपर्क जानकारी ${plan.Belief} और ${plan.Trust} प्लान में दिखती है, आपके प्लान में नहीं`,
    notAccepted:
      '{name} की संपर्क जानकारी आपकी रुचि या चैट अनुरोध स्वीकार होने के बाद ही दिखती है, और उन्होंने अभी इसे स्वीकार नहीं किया है',
  },
  age: {
    is: byGender('{name} {age} साल की हैं', '{name} {age} साल के हैं'),
    isBorn: byGender('{name} {age} साल की हैं (जन्म: {birthdate})', '{name} {age} साल के हैं (जन्म: {birthdate})'),
    unknown: `प्रोफ़ाइल में ${same('उनकी')} उम्र नहीं बताई गई है`,
  },
  height: {
    is: '{name} की लंबाई {height} है',
    unknown: `प्रोफ़ाइल में ${same('उनकी')} लंबाई नहीं बताई गई है`,
  },
  city: {
    is: byGender('{name} {city} में रहती हैं', '{name} {city} में रहते हैं'),
    unknown: `प्रोफ़ाइल में यह नहीं बताया गया है कि वे कहाँ ${byGender('रहती हैं', 'रहते हैं')}`,
  },
  maritalStatus: { unknown: `प्रोफ़ाइल में ${same('उनकी')} वैवाहिक स्थिति नहीं बताई गई है` },
  education: { unknown: `प्रोफ़ाइल में ${same('उनकी')} शिक्षा नहीं बताई गई है` },
  work: {
    asAt: byGender(
      '{name} {occupation} के रूप में काम करती हैं ({work})',
      '{name} {occupation} के रूप में काम करते हैं ({work})',
    ),
    as: byGender('{name} {occupation} के रूप में काम करती हैं', '{name} {occupation} के रूप में काम करते हैं'),
    at: byGender('{name} {work} में काम करती हैं', '{name} {work} में काम करते हैं'),
    verified: `${same('उनकी')} नौकरी सत्यापित है`,
    unknown: `प्रोफ़ाइल में यह नहीं बताया गया है कि वे क्या काम ${byGender('करती हैं', 'करते हैं')}`,
  },
  income: {
    is: `${same('उनकी')} वार्षिक आय {income} है`,
    notDisclosed: byGender('{name} अपनी आय नहीं बताना चाहतीं', '{name} अपनी आय नहीं बताना चाहते'),
    verified: `${same('उनकी')} आय सत्यापित है`,
    property: 'संपत्ति: {property}',
    unknown: `प्रोफ़ाइल में ${same('उनकी')} आय नहीं बताई गई है`,
  },
  family: { unknown: `प्रोफ़ाइल में ${same('उनके')} परिवार के बारे में नहीं बताया गया है` },
  siblings: {
    count:
      '{count, plural, =0 {{name} के कोई भाई-बहन नहीं हैं} one {{name} के # भाई या बहन है} other {{name} के # भाई-बहन हैं}}',
    unknown: `प्रोफ़ाइल में ${same('उनके')} भाई-बहनों के बारे में नहीं बताया गया है`,
  },
  diet: {
    is: `${same('उनका')} खान-पान: {diet}`,
    unknown: `प्रोफ़ाइल में ${same('उनका')} खान-पान नहीं बताया गया है`,
  },
  drinking: {
    no: byGender('{name} शराब नहीं पीतीं', '{name} शराब नहीं पीते'),
    occasionally: byGender('{name} कभी-कभी शराब पीती हैं', '{name} कभी-कभी शराब पीते हैं'),
    yes: byGender('{name} शराब पीती हैं', '{name} शराब पीते हैं'),
    unknown: byGender(
      'प्रोफ़ाइल में यह नहीं बताया गया है कि {name} शराब पीती हैं या नहीं',
      'प्रोफ़ाइल में यह नहीं बताया गया है कि {name} शराब पीते हैं या नहीं',
    ),
  },
  smoking: {
    no: byGender('{name} धूम्रपान नहीं करतीं', '{name} धूम्रपान नहीं करते'),
    occasionally: byGender('{name} कभी-कभी धूम्रपान करती हैं', '{name} कभी-कभी धूम्रपान करते हैं'),
    yes: byGender('{name} धूम्रपान करती हैं', '{name} धूम्रपान करते हैं'),
    unknown: byGender(
      'प्रोफ़ाइल में यह नहीं बताया गया है कि {name} धूम्रपान करती हैं या नहीं',
      'प्रोफ़ाइल में यह नहीं बताया गया है कि {name} धूम्रपान करते हैं या नहीं',
    ),
  },
  hobbies: {
    is: `${same('उनके')} शौक और रुचियाँ: {hobbies}`,
    unknown: `प्रोफ़ाइल में ${same('उनके')} शौक नहीं बताए गए हैं`,
  },
  expectations: {
    is: `जीवनसाथी से ${same('उनकी')} अपेक्षाएँ: {expectation}`,
    unknown: `प्रोफ़ाइल में जीवनसाथी से ${same('उनकी')} अपेक्षाएँ नहीं बताई गई हैं`,
  },
  ceremony: {
    is: 'विवाह का पसंदीदा तरीका: {ceremony}',
    unknown: `प्रोफ़ाइल में यह नहीं बताया गया है कि वे किस तरह का विवाह ${byGender('चाहती हैं', 'चाहते हैं')}`,
  },
  manglik: {
    fromChart: `${same('उनकी')} जन्म कुंडली के अनुसार: {verdict}`,
    declared: `प्रोफ़ाइल में ${same('उनका')} जन्म समय और जन्म स्थान नहीं दिया गया है, इसलिए कुंडली नहीं बन सकती; बताया गया मंगल दोष: {value}`,
    unknown: `प्रोफ़ाइल में ${same('उनके')} मंगल दोष के बारे में कुछ नहीं दिया गया है, और उसे देखने के लिए जन्म समय व जन्म स्थान भी नहीं है`,
  },
  horoscope: { unknown: `प्रोफ़ाइल में ${same('उनकी')} कुंडली की जानकारी नहीं दी गई है` },
  gunMilan: {
    score: 'आप दोनों के {max, number} में से {total, number} गुण मिलते हैं',
    grade:
      '{grade, select, excellent {बहुत अच्छा मिलान} good {अच्छा मिलान} other {पारंपरिक न्यूनतम 18 गुणों से कम}}: {max, number} में से {total, number} गुण',
    nadiDosh: 'नाड़ी दोष: दोनों की नाड़ी एक ही है',
    bhakootDosh: 'भकूट दोष: दोनों की राशियाँ एक-दूसरे से प्रतिकूल स्थान पर हैं',
    noBirthName: 'गुण मिलान के लिए कृपया अपनी प्रोफ़ाइल में जन्म नाम भरें',
    unavailable: 'प्रोफ़ाइल में पूरी जानकारी न होने से गुण मिलान उपलब्ध नहीं है।',
    notAvailable: 'गुण मिलान उपलब्ध नहीं है।',
  },
  verification: {
    none: '{name} का कोई सत्यापन बैज आपको नहीं दिखता',
    some: '{name} का सत्यापन हो चुका है: {list}',
    badges: { identity: 'पहचान', job: 'नौकरी', income: 'आय', property: 'संपत्ति' },
  },
  photos: {
    some: '{count, plural, one {{name} की प्रोफ़ाइल पर # फ़ोटो है} other {{name} की प्रोफ़ाइल पर # फ़ोटो हैं}}',
    none: '{name} ने अभी तक फ़ोटो नहीं लगाई हैं',
  },
  video: {
    yes: '{name} का परिचय वीडियो है; आप इसे प्रोफ़ाइल पर देख सकते हैं',
    none: '{name} ने अभी तक परिचय वीडियो नहीं लगाया है',
  },
  bloodGroup: {
    is: `${same('उनका')} ब्लड ग्रुप {bloodgroup} है`,
    unknown: `प्रोफ़ाइल में ${same('उनका')} ब्लड ग्रुप नहीं बताया गया है`,
  },
  managedBy: {
    is: 'यह प्रोफ़ाइल संभालने वाले: {managedBy}',
    unknown: 'यह प्रोफ़ाइल कौन संभालता है, यह नहीं बताया गया है',
  },
  about: {
    summary: '{name}: {parts}',
    age: 'उम्र {age} साल',
    height: 'लंबाई {height}',
    city: byGender('{city} में रहती हैं', '{city} में रहते हैं'),
    occupation: byGender('{occupation} के रूप में काम करती हैं', '{occupation} के रूप में काम करते हैं'),
    education: 'शिक्षा: {education}',
    words: `${same('उनके')} अपने शब्दों में: {aboutme}`,
    empty: '{name} ने प्रोफ़ाइल में अभी ज़्यादा कुछ नहीं लिखा है',
  },
  maskedContact: '[संपर्क जानकारी छिपाई गई है]',
  refusals: {
    PLAN_UPGRADE_REQUIRED: `AI सहायक ${plan.Belief} और ${plan.Trust} प्लान में मिलता है। प्रोफ़ाइल के बारे में पूछने के लिए कृपया प्लान लें।`,
    RATE_LIMITED: 'आपने कम समय में बहुत सारे सवाल पूछे हैं। कृपया कुछ मिनट रुककर फिर पूछें।',
    PROFILE_NOT_FOUND: 'इस प्रोफ़ाइल के बारे में जवाब नहीं दिया जा सकता।',
    UNAVAILABLE: 'AI सहायक जवाब पूरा करने से पहले ही रुक गया। कृपया फिर से पूछें।',
  },
};
