import type { Translation } from '@jodi/i18n';
import type { familyBar as source } from '../en/familyBar';

export const familyBar: Translation<typeof source> = {
  switcherLabel: 'सध्या {name} यांचे प्रोफाइल. प्रोफाइल बदला',
  menuTitle: 'कोणाचे प्रोफाइल?',
  ownProfile: '{name} (माझे प्रोफाइल)',
  unnamed: 'नाव न भरलेले प्रोफाइल',
  band: 'तुम्ही {name} यांचे प्रोफाइल सांभाळत आहात',
  backToOwn: 'माझ्या प्रोफाइलवर परत जा',
  switched: 'आता तुम्ही {name} यांचे प्रोफाइल सांभाळत आहात',
  accessEnded: 'ते प्रोफाइल आता तुम्ही सांभाळू शकत नाही. तुम्ही तुमच्या स्वतःच्या प्रोफाइलवर परत आला आहात.',
  ownerOnlyTitle: 'हे फक्त ज्यांचे प्रोफाइल आहे तेच करू शकतात',
  ownerOnlyBody:
    'पासवर्ड, ई-मेल, खाते हटवणे, माहितीची प्रत, गोपनीयता, कुटुंब आणि पैसे भरणे हे {name} यांच्याकडेच असते. तुमचे स्वतःचे पाहण्यासाठी तुमच्या प्रोफाइलवर परत जा.',
  ownerOnlyBodyNoOwnProfile: 'गोपनीयता, कुटुंबाचे व्यवस्थापन आणि पैसे भरणे हे {name} यांच्या स्वतःच्या खात्यातूनच होते.',
};
