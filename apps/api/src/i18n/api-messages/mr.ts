import type { Translation } from '@jodi/i18n';
import type { apiMessagesEn } from './en';

/**
 * The API's error messages in Marathi, for the parents and relatives who manage a profile: तुम्ही
 * (as the web app says it, one register everywhere; issue 35), plain words, numbers in Devanagari digits. Formats a member types (HH:MM, a date) stay as typed.
 */
export const apiMessagesMr: Translation<typeof apiMessagesEn> = {
  // Any request
  signInToContinue: 'पुढे जाण्यासाठी कृपया लॉग इन करा.',
  notFound: 'हे सापडले नाही.',
  tooManyAttempts: 'खूप वेळा प्रयत्न झाले आहेत. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
  fieldsNotValid: 'काही माहिती योग्य नाही. कृपया तपासून पाहा.',
  somethingWentWrong: 'काहीतरी चूक झाली. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा',
  textWithNul: 'मजकुरात NUL अक्षरे असू शकत नाहीत.',
  rangeNotSatisfiable: 'फाइलचा मागितलेला भाग देता येत नाही.',
  notValidId: 'हा id योग्य नाही',
  required: 'आवश्यक आहे',
  notCorrect: 'बरोबर नाही',
  tooLong: 'खूप मोठे आहे',
  unknownApp: '"{app}" हे ॲप ओळखीचे नाही.',

  // Uploads
  uploadTooLarge: 'फाइल खूप मोठी आहे.',
  uploadTooManyFiles: 'एका वेळी खूप जास्त फाइल्स आहेत.',
  uploadTooManyParts: 'अपलोडमध्ये खूप जास्त भाग आहेत.',
  uploadFieldNotAllowed: 'अपलोडमध्ये परवानगी नसलेला रकाना आहे.',
  uploadInterrupted: 'अपलोड मध्येच थांबले. कृपया पुन्हा प्रयत्न करा.',
  uploadNotMultipart: 'अपलोड योग्य multipart/form-data स्वरूपात नाही.',
  sendAsMultipart: 'अपलोड multipart/form-data स्वरूपात पाठवा.',
  chooseFile: 'अपलोड करण्यासाठी फाइल निवडा.',
  fieldTooLong: 'एका रकान्यातील मजकूर खूप मोठा आहे.',
  notAFileField: 'हा फाइलचा रकाना नाही',
  filesOnlyAs: 'फाइल्स फक्त {fields} म्हणून स्वीकारल्या जातात.',
  onlyPhotos: 'फक्त JPEG, PNG किंवा WebP प्रकारचे फोटो स्वीकारले जातात.',
  notAnImage: 'हा JPEG, PNG किंवा WebP प्रकारचा फोटो नाही',
  imageNotDecoded: 'हा फोटो उघडता आला नाही.',
  fileNotAnImage: 'ही फाइल फोटो म्हणून उघडता आली नाही.',
  imageHasNoSize: 'या फोटोचा आकार समजू शकला नाही.',
  imageTypeNotAccepted: '"{format}" प्रकारचे फोटो स्वीकारले जात नाहीत; कृपया JPEG, PNG किंवा WebP वापरा.',
  imageTooManyPixels:
    'फोटो खूप मोठा आहे ({width}x{height}); जास्तीत जास्त {megapixels, number} मेगापिक्सेलचा फोटो चालेल.',
  imageTooLarge: 'फोटो खूप मोठा आहे. तो जास्तीत जास्त {mb, number} MB चा असू शकतो.',
  uploadVideoFile: 'व्हिडिओ फाइल अपलोड करा (MP4, WebM किंवा MOV).',
  videoTooLarge: 'फाइल खूप मोठी आहे. व्हिडिओ जास्तीत जास्त {mb, number} MB चा असू शकतो.',
  onlyDocuments: 'फक्त PDF, JPEG किंवा PNG प्रकारची कागदपत्रे स्वीकारली जातात.',
  documentTooLarge: 'कागदपत्र खूप मोठे आहे. ते जास्तीत जास्त {mb, number} MB चे असू शकते.',
  onlyAudio: 'फक्त ऑडिओ फाइल्स अपलोड करता येतात',
  recordingTooLarge: 'रेकॉर्डिंग खूप मोठे आहे. ते जास्तीत जास्त {mb, number} MB चे असू शकते.',

  // Signing in and the account
  tokenMalformed: 'लॉग इनची माहिती अपूर्ण किंवा चुकीची आहे. कृपया पुन्हा लॉग इन करा.',
  sessionExpired: 'तुमचे सत्र संपले आहे. कृपया पुन्हा लॉग इन करा.',
  staffOnly: 'हे फक्त Jodi च्या कर्मचाऱ्यांसाठी आहे.',
  planUpgradeRequired: 'ही सुविधा वापरण्यासाठी तुमचा प्लॅन अपग्रेड करावा लागेल',
  accountExists: 'या ई-मेलने आधीच खाते उघडलेले आहे.',
  wrongCredentials: 'ई-मेल किंवा पासवर्ड चुकीचा आहे.',
  accountSuspended: 'हे खाते स्थगित केले आहे. कृपया सहाय्य टीमशी संपर्क साधा.',
  resetLinkInvalid: 'ही पासवर्ड रीसेट लिंक चुकीची आहे किंवा तिची मुदत संपली आहे.',
  enterOldPassword: 'तुमचा जुना पासवर्ड लिहा.',
  oldPasswordWrong: 'जुना पासवर्ड बरोबर नाही.',
  passwordWrong: 'पासवर्ड बरोबर नाही.',
  passwordToDelete: 'खाते हटवण्यासाठी तुमचा पासवर्ड लिहा.',
  signInAgainToDelete: 'तुमच्या सुरक्षिततेसाठी कृपया एकदा लॉग आउट करून पुन्हा लॉग इन करा, आणि मग तुमचे खाते हटवा.',
  enterValidEmail: 'कृपया योग्य ई-मेल पत्ता टाका.',
  passwordTooShort: 'पासवर्ड किमान ६ अक्षरांचा असावा.',
  passwordTooLong: 'पासवर्ड जास्तीत जास्त २५६ अक्षरांचा असू शकतो.',
  chooseLanguage: 'English, मराठी किंवा हिन्दी यांपैकी एक भाषा निवडा.',
  passwordOrLanguage: 'नवीन पासवर्ड किंवा भाषा पाठवा.',

  // Profiles
  createProfileFirst: 'आधी तुमचे प्रोफाइल तयार करा.',
  profileNotFound: 'प्रोफाइल सापडले नाही.',
  onlyOwnProfile: 'तुम्ही फक्त तुमचेच प्रोफाइल बदलू शकता.',
  signInForSaved: 'जतन केलेली प्रोफाइल्स पाहण्यासाठी कृपया लॉग इन करा.',
  birthdateInFuture: 'जन्मतारीख भविष्यातील असू शकत नाही.',
  birthdateTooOld: 'कृपया खरी जन्मतारीख टाका: वय जास्तीत जास्त {max, number} वर्षे असू शकते.',
  tooYoungToMarry: '{gender, select, male {वराचे} other {वधूचे}} वय किमान {min, number} वर्षे असावे.',
  reservedName: 'हे नाव Jodi च्या कर्मचाऱ्यांसाठी राखीव आहे. कृपया तुमचे स्वतःचे नाव वापरा.',
  hiddenCharacters: 'मजकुरातील लपलेली किंवा दिशा बदलणारी चिन्हे काढून टाका आणि मजकूर साधा टाइप करा.',
  mixedScripts:
    'हे एकाच लिपीत लिहा: लॅटिन अक्षरांमध्ये त्यांच्यासारखी दिसणारी ग्रीक किंवा सिरिलिक अक्षरे मिसळता येत नाहीत.',
  nameRequired: 'नाव आवश्यक आहे',
  relationRequired: 'नाते आवश्यक आहे',
  phoneRequired: 'फोन नंबर आवश्यक आहे',
  phoneNotValid: 'कृपया योग्य फोन नंबर टाका',
  birthTimeFormat: 'वेळ HH:MM अशी, २४ तासांच्या पद्धतीने लिहा',
  birthTimeZone: 'Asia/Kolkata सारखा IANA टाइम झोन द्या',
  maxAgeBelowMin: 'कमाल वय किमान वयापेक्षा कमी असू शकत नाही',
  maxHeightBelowMin: 'कमाल उंची किमान उंचीपेक्षा कमी असू शकत नाही',

  // Matchmaking
  enterCity: 'शहराचे नाव टाका',
  ageMaxBelowMin: 'कमाल वय किमान वयापेक्षा कमी असू शकत नाही',
  heightMaxBelowMin: 'कमाल उंची किमान उंचीपेक्षा कमी असू शकत नाही',
  cannotSkipOwn: 'तुम्ही स्वतःचे प्रोफाइल वगळू शकत नाही.',

  // Interests, chat requests, bookmarks, blocks, reports
  cannotDoToOwn: 'हे तुमच्या स्वतःच्या प्रोफाइलसाठी करता येत नाही.',
  interestAlreadySent: 'तुम्ही आधीच पसंती कळवली आहे',
  interestNotFound: 'ही पसंती सापडली नाही.',
  cannotInterestOwn: 'तुम्ही स्वतःच्याच प्रोफाइलला पसंती कळवू शकत नाही.',
  onlyReceiverAnswersInterest: 'ज्यांना पसंती कळवली आहे, तेच तिला उत्तर देऊ शकतात.',
  interestAlreadyAnswered: 'या पसंतीला आधीच उत्तर दिले आहे.',
  onlySenderCancelsInterest: 'ज्यांनी पसंती कळवली आहे, तेच ती रद्द करू शकतात.',
  onlyPendingInterest: 'ज्या पसंतीला अजून उत्तर मिळालेले नाही, तीच रद्द करता येते.',
  chatRequestAlreadySent: 'चॅटची विनंती आधीच पाठवली आहे',
  chatRequestNotFound: 'ही चॅटची विनंती सापडली नाही.',
  cannotChatRequestOwn: 'तुम्ही स्वतःच्याच प्रोफाइलला चॅटची विनंती पाठवू शकत नाही.',
  onlyReceiverAnswersChatRequest: 'ज्यांना विनंती पाठवली आहे, तेच तिला उत्तर देऊ शकतात.',
  chatRequestAlreadyAnswered: 'या चॅटच्या विनंतीला आधीच उत्तर दिले आहे.',
  onlySenderCancelsChatRequest: 'ज्यांनी विनंती पाठवली आहे, तेच ती रद्द करू शकतात.',
  onlyPendingChatRequest: 'ज्या चॅट विनंतीला अजून उत्तर मिळालेले नाही, तीच रद्द करता येते.',
  interestNotAccepted: 'फक्त स्वीकारलेली पसंती (जुळलेले स्थळ) मागे घेता येते.',
  chatRequestNotAccepted: 'फक्त स्वीकारलेली चॅटची विनंती मागे घेता येते.',
  dailyInterestLimit:
    'गेल्या २४ तासांत तुम्ही {limit, number} जणांना पसंती कळवली आहे, तुमच्या प्लॅनमध्ये इतक्यांनाच कळवता येते. त्यातील पहिली पसंती कळवून २४ तास झाले की तुम्ही आणखी कळवू शकाल.',
  dailyChatRequestLimit:
    'गेल्या २४ तासांत तुम्ही {limit, number} चॅटच्या विनंत्या पाठवल्या आहेत, तुमच्या प्लॅनमध्ये इतक्याच पाठवता येतात. त्यातील पहिली पाठवून २४ तास झाले की तुम्ही आणखी पाठवू शकाल.',
  acceptedAndDeclined: 'चॅटची विनंती एकाच वेळी स्वीकारता आणि नाकारता येत नाही',
  acceptedOrDeclined: 'विनंती स्वीकारायची की नाकारायची, ते निवडा',
  cannotBookmarkOwn: 'तुम्ही स्वतःचे प्रोफाइल जतन करू शकत नाही.',
  bookmarkNotFound: 'हे जतन केलेले प्रोफाइल सापडले नाही.',
  cannotBlockOwn: 'तुम्ही स्वतःचे प्रोफाइल ब्लॉक करू शकत नाही.',
  cannotReportOwn: 'तुम्ही स्वतःच्याच प्रोफाइलची तक्रार करू शकत नाही.',
  alreadyReported: 'तुम्ही या प्रोफाइलची तक्रार आधीच केली आहे.',
  tellWhatIsWrong: 'काय चुकीचे आहे ते आम्हाला सांगा',

  // Chat
  cannotChatOwn: 'तुम्ही स्वतःच्याच प्रोफाइलशी चॅट करू शकत नाही.',
  chatAfterAccepted: 'तुमची चॅटची विनंती स्वीकारली गेल्यावर तुम्ही चॅट करू शकाल.',
  writeMessageFirst: 'आधी संदेश लिहा.',
  messageTooLong: 'एका संदेशात जास्तीत जास्त {max, number} अक्षरे असू शकतात.',
  conversationPage: "संभाषणाचे पान '{profile}*{n}' असे लिहिले जाते, जिथे n ही पूर्ण संख्या असते.",

  // Photos, video, documents, biodata, data download
  choosePhoto: 'अपलोड करण्यासाठी किमान एक फोटो निवडा.',
  noSuchPhoto: 'हा फोटो सापडला नाही.',
  photosAtMost: 'एका प्रोफाइलमध्ये जास्तीत जास्त {max, number} फोटो ठेवता येतात.',
  photosAtMostRemoveOne:
    'एका प्रोफाइलमध्ये जास्तीत जास्त {max, number} फोटो ठेवता येतात. नवीन फोटो जोडण्यासाठी आधी एक फोटो काढून टाका.',
  photosAtMostAddMore:
    'एका प्रोफाइलमध्ये जास्तीत जास्त {max, number} फोटो ठेवता येतात; तुम्ही आणखी {more, number} फोटो जोडू शकता.',
  photoRefused: 'फोटो {number, number} स्वीकारता आला नाही: {reason}',
  photoTooLarge: 'फाइल खूप मोठी आहे. प्रत्येक फोटो जास्तीत जास्त {mb, number} MB चा असू शकतो.',
  noSuchVideo: 'हा व्हिडिओ परिचय सापडला नाही.',
  noSuchDocument: 'हे कागदपत्र सापडले नाही.',
  profileNotVerified: 'हे प्रोफाइल पडताळलेले नाही',
  biodataLinkInvalid: 'ही डाउनलोड लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. कृपया पुन्हा डाउनलोड करा.',
  dataLinkInvalid: 'या डाउनलोड लिंकची मुदत संपली आहे किंवा ती चुकीची आहे. कृपया तुमची माहिती पुन्हा मागवा.',

  // Privacy, notifications, pushes
  pauseInFuture: 'प्रोफाइल कधीपर्यंत लपवायचे, त्यासाठी पुढची एखादी वेळ निवडा.',
  pauseAtMost: 'प्रोफाइल एका वेळी जास्तीत जास्त {days, number} दिवस लपवता येते.',
  dateTimeFormat: 'तारीख व वेळ द्या, उदा. 2027-01-31T18:00:00Z',
  chooseTimeZone: 'यादीतून टाइम झोन निवडा.',
  timeFormat: 'वेळ HH:MM अशी द्या, उदा. 22:00',
  quietHoursSame: 'शांत वेळेची सुरुवात आणि शेवट वेगवेगळे असावेत',
  unsubscribeLinkInvalid:
    'ही अनसबस्क्राइब लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. ई-मेल्सचे पर्याय ॲपमधील सूचनांच्या सेटिंग्जमध्ये बदला.',
  pushNotUrl: 'पुश एंडपॉइंट योग्य URL नाही.',
  pushWithCredentials: 'पुश एंडपॉइंटमध्ये युजर नेम किंवा पासवर्ड असू नये.',
  pushNotHttps: 'पुश एंडपॉइंट https URL असावा.',
  pushPort: 'पुश एंडपॉइंटने https चा नेहमीचा पोर्ट वापरावा.',
  pushServiceUnsupported: 'या ब्राउझरच्या पुश सेवेवर सूचना पाठवता येत नाहीत.',
  pushKeyNotP256: 'ही P-256 सार्वजनिक की नाही.',
  pushSecretNot16Bytes: 'हे १६ बाइटचे गुपित नाही.',
  pushEndpointTaken: 'या ब्राउझरवर सूचना सुरू करता आल्या नाहीत. कृपया सूचना पुन्हा सुरू करा.',

  // Contact finder
  contactFinderNotSetUp: 'संपर्क शोधण्याची सुविधा अजून सुरू केलेली नाही.',
  googleRefused: 'तुमचे संपर्क वाचण्याची परवानगी Google ने स्वीकारली नाही. कृपया परवानगी द्या आणि पुन्हा प्रयत्न करा.',
  contactFinderUnavailable: 'संपर्क शोधण्याची सुविधा सध्या उपलब्ध नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',

  // Plans and payments
  invalidLink: 'लिंकची मुदत संपली आहे किंवा ती चुकीची आहे',
  sandboxNeedsSignIn:
    'सदस्यत्वाच्या लिंकवरून फक्त खरे पेमेंट घेता येते, आणि ही साइट सध्या चाचणीचे पेमेंट वापरते. प्लॅन निवडण्यासाठी कृपया लॉग इन करा.',
  choosePlan: 'प्लॅनपैकी एक निवडा.',
  planPrice: 'रक्कम एखाद्या प्लॅनच्या किमतीइतकी, रुपयांत असावी (४९९, ४९९९, ६९९ किंवा ५४९९)',
  orderNotFound: 'ही ऑर्डर सापडली नाही.',
  orderAlreadyPaid: 'या ऑर्डरचे पेमेंट आधीच झाले आहे.',
  paymentNotVerified: 'पेमेंटची पडताळणी होऊ शकली नाही.',
  paymentMismatch: 'पेमेंटशी जुळत नाही',
  orderMismatch: 'ऑर्डरशी जुळत नाही',
  webhookSignature: 'वेबहुकची सही योग्य नाही.',
  webhookNotJson: 'वेबहुकचा मजकूर JSON नाही.',
  webhookNotEvent: 'वेबहुकचा मजकूर इव्हेंट नाही.',

  // Blog, site texts, ads, leads
  noSuchBlogPost: 'हा ब्लॉग लेख सापडला नाही.',
  blogFieldRequired: '{field, select, title {शीर्षक} summary {सारांश} other {मजकूर}} आवश्यक आहे',
  blogFieldTooLong:
    '{field, select, title {शीर्षकात} summary {सारांशात} other {मजकुरात}} जास्तीत जास्त {max, number} अक्षरे असू शकतात',
  atMostCharacters: 'जास्तीत जास्त {max, number} अक्षरे',
  atMost500Characters: 'जास्तीत जास्त ५०० अक्षरे',
  noSuchAd: 'ही जाहिरात सापडली नाही.',
  adActiveFirst: 'जाहिरात सर्वांना पाठवण्यापूर्वी तिची स्थिती "सक्रिय" किंवा "विलंबित" करा.',
  adTitleRequired: 'शीर्षक आवश्यक आहे',
  adPrice: 'किंमत पूर्ण रुपयांत, जास्तीत जास्त {max, number} पर्यंत',
  leadEmail: 'कृपया योग्य ई-मेल टाका',

  // Community events
  noSuchEvent: 'हा कार्यक्रम सापडला नाही.',
  eventFull: 'या कार्यक्रमाच्या सर्व जागा भरल्या आहेत.',
  eventOver: 'हा कार्यक्रम सुरू झाला आहे किंवा संपला आहे.',
  eventCancelled: 'हा कार्यक्रम रद्द झाला आहे.',
  eventAttendeesHidden: 'आणखी कोण येणार आहे हे पाहण्यासाठी आधी कार्यक्रमासाठी नोंदणी करा.',
  eventEndsAfterStart: 'कार्यक्रम संपण्याची वेळ सुरू होण्याच्या वेळेनंतरची असावी.',

  // Profile boost
  boostRunning: 'तुमचा प्रोफाइल बूस्ट आधीच चालू आहे.',
  noBoostsLeft: 'या महिन्याचे तुमचे सगळे प्रोफाइल बूस्ट वापरून झाले आहेत.',
  boostProfileNotShown:
    'तुमची प्रोफाइल थांबवलेली, लपवलेली किंवा अपूर्ण आहे, त्यामुळे बूस्ट केली तरी ती कोणालाच दिसणार नाही.',

  // Family management (issue 36)
  notManager: 'हे प्रोफाइल तुम्ही सांभाळत नाही. तुमच्या स्वतःच्या प्रोफाइलवर परत जा.',
  relativeNotAllowed: 'हे फक्त प्रोफाइलचे मालकच त्यांच्या स्वतःच्या खात्यातून करू शकतात.',
  familyInviteSelf: 'तुम्ही स्वतःलाच आमंत्रण पाठवू शकत नाही: नातेवाईकाचा ई-मेल पत्ता टाका.',
  familyAcceptOwn: 'हे आमंत्रण तुमच्याच प्रोफाइलसाठी आहे: नातेवाईकांना ते त्यांच्या खात्यातून उघडायला सांगा.',
  familyInviteInvalid: 'ही आमंत्रणाची लिंक आता चालणार नाही: ती आधीच वापरली गेली, रद्द झाली किंवा तिची मुदत संपली.',
  familyInviteNotFound: 'असे उघडे आमंत्रण नाही.',
  familyMemberNotFound: 'ही व्यक्ती तुमचे प्रोफाइल सांभाळत नाही.',
  alreadyManager: 'हे खाते आधीपासूनच हे प्रोफाइल सांभाळते.',

  // Staff desk
  staffCannotBeSuspended: 'कर्मचाऱ्यांची खाती स्थगित करता येत नाहीत.',
  noSuchReport: 'ही तक्रार सापडली नाही.',
  reportAlreadyHandled:
    '{status, select, dismissed {ही तक्रार आधीच फेटाळली आहे.} other {या तक्रारीवर आधीच कारवाई झाली आहे.}}',
  documentAlreadyReviewed:
    '{status, select, approved {हे कागदपत्र आधीच मंजूर झाले आहे.} other {हे कागदपत्र आधीच नाकारले आहे.}}',
  giveReason: 'कारण लिहा',
  writeNote: 'नोंद लिहा',
  usergroupFormat: 'लहान इंग्रजी अक्षरे, अंक, _ आणि -, जास्तीत जास्त ४०',
  noSuchCallLog: 'हा कॉल लॉग सापडला नाही.',
  callLogNoRecording: 'या कॉल लॉगचे रेकॉर्डिंग नाही.',
  audioLinkInvalid: 'ही ऑडिओ लिंक चुकीची आहे किंवा तिची मुदत संपली आहे. कॉल लॉग पुन्हा उघडा.',
  unknownAppName: 'app_name ओळखीचे नाही.',
  oneOf: 'यांपैकी एक: {choices}',
  noSuchProfile: 'असे प्रोफाइल नाही.',
  noSuchProfileField: 'असे प्रोफाइल नाही',
  onlyStaffAssigned: 'कॉल फक्त कर्मचाऱ्यांनाच सोपवता येतात.',
  notAStaffAccount: 'हे कर्मचाऱ्याचे खाते नाही',
  extraDataJson: 'extra_data हे JSON ऑब्जेक्ट म्हणून पाठवा',
  mobileNumber: '१० अंकी मोबाइल नंबर टाका',
  inviteNotSent: 'आमंत्रण पाठवता आले नाही',
};
