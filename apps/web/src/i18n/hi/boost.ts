import type { Translation } from '@jodi/i18n';
import { PLAN_NAMES_IN } from '@jodi/i18n/plan-names';
import type { boost as source } from '../en/boost';

export const boost: Translation<typeof source> = {
  title: 'मेरी प्रोफ़ाइल बूस्ट करें',
  explain:
    'बूस्ट करने पर अगले 24 घंटे आपकी प्रोफ़ाइल उन सभी सदस्यों को, जिनकी खोज में वह फ़िट बैठती है, प्रोफ़ाइल सूची और मैच में सबसे ऊपर की तीन जगहों में से एक पर पहले दिखती है।',
  runningUntil: '{until} तक बूस्ट चालू',
  seenBy: '{count, plural, =0 {अभी तक किसी ने नहीं देखी} one {# सदस्य ने देखी} other {# सदस्यों ने देखी}}',
  lastSeenBy:
    '{count, plural, =0 {पिछला बूस्ट किसी ने नहीं देखा} one {पिछला बूस्ट # सदस्य ने देखा} other {पिछला बूस्ट # सदस्यों ने देखा}}',
  left: '{count, plural, =0 {इस महीने कोई बूस्ट बाकी नहीं} one {इस महीने # बूस्ट बाकी} other {इस महीने # बूस्ट बाकी}}',
  button: 'अभी बूस्ट करें',
  confirmTitle: 'प्रोफ़ाइल बूस्ट करें?',
  confirmText:
    'अगले 24 घंटे आपकी प्रोफ़ाइल उन सदस्यों को सबसे पहले, "बूस्टेड" निशान के साथ दिखेगी जिनके लिए वह उपयुक्त है। इसमें इस महीने का एक बूस्ट लगेगा।',
  confirm: 'बूस्ट करें',
  cancel: 'अभी नहीं',
  started: 'आपकी प्रोफ़ाइल 24 घंटे के लिए बूस्ट हो गई',
  upgrade: `${PLAN_NAMES_IN.hi.Belief} और ${PLAN_NAMES_IN.hi.Trust} प्लान में प्रोफ़ाइल बूस्ट मिलते हैं: 24 घंटे आपकी प्रोफ़ाइल उपयुक्त सदस्यों को सबसे पहले दिखती है।`,
  seePlans: 'प्लान देखें',
  loadFailed: 'बूस्ट की जानकारी नहीं मिल सकी।',
};
