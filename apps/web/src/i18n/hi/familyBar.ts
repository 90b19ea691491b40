import type { Translation } from '@jodi/i18n';
import type { familyBar as source } from '../en/familyBar';

export const familyBar: Translation<typeof source> = {
  switcherLabel: 'अभी {name} की प्रोफ़ाइल. प्रोफ़ाइल बदलें',
  menuTitle: 'किसकी प्रोफ़ाइल?',
  ownProfile: '{name} (मेरी प्रोफ़ाइल)',
  unnamed: 'बिना नाम की प्रोफ़ाइल',
  band: 'आप {name} की प्रोफ़ाइल सँभाल रहे हैं',
  backToOwn: 'अपनी प्रोफ़ाइल पर लौटें',
  switched: 'अब आप {name} की प्रोफ़ाइल सँभाल रहे हैं',
  accessEnded: 'अब आप वह प्रोफ़ाइल नहीं सँभाल सकते। आप अपनी प्रोफ़ाइल पर लौट आए हैं।',
  ownerOnlyTitle: 'यह सिर्फ़ वही कर सकते हैं जिनकी प्रोफ़ाइल है',
  ownerOnlyBody:
    'पासवर्ड, ई-मेल, खाता हटाना, डेटा डाउनलोड, गोपनीयता, परिवार और भुगतान {name} के अपने हाथ में हैं। अपना देखने के लिए अपनी प्रोफ़ाइल पर लौटें।',
  ownerOnlyBodyNoOwnProfile: 'निजता, परिवार का प्रबंधन और भुगतान {name} अपने खाते से ही करते हैं।',
};
