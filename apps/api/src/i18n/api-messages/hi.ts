import type { Translation } from '@jodi/i18n';
import type { apiMessagesEn } from './en';

/**
 * The API's error messages in Hindi, for the parents and relatives who manage a profile: आप, plain
 * everyday words, Latin digits. Formats a member types (HH:MM, a date) stay as typed.
 */
export const apiMessagesHi: Translation<typeof apiMessagesEn> = {
  // Any request
  signInToContinue: 'आगे बढ़ने के लिए कृपया लॉग इन करें।',
  notFound: 'यह नहीं मिला।',
  tooManyAttempts: 'बहुत बार कोशिश हो चुकी है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  fieldsNotValid: 'कुछ जानकारी सही नहीं है। कृपया एक बार जाँच लें।',
  somethingWentWrong: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें',
  textWithNul: 'लिखे गए पाठ में NUL अक्षर नहीं हो सकते।',
  rangeNotSatisfiable: 'फ़ाइल का माँगा गया हिस्सा नहीं दिया जा सकता।',
  notValidId: 'यह id सही नहीं है',
  required: 'ज़रूरी है',
  notCorrect: 'सही नहीं है',
  tooLong: 'बहुत लंबा है',
  unknownApp: '"{app}" ऐप पहचाना नहीं गया।',

  // Uploads
  uploadTooLarge: 'फ़ाइल बहुत बड़ी है।',
  uploadTooManyFiles: 'एक बार में बहुत ज़्यादा फ़ाइलें हैं।',
  uploadTooManyParts: 'अपलोड में बहुत ज़्यादा हिस्से हैं।',
  uploadFieldNotAllowed: 'अपलोड में एक ऐसा खाना है जिसकी अनुमति नहीं है।',
  uploadInterrupted: 'अपलोड बीच में ही रुक गया। कृपया फिर से कोशिश करें।',
  uploadNotMultipart: 'अपलोड सही multipart/form-data रूप में नहीं है।',
  sendAsMultipart: 'अपलोड multipart/form-data रूप में भेजें।',
  chooseFile: 'अपलोड करने के लिए फ़ाइल चुनें।',
  fieldTooLong: 'एक खाने में लिखा पाठ बहुत लंबा है।',
  notAFileField: 'यह फ़ाइल का खाना नहीं है',
  filesOnlyAs: 'फ़ाइलें केवल {fields} के रूप में ली जाती हैं।',
  onlyPhotos: 'केवल JPEG, PNG या WebP फ़ोटो ही ली जाती हैं।',
  notAnImage: 'यह JPEG, PNG या WebP फ़ोटो नहीं है',
  imageNotDecoded: 'यह फ़ोटो खोली नहीं जा सकी।',
  fileNotAnImage: 'यह फ़ाइल फ़ोटो के रूप में खोली नहीं जा सकी।',
  imageHasNoSize: 'इस फ़ोटो का आकार पता नहीं चल सका।',
  imageTypeNotAccepted: '"{format}" प्रकार की फ़ोटो नहीं ली जातीं; कृपया JPEG, PNG या WebP इस्तेमाल करें।',
  imageTooManyPixels:
    'फ़ोटो बहुत बड़ी है ({width}x{height}); ज़्यादा से ज़्यादा {megapixels, number} मेगापिक्सल की फ़ोटो चलेगी।',
  imageTooLarge: 'फ़ोटो बहुत बड़ी है। यह ज़्यादा से ज़्यादा {mb, number} MB की हो सकती है।',
  uploadVideoFile: 'वीडियो फ़ाइल अपलोड करें (MP4, WebM या MOV)।',
  videoTooLarge: 'फ़ाइल बहुत बड़ी है। वीडियो ज़्यादा से ज़्यादा {mb, number} MB का हो सकता है।',
  onlyDocuments: 'केवल PDF, JPEG या PNG दस्तावेज़ ही लिए जाते हैं।',
  documentTooLarge: 'दस्तावेज़ बहुत बड़ा है। यह ज़्यादा से ज़्यादा {mb, number} MB का हो सकता है।',
  onlyAudio: 'केवल ऑडियो फ़ाइलें ही अपलोड की जा सकती हैं',
  recordingTooLarge: 'रिकॉर्डिंग बहुत बड़ी है। यह ज़्यादा से ज़्यादा {mb, number} MB की हो सकती है।',

  // Signing in and the account
  tokenMalformed: 'लॉग इन की जानकारी अधूरी या गलत है। कृपया फिर से लॉग इन करें।',
  sessionExpired: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  staffOnly: 'यह केवल Jodi के कर्मचारियों के लिए है।',
  planUpgradeRequired: 'इस सुविधा का उपयोग करने के लिए अपना प्लान अपग्रेड करें',
  accountExists: 'इस ई-मेल से पहले ही एक खाता बना हुआ है।',
  wrongCredentials: 'ई-मेल या पासवर्ड गलत है।',
  accountSuspended: 'यह खाता निलंबित है। कृपया सहायता टीम से संपर्क करें।',
  resetLinkInvalid: 'यह पासवर्ड रीसेट लिंक गलत है या इसकी समय-सीमा समाप्त हो गई है।',
  enterOldPassword: 'अपना पुराना पासवर्ड डालें।',
  oldPasswordWrong: 'पुराना पासवर्ड सही नहीं है।',
  passwordWrong: 'पासवर्ड सही नहीं है।',
  passwordToDelete: 'खाता हटाने के लिए अपना पासवर्ड डालें।',
  signInAgainToDelete: 'आपकी सुरक्षा के लिए कृपया एक बार लॉग आउट करके फिर से लॉग इन करें, उसके बाद अपना खाता हटाएँ।',
  enterValidEmail: 'कृपया सही ई-मेल पता डालें।',
  passwordTooShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 256 अक्षरों का हो सकता है।',
  chooseLanguage: 'English, मराठी या हिन्दी में से कोई एक भाषा चुनें।',
  passwordOrLanguage: 'नया पासवर्ड या भाषा भेजें।',

  // Profiles
  createProfileFirst: 'पहले अपनी प्रोफ़ाइल बनाएँ।',
  profileNotFound: 'प्रोफ़ाइल नहीं मिली।',
  onlyOwnProfile: 'आप केवल अपनी ही प्रोफ़ाइल बदल सकते हैं।',
  signInForSaved: 'सहेजी गई प्रोफ़ाइलें देखने के लिए कृपया लॉग इन करें।',
  birthdateInFuture: 'जन्म तिथि भविष्य की नहीं हो सकती।',
  birthdateTooOld: 'कृपया सही जन्म तिथि डालें: उम्र ज़्यादा से ज़्यादा {max, number} वर्ष हो सकती है।',
  tooYoungToMarry: '{gender, select, male {वर} other {वधू}} की उम्र कम से कम {min, number} वर्ष होनी चाहिए।',
  reservedName: 'यह नाम Jodi के कर्मचारियों के लिए आरक्षित है। कृपया अपना ही नाम इस्तेमाल करें।',
  hiddenCharacters: 'छिपे हुए या दिशा बदलने वाले चिह्न हटा दें और पाठ सीधे-सादे ढंग से टाइप करें।',
  mixedScripts: 'इसे एक ही लिपि में लिखें: लैटिन अक्षरों के बीच उन जैसे दिखने वाले ग्रीक या सिरिलिक अक्षर नहीं मिलाए जा सकते।',
  nameRequired: 'नाम ज़रूरी है',
  relationRequired: 'रिश्ता ज़रूरी है',
  phoneRequired: 'फ़ोन नंबर ज़रूरी है',
  phoneNotValid: 'कृपया सही फ़ोन नंबर डालें',
  birthTimeFormat: 'समय HH:MM में, 24 घंटे के हिसाब से लिखें',
  birthTimeZone: 'Asia/Kolkata जैसा IANA टाइम ज़ोन दें',
  maxAgeBelowMin: 'अधिकतम उम्र न्यूनतम उम्र से कम नहीं हो सकती',
  maxHeightBelowMin: 'अधिकतम लंबाई न्यूनतम लंबाई से कम नहीं हो सकती',

  // Matchmaking
  enterCity: 'शहर का नाम डालें',
  ageMaxBelowMin: 'अधिकतम उम्र न्यूनतम उम्र से कम नहीं हो सकती',
  heightMaxBelowMin: 'अधिकतम लंबाई न्यूनतम लंबाई से कम नहीं हो सकती',
  cannotSkipOwn: 'आप अपनी ही प्रोफ़ाइल को छोड़ नहीं सकते।',

  // Interests, chat requests, bookmarks, blocks, reports
  cannotDoToOwn: 'यह अपनी ही प्रोफ़ाइल के साथ नहीं किया जा सकता।',
  interestAlreadySent: 'आप पहले ही रुचि भेज चुके हैं',
  interestNotFound: 'यह रुचि नहीं मिली।',
  cannotInterestOwn: 'आप अपनी ही प्रोफ़ाइल को रुचि नहीं भेज सकते।',
  onlyReceiverAnswersInterest: 'जिन्हें रुचि भेजी गई है, केवल वही इसका जवाब दे सकते हैं।',
  interestAlreadyAnswered: 'इस रुचि का जवाब पहले ही दिया जा चुका है।',
  onlySenderCancelsInterest: 'जिन्होंने रुचि भेजी है, केवल वही इसे रद्द कर सकते हैं।',
  onlyPendingInterest: 'केवल वही रुचि रद्द की जा सकती है जिसका अभी जवाब नहीं आया है।',
  chatRequestAlreadySent: 'चैट का अनुरोध पहले ही भेजा जा चुका है',
  chatRequestNotFound: 'यह चैट अनुरोध नहीं मिला।',
  cannotChatRequestOwn: 'आप अपनी ही प्रोफ़ाइल को चैट का अनुरोध नहीं भेज सकते।',
  onlyReceiverAnswersChatRequest: 'जिन्हें अनुरोध भेजा गया है, केवल वही इसका जवाब दे सकते हैं।',
  chatRequestAlreadyAnswered: 'इस चैट अनुरोध का जवाब पहले ही दिया जा चुका है।',
  onlySenderCancelsChatRequest: 'जिन्होंने अनुरोध भेजा है, केवल वही इसे रद्द कर सकते हैं।',
  onlyPendingChatRequest: 'केवल वही चैट अनुरोध रद्द किया जा सकता है जिसका अभी जवाब नहीं आया है।',
  interestNotAccepted: 'केवल स्वीकार की गई रुचि (मैच) ही वापस ली जा सकती है।',
  chatRequestNotAccepted: 'केवल स्वीकार किया गया चैट अनुरोध ही वापस लिया जा सकता है।',
  dailyInterestLimit:
    'पिछले 24 घंटों में आप {limit, number} रुचियाँ भेज चुके हैं, आपके प्लान में इतनी ही भेजी जा सकती हैं। इनमें से पहली भेजे 24 घंटे हो जाने पर आप और भेज सकेंगे।',
  dailyChatRequestLimit:
    'पिछले 24 घंटों में आप {limit, number} चैट अनुरोध भेज चुके हैं, आपके प्लान में इतने ही भेजे जा सकते हैं। इनमें से पहला भेजे 24 घंटे हो जाने पर आप और भेज सकेंगे।',
  acceptedAndDeclined: 'चैट अनुरोध को एक साथ स्वीकार और अस्वीकार नहीं किया जा सकता',
  acceptedOrDeclined: 'अनुरोध स्वीकार करना है या अस्वीकार, यह चुनें',
  cannotBookmarkOwn: 'आप अपनी ही प्रोफ़ाइल सहेज नहीं सकते।',
  bookmarkNotFound: 'यह सहेजी गई प्रोफ़ाइल नहीं मिली।',
  cannotBlockOwn: 'आप अपनी ही प्रोफ़ाइल ब्लॉक नहीं कर सकते।',
  cannotReportOwn: 'आप अपनी ही प्रोफ़ाइल की शिकायत नहीं कर सकते।',
  alreadyReported: 'आप इस प्रोफ़ाइल की शिकायत पहले ही कर चुके हैं।',
  tellWhatIsWrong: 'हमें बताएँ कि क्या गलत है',

  // Chat
  cannotChatOwn: 'आप अपनी ही प्रोफ़ाइल से चैट नहीं कर सकते।',
  chatAfterAccepted: 'आपका चैट अनुरोध स्वीकार होने के बाद आप चैट कर सकेंगे।',
  writeMessageFirst: 'पहले संदेश लिखें।',
  messageTooLong: 'एक संदेश में ज़्यादा से ज़्यादा {max, number} अक्षर हो सकते हैं।',
  conversationPage: "बातचीत का पेज '{profile}*{n}' लिखा जाता है, जिसमें n एक पूर्ण संख्या होती है।",

  // Photos, video, documents, biodata, data download
  choosePhoto: 'अपलोड करने के लिए कम से कम एक फ़ोटो चुनें।',
  noSuchPhoto: 'यह फ़ोटो नहीं मिली।',
  photosAtMost: 'एक प्रोफ़ाइल में ज़्यादा से ज़्यादा {max, number} फ़ोटो रखी जा सकती हैं।',
  photosAtMostRemoveOne:
    'एक प्रोफ़ाइल में ज़्यादा से ज़्यादा {max, number} फ़ोटो रखी जा सकती हैं। नई फ़ोटो जोड़ने के लिए पहले कोई एक फ़ोटो हटाएँ।',
  photosAtMostAddMore:
    'एक प्रोफ़ाइल में ज़्यादा से ज़्यादा {max, number} फ़ोटो रखी जा सकती हैं; आप {more, number} और फ़ोटो जोड़ सकते हैं।',
  photoRefused: 'फ़ोटो {number, number} नहीं ली जा सकी: {reason}',
  photoTooLarge: 'फ़ाइल बहुत बड़ी है। हर फ़ोटो ज़्यादा से ज़्यादा {mb, number} MB की हो सकती है।',
  noSuchVideo: 'यह वीडियो परिचय नहीं मिला।',
  noSuchDocument: 'यह दस्तावेज़ नहीं मिला।',
  profileNotVerified: 'यह प्रोफ़ाइल सत्यापित नहीं है',
  biodataLinkInvalid: 'यह डाउनलोड लिंक गलत है या इसकी समय-सीमा समाप्त हो गई है। कृपया फिर से डाउनलोड करें।',
  dataLinkInvalid: 'इस डाउनलोड लिंक की समय-सीमा समाप्त हो गई है या यह गलत है। कृपया अपनी जानकारी फिर से माँगें।',

  // Privacy, notifications, pushes
  pauseInFuture: 'प्रोफ़ाइल कब तक छिपानी है, इसके लिए आगे का कोई समय चुनें।',
  pauseAtMost: 'प्रोफ़ाइल एक बार में ज़्यादा से ज़्यादा {days, number} दिनों के लिए छिपाई जा सकती है।',
  dateTimeFormat: 'तारीख और समय दें, जैसे 2027-01-31T18:00:00Z',
  chooseTimeZone: 'सूची में से टाइम ज़ोन चुनें।',
  timeFormat: 'समय HH:MM में दें, जैसे 22:00',
  quietHoursSame: 'शांत समय की शुरुआत और अंत अलग-अलग होने चाहिए',
  unsubscribeLinkInvalid:
    'यह अनसब्सक्राइब लिंक गलत है या इसकी समय-सीमा समाप्त हो गई है। ई-मेल से जुड़े विकल्प ऐप की सूचना सेटिंग में बदलें।',
  pushNotUrl: 'पुश एंडपॉइंट सही URL नहीं है।',
  pushWithCredentials: 'पुश एंडपॉइंट में यूज़र नेम या पासवर्ड नहीं होना चाहिए।',
  pushNotHttps: 'पुश एंडपॉइंट https URL होना चाहिए।',
  pushPort: 'पुश एंडपॉइंट को https का सामान्य पोर्ट इस्तेमाल करना चाहिए।',
  pushServiceUnsupported: 'इस ब्राउज़र की पुश सेवा पर सूचनाएँ नहीं भेजी जा सकतीं।',
  pushKeyNotP256: 'यह P-256 पब्लिक की नहीं है।',
  pushSecretNot16Bytes: 'यह 16 बाइट का सीक्रेट नहीं है।',
  pushEndpointTaken: 'इस ब्राउज़र पर सूचनाएँ चालू नहीं हो सकीं। कृपया सूचनाएँ फिर से चालू करें।',

  // Contact finder
  contactFinderNotSetUp: 'संपर्क खोजने की सुविधा अभी चालू नहीं की गई है।',
  googleRefused: 'Google ने आपके संपर्क पढ़ने की अनुमति स्वीकार नहीं की। कृपया अनुमति दें और फिर से कोशिश करें।',
  contactFinderUnavailable: 'संपर्क खोजने की सुविधा अभी उपलब्ध नहीं है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  // Plans and payments
  invalidLink: 'लिंक की समय-सीमा समाप्त हो गई है या यह गलत है',
  sandboxNeedsSignIn:
    'सदस्यता लिंक से केवल असली भुगतान लिया जा सकता है, और यह साइट अभी परीक्षण वाले भुगतान पर चल रही है। प्लान चुनने के लिए कृपया लॉग इन करें।',
  choosePlan: 'किसी एक प्लान को चुनें।',
  planPrice: 'राशि रुपयों में किसी प्लान की कीमत होनी चाहिए (499, 4999, 699 या 5499)',
  orderNotFound: 'यह ऑर्डर नहीं मिला।',
  orderAlreadyPaid: 'इस ऑर्डर का भुगतान पहले ही हो चुका है।',
  paymentNotVerified: 'भुगतान की पुष्टि नहीं हो सकी।',
  paymentMismatch: 'भुगतान से मेल नहीं खाता',
  orderMismatch: 'ऑर्डर से मेल नहीं खाता',
  webhookSignature: 'वेबहुक का हस्ताक्षर सही नहीं है।',
  webhookNotJson: 'वेबहुक का मुख्य भाग JSON नहीं है।',
  webhookNotEvent: 'वेबहुक का मुख्य भाग कोई इवेंट नहीं है।',

  // Blog, site texts, ads, leads
  noSuchBlogPost: 'यह ब्लॉग लेख नहीं मिला।',
  blogFieldRequired: '{field, select, title {शीर्षक} summary {सारांश} other {सामग्री}} ज़रूरी है',
  blogFieldTooLong:
    '{field, select, title {शीर्षक} summary {सारांश} other {सामग्री}} में ज़्यादा से ज़्यादा {max, number} अक्षर हो सकते हैं',
  atMostCharacters: 'ज़्यादा से ज़्यादा {max, number} अक्षर',
  atMost500Characters: 'ज़्यादा से ज़्यादा 500 अक्षर',
  noSuchAd: 'यह विज्ञापन नहीं मिला।',
  adActiveFirst: 'विज्ञापन सबको भेजने से पहले उसकी स्थिति "सक्रिय" या "विलंबित" करें।',
  adTitleRequired: 'शीर्षक ज़रूरी है',
  adPrice: 'कीमत पूरे रुपयों में, ज़्यादा से ज़्यादा {max, number} तक',
  leadEmail: 'कृपया सही ई-मेल डालें',

  // Community events
  noSuchEvent: 'यह कार्यक्रम नहीं मिला।',
  eventFull: 'इस कार्यक्रम की सभी सीटें भर चुकी हैं।',
  eventOver: 'यह कार्यक्रम शुरू हो चुका है या ख़त्म हो गया है।',
  eventCancelled: 'यह कार्यक्रम रद्द हो गया है।',
  eventAttendeesHidden: 'और कौन आ रहा है, यह देखने के लिए पहले कार्यक्रम के लिए पंजीकरण करें।',
  eventEndsAfterStart: 'कार्यक्रम ख़त्म होने का समय शुरू होने के समय के बाद का होना चाहिए।',

  // Profile boost
  boostRunning: 'आपका प्रोफ़ाइल बूस्ट पहले से चल रहा है।',
  noBoostsLeft: 'इस महीने के आपके सभी प्रोफ़ाइल बूस्ट इस्तेमाल हो चुके हैं।',
  boostProfileNotShown: 'आपकी प्रोफ़ाइल रुकी हुई, छिपी हुई या अधूरी है, इसलिए बूस्ट करने पर भी वह किसी को नहीं दिखेगी।',

  // Family management (issue 36)
  notManager: 'यह प्रोफ़ाइल आप नहीं संभालते। अपनी प्रोफ़ाइल पर वापस जाएँ।',
  relativeNotAllowed: 'यह काम सिर्फ़ प्रोफ़ाइल के मालिक अपने खाते से कर सकते हैं।',
  familyInviteSelf: 'आप ख़ुद को न्योता नहीं भेज सकते: किसी रिश्तेदार का ई-मेल पता डालें।',
  familyAcceptOwn: 'यह न्योता आपकी अपनी प्रोफ़ाइल के लिए है: अपने रिश्तेदार से कहें कि वे इसे अपने खाते से खोलें।',
  familyInviteInvalid:
    'न्योते का यह लिंक अब काम नहीं करेगा: यह इस्तेमाल हो चुका है, रद्द हो गया है या इसकी मियाद ख़त्म हो गई है।',
  familyInviteNotFound: 'ऐसा कोई खुला न्योता नहीं है।',
  familyMemberNotFound: 'यह व्यक्ति आपकी प्रोफ़ाइल नहीं संभालते।',
  alreadyManager: 'यह खाता पहले से यह प्रोफ़ाइल संभालता है।',

  // Staff desk
  staffCannotBeSuspended: 'कर्मचारियों के खाते निलंबित नहीं किए जा सकते।',
  noSuchReport: 'यह शिकायत नहीं मिली।',
  reportAlreadyHandled:
    '{status, select, dismissed {यह शिकायत पहले ही खारिज की जा चुकी है।} other {इस शिकायत पर पहले ही कार्रवाई हो चुकी है।}}',
  documentAlreadyReviewed:
    '{status, select, approved {यह दस्तावेज़ पहले ही स्वीकृत हो चुका है।} other {यह दस्तावेज़ पहले ही अस्वीकार किया जा चुका है।}}',
  giveReason: 'कारण लिखें',
  writeNote: 'नोट लिखें',
  usergroupFormat: 'छोटे अंग्रेज़ी अक्षर, अंक, _ और -, ज़्यादा से ज़्यादा 40',
  noSuchCallLog: 'यह कॉल लॉग नहीं मिला।',
  callLogNoRecording: 'इस कॉल लॉग की कोई रिकॉर्डिंग नहीं है।',
  audioLinkInvalid: 'यह ऑडियो लिंक गलत है या इसकी समय-सीमा समाप्त हो गई है। कॉल लॉग फिर से खोलें।',
  unknownAppName: 'app_name पहचाना नहीं गया।',
  oneOf: 'इनमें से एक: {choices}',
  noSuchProfile: 'ऐसी कोई प्रोफ़ाइल नहीं है।',
  noSuchProfileField: 'ऐसी कोई प्रोफ़ाइल नहीं है',
  onlyStaffAssigned: 'कॉल केवल कर्मचारियों को ही सौंपी जा सकती हैं।',
  notAStaffAccount: 'यह कर्मचारी का खाता नहीं है',
  extraDataJson: 'extra_data को JSON ऑब्जेक्ट के रूप में भेजें',
  mobileNumber: '10 अंकों का मोबाइल नंबर डालें',
  inviteNotSent: 'निमंत्रण नहीं भेजा जा सका',
};
