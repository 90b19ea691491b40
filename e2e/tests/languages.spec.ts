import crypto from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  api,
  baseUrl,
  createMember,
  createMemberWithProfile,
  expect,
  keepScreenshot,
  openSecondWindow,
  profilePath,
  signInAs,
  test,
  uniqueEmail,
} from '../support/fixtures';
import { makeJpeg } from '../support/images';

/**
 * Jodi in Marathi and in Hindi on a phone (decision 21): sign-up in the chosen language, the guided
 * start, Gun Milan, a chat and the plans, the top bar's switch, and the API's own messages in the
 * member's language. The expected texts are copied word for word from the web catalogues
 * (apps/web/src/i18n/{mr,hi}), the names of fields and choices from @jodi/i18n's labels, and the
 * API's messages from apps/api/src/i18n/error-messages/{mr,hi}.ts: a changed translation fails here
 * on purpose. Numbers are written as each language writes them (Devanagari digits in Marathi).
 */
type Lang = 'mr' | 'hi';

const TEXTS = {
  mr: {
    name: 'मराठी',
    other: { lang: 'hi', name: 'हिन्दी', plansTitle: 'सदस्यता प्लान', belief: '₹499' },
    // language.ts
    languageGroup: 'भाषा',
    chooseLanguage: 'तुमची भाषा निवडा',
    // shell.ts: avatarMenu
    accountMenu: 'खात्याचा मेनू',
    // account.ts: auth
    signupTitle: 'तुमचे खाते तयार करा',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    signupSubmit: 'नोंदणी करा',
    // profiles.ts: listingStatus
    notShown: 'तुमचे प्रोफाइल अजून इतरांना दिसत नाही',
    completeProfile: 'माझे प्रोफाइल पूर्ण करा',
    // account.ts: guidedStart
    startTitle: 'चला, प्रोफाइल तयार करूया',
    meter: (done: string) => `कुटुंबांना प्रोफाइल दिसण्याआधी लागणारी माहिती: ६ पैकी ${done} भरली`,
    meterDone: 'तुमचे प्रोफाइल आता कुटुंबांना दाखवता येईल',
    stepOf: (step: string) => `५ पैकी टप्पा ${step}`,
    steps: {
      who: 'हे प्रोफाइल कोण तयार करत आहे?',
      basics: 'मूलभूत माहिती',
      photo: 'फोटो जोडा',
      birth: 'गुणमिलनासाठी जन्माची माहिती',
      preferences: 'जोडीदाराबद्दलच्या अपेक्षा',
    },
    myself: 'स्वतःसाठी — हे माझे प्रोफाइल आहे',
    bride: 'वधू',
    fields: {
      name: 'तुमचे पहिले नाव',
      birthdate: 'तुमची जन्मतारीख',
      city: 'तुमचे शहर',
      maritalStatus: 'तुमची वैवाहिक स्थिती',
      height: 'तुमची उंची (ऐच्छिक)',
      cityAsTyped: (city: string) => `“${city}” जसे लिहिले तसेच जोडा`,
    },
    next: 'जतन करा आणि पुढे चला',
    choosePhotos: 'फोटो निवडा',
    finish: 'माझी स्थळे पाहा',
    // profiles.ts: preferences, matches, fit
    cities: 'शहरे',
    diet: 'आहार',
    veg: 'शाकाहारी',
    bestMatches: 'सर्वात जुळणारी स्थळे',
    mutual: 'दोन्ही बाजूंनी चांगले जुळते',
    // /info step 4: account.ts profileForm and @jodi/i18n labels
    astrology: 'पत्रिका',
    infoStep4: '५ पैकी टप्पा ४',
    birthname: 'जन्मनाव',
    profileSaved: 'प्रोफाइल जतन झाले',
    // profiles.ts: profileView
    gunMilan: 'गुणमिलन',
    gunMilanTotal: /^एकूण: [०-९]+(\.[०-९]+)? \/ ३६$/,
    birthnameMissing: 'गुणमिलनाचे गुण पाहण्यासाठी तुमचे जन्मनाव भरा',
    addBirthDetails: 'जन्माची माहिती भरा',
    aspects: ['वर्ण', 'वश्य', 'तारा', 'योनी', 'ग्रहमैत्री', 'गण', 'भकूट', 'नाडी'],
    profileActions: 'प्रोफाइलसाठी पर्याय',
    sendInterest: 'पसंती कळवा',
    interestSentState: 'तुम्ही पसंती कळवली आहे',
    // social.ts
    interestSent: 'पसंती कळवली',
    newMessage: 'तुम्हाला नवीन संदेश आला आहे',
    messagesWith: (name: string) => new RegExp(`^${name}.* यांच्यासोबतचे संदेश$`),
    message: 'संदेश',
    send: 'पाठवा',
    enterHint: 'Enter दाबल्यावर संदेश जातो, Shift+Enter दाबल्यावर नवीन ओळ सुरू होते',
    conversations: 'तुमची संभाषणे',
    // What the two members type (not catalogue texts): shown exactly as typed.
    typed: {
      hello: 'नमस्कार स्नेहा! तुमचा परिचय वाचला, आवडला. 🙏 (Pune, 2 वाजता?)',
      again: 'आपण भेटूया का?',
      reply: 'हो, नक्की! रविवारी चालेल का? — स्नेहा',
    },
    // shell.ts
    chats: 'चॅट',
    plansTitle: 'सदस्यत्वाचे प्लॅन',
    // account.ts: plans, with the prices of spec 9 (499, 699 a month; 4999, 5499 a year)
    monthly: ['₹४९९', '₹६९९'],
    orYearly: 'किंवा ₹४,९९९ / वर्ष',
    perMonth: '/ महिना',
    chooseBelief: 'बिलीफ निवडा',
    // apps/api/src/i18n/error-messages/mr.ts (EMAIL_ALREADY_REGISTERED, INTEREST_ALREADY_SENT)
    api: {
      accountExists: 'या ई-मेलने आधीच खाते उघडलेले आहे.',
      interestAlreadySent: 'तुम्ही आधीच पसंती कळवली आहे',
    },
  },
  hi: {
    name: 'हिन्दी',
    other: { lang: 'mr', name: 'मराठी', plansTitle: 'सदस्यत्वाचे प्लॅन', belief: '₹४९९' },
    languageGroup: 'भाषा',
    chooseLanguage: 'अपनी भाषा चुनें',
    accountMenu: 'खाते का मेनू',
    signupTitle: 'अपना खाता बनाएँ',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    signupSubmit: 'साइन अप करें',
    notShown: 'आपकी प्रोफ़ाइल अभी दूसरों को नहीं दिख रही है',
    completeProfile: 'मेरी प्रोफ़ाइल पूरी करें',
    startTitle: 'आइए, प्रोफ़ाइल बनाएँ',
    meter: (done: string) => `परिवारों को प्रोफ़ाइल दिखने से पहले ज़रूरी जानकारी: 6 में से ${done} भरी गई`,
    meterDone: 'आपकी प्रोफ़ाइल अब परिवारों को दिखाई जा सकती है',
    stepOf: (step: string) => `5 में से चरण ${step}`,
    steps: {
      who: 'यह प्रोफ़ाइल कौन बना रहा है?',
      basics: 'मूल जानकारी',
      photo: 'फ़ोटो जोड़ें',
      birth: 'गुण मिलान के लिए जन्म की जानकारी',
      preferences: 'जीवनसाथी से अपेक्षाएँ',
    },
    myself: 'ख़ुद — यह मेरी प्रोफ़ाइल है',
    bride: 'वधू (लड़की)',
    fields: {
      name: 'आपका पहला नाम',
      birthdate: 'आपकी जन्म तिथि',
      city: 'आपका शहर',
      maritalStatus: 'आपकी वैवाहिक स्थिति',
      height: 'आपकी लंबाई (वैकल्पिक)',
      cityAsTyped: (city: string) => `“${city}” जैसा लिखा है, वैसा ही जोड़ें`,
    },
    next: 'सहेजें और आगे बढ़ें',
    choosePhotos: 'फ़ोटो चुनें',
    finish: 'मेरे रिश्ते देखें',
    cities: 'शहर',
    diet: 'खान-पान',
    veg: 'शाकाहारी',
    bestMatches: 'सबसे अच्छे रिश्ते',
    mutual: 'दोनों तरफ़ से अच्छा मेल',
    astrology: 'कुंडली',
    infoStep4: '5 में से चरण 4',
    birthname: 'जन्म नाम',
    profileSaved: 'प्रोफ़ाइल सहेज ली गई',
    gunMilan: 'गुण मिलान',
    gunMilanTotal: /^कुल: \d+(\.\d+)? \/ 36$/,
    birthnameMissing: 'गुण मिलान देखने के लिए अपना जन्म नाम जोड़ें',
    addBirthDetails: 'जन्म की जानकारी जोड़ें',
    aspects: ['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी'],
    profileActions: 'प्रोफ़ाइल के विकल्प',
    sendInterest: 'रुचि भेजें',
    interestSentState: 'आपने रुचि भेजी है',
    interestSent: 'रुचि भेज दी गई',
    newMessage: 'आपके लिए एक नया संदेश है',
    messagesWith: (name: string) => new RegExp(`^${name}.* के साथ संदेश$`),
    message: 'संदेश',
    send: 'भेजें',
    enterHint: 'Enter दबाने से संदेश जाएगा, Shift+Enter से नई लाइन',
    conversations: 'आपकी बातचीत',
    typed: {
      hello: 'नमस्ते स्नेहा! आपका परिचय पढ़ा, अच्छा लगा। 🙏 (Pune, 2 बजे?)',
      again: 'क्या हम मिल सकते हैं?',
      reply: 'हाँ, ज़रूर! रविवार ठीक रहेगा? — स्नेहा',
    },
    chats: 'चैट',
    plansTitle: 'सदस्यता प्लान',
    monthly: ['₹499', '₹699'],
    orYearly: 'या ₹4,999 / साल',
    perMonth: '/ महीना',
    chooseBelief: 'बिलीफ़ चुनें',
    api: {
      accountExists: 'इस ई-मेल से पहले ही एक खाता बना हुआ है।',
      interestAlreadySent: 'आप पहले ही रुचि भेज चुके हैं',
    },
  },
} as const;

/** The Marathi digits of a whole number ('0' → '०'); Hindi keeps Latin digits. */
const digits = (lang: Lang, n: number) =>
  lang === 'mr' ? String(n).replace(/\d/g, (d) => '०१२३४५६७८९'[Number(d)] ?? d) : String(n);

const tag = () => crypto.randomBytes(3).toString('hex');
const yearsAgo = (years: number) => `${new Date().getFullYear() - years}-03-15`;

/** The token the web app keeps for the signed-in member. */
const tokenOf = async (page: Page) => (await page.evaluate(() => localStorage.getItem('token'))) ?? '';

const savedLanguage = async (token: string) =>
  (await api<{ language: string }>('GET', '/api/v1/user', token)).language;

/** POST /api/v1/interests as the member, with no Accept-Language: the answer's error message. */
async function interestError(token: string, to: string): Promise<{ status: number; message?: string }> {
  const res = await fetch(`${baseUrl()}/api/v1/interests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-app': 'jodi', authorization: `Bearer ${token}` },
    body: JSON.stringify({ to }),
  });
  const body = (await res.json()) as { error?: { message?: string } };
  return { status: res.status, message: body.error?.message };
}

/** Nothing is wider than the phone: long Devanagari words wrap instead of pushing the page sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = page.viewportSize()?.width ?? 0;
  const overflowing = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflowing, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** A tap target at least 44 px high. */
async function expectTappable(target: Locator) {
  const box = await target.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

/**
 * A signed-in member's languages: the top bar's buttons (the other languages) or, where a phone's bar
 * has no room for them, the account menu's items (all three, the current one ticked), which it opens.
 * `option(name)` is the tap target of one language; `inBar` says which.
 */
async function memberLanguages(
  page: Page,
  lang: Lang,
): Promise<{ option: (name: string) => Locator; all: Locator; inBar: boolean }> {
  const banner = page.getByRole('banner');
  const bar = banner.getByRole('group', { name: TEXTS[lang].languageGroup });
  await expect(banner.getByRole('button', { name: TEXTS[lang].accountMenu })).toBeVisible();
  if (await bar.isVisible()) {
    return { option: (name) => bar.getByRole('button', { name }), all: bar.getByRole('button'), inBar: true };
  }
  await banner.getByRole('button', { name: TEXTS[lang].accountMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'English' })).toBeVisible();
  const names = ['English', 'मराठी', 'हिन्दी'];
  return {
    option: (name) => menu.getByRole('menuitem', { name, exact: true }),
    all: menu.getByRole('menuitem').filter({ hasText: new RegExp(`^(${names.join('|')})$`) }),
    inBar: false,
  };
}

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'Marathi and Hindi are checked on the phone');
});

for (const lang of ['mr', 'hi'] as const) {
  const T = TEXTS[lang];

  test.describe(`in ${T.name}`, () => {
    test(`${lang}: sign-up in ${T.name}, the guided start, a Devanagari birth name, Gun Milan and an interest`, async ({
      page,
    }, testInfo) => {
      const city = `Wardha${tag()}`;
      // The groom this bride will find: in a city only this test uses, vegetarian, with a birth name
      // and preferences she meets.
      const groom = await createMemberWithProfile(
        {
          name: 'अनिकेत',
          lastName: 'देशपांडे',
          gender: 'male',
          current_city: city,
          dietary_preferences: 'veg',
          birthname: 'अनिकेत',
        },
        [await makeJpeg('Aniket', 200)],
      );
      await api('PUT', '/api/v1/preferences', groom.token, {
        age_min: 22,
        age_max: 35,
        maritial_statuses: ['never_married'],
        cities: ['Pune'],
      });
      const taken = await createMember();

      // Sign-up: one tap on the language, and the page is in it.
      await page.goto('/signup');
      const chooser = page.getByRole('main').getByRole('group', { name: 'Language' });
      await expect(chooser.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
      await chooser.getByRole('button', { name: T.name }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const switcher = page.getByRole('main').getByRole('group', { name: T.languageGroup });
      await expect(switcher.getByRole('button', { name: T.name })).toHaveAttribute('aria-pressed', 'true');
      for (const button of await switcher.getByRole('button').all()) await expectTappable(button);
      await expect(page.getByRole('heading', { name: T.signupTitle })).toBeVisible();
      await expect(page.getByText(T.chooseLanguage)).toBeVisible();
      // The API answers a visitor in the page's language (Accept-Language).
      await page.getByLabel(T.email, { exact: true }).fill(taken.email);
      await page.getByLabel(T.password, { exact: true }).fill('start-pass-1');
      await page.getByRole('button', { name: T.signupSubmit }).click();
      await expect(page.getByText(T.api.accountExists)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-signup`);
      await page.getByLabel(T.email, { exact: true }).fill(uniqueEmail(`start-${lang}`));
      await page.getByRole('button', { name: T.signupSubmit }).click();
      await expect(page).toHaveURL(/\/start$/);
      const token = await tokenOf(page);
      expect(await savedLanguage(token)).toBe(lang);

      // Until the minimum is there, the listing says why and leads back to the guided start.
      await page.goto('/profiles');
      await expect(page.getByText(T.notShown)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.getByRole('link', { name: T.completeProfile }).click();

      // 1 of 5: who creates the profile.
      await expect(page).toHaveURL(/\/start/);
      await expect(page.getByRole('heading', { name: T.startTitle })).toBeVisible();
      await expect(page.getByText(T.meter(digits(lang, 0)))).toBeVisible();
      await expect(page.getByText(T.stepOf(digits(lang, 1)))).toBeVisible();
      await expect(page.getByRole('heading', { name: T.steps.who })).toBeVisible();
      await page.getByRole('radio', { name: T.myself, exact: true }).check();
      await page.getByRole('radio', { name: T.bride, exact: true }).check();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-start-who`);
      await page.getByRole('button', { name: T.next }).click();

      // 2 of 5: the basics, labels worded for "myself".
      await expect(page.getByRole('heading', { name: T.steps.basics })).toBeVisible();
      await page.getByLabel(T.fields.name, { exact: true }).fill('रोहिणी');
      await page.getByLabel(T.fields.birthdate, { exact: true }).fill(yearsAgo(26));
      await page.getByLabel(T.fields.city, { exact: true }).fill('Pune');
      await page.getByLabel(T.fields.maritalStatus, { exact: true }).selectOption('never_married');
      await page.getByLabel(T.fields.height, { exact: true }).selectOption('160');
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-start-basics`);
      await page.getByRole('button', { name: T.next }).click();

      // 3 of 5: a photo.
      await expect(page.getByRole('heading', { name: T.steps.photo })).toBeVisible();
      await expect(page.getByText(T.meter(digits(lang, 5)))).toBeVisible();
      await page.getByLabel(T.choosePhotos).setInputFiles({
        name: 'rohini.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeJpeg('Rohini', 330),
      });
      await expect(page.getByText(T.meterDone)).toBeVisible();
      await keepScreenshot(page, testInfo, `${lang}-start-photo`);
      await page.getByRole('button', { name: T.next }).click();

      // 4 of 5: birth details for Gun Milan (optional): left for later here.
      await expect(page.getByRole('heading', { name: T.steps.birth })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-start-birth`);
      await page.getByRole('button', { name: T.next }).click();

      // 5 of 5: partner preferences.
      await expect(page.getByRole('heading', { name: T.steps.preferences })).toBeVisible();
      const cities = page.getByRole('textbox', { name: T.cities, exact: true });
      await cities.fill(city);
      await page.getByRole('option', { name: T.fields.cityAsTyped(city) }).click();
      await expect(cities).toHaveValue('');
      await expect(page.getByText(city, { exact: true })).toBeVisible();
      await page
        .getByRole('group', { name: T.diet, exact: true })
        .getByRole('checkbox', { name: T.veg, exact: true })
        .check();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-start-preferences`);
      await page.getByRole('button', { name: T.finish }).click();

      await expect(page).toHaveURL(/\/matches$/);
      // First: the groom of her city (a name as families write it, in Devanagari), a match both ways.
      // Today's picks are left out of Best matches, so the groom is in one or the other.
      const first = page.getByRole('article').filter({ has: page.getByRole('link', { name: groom.name }) });
      await expect(first.getByText(city).first()).toBeVisible();
      // Both his photo and his name lead to his profile.
      await expect(first.getByRole('link', { name: groom.name }).first()).toBeVisible();
      await expect(first.getByText(T.mutual)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-matches`);

      // The guided start asks no birth name: step 4 of /info does, and takes it in Devanagari.
      await page.goto('/info?go=4');
      await expect(page.getByRole('heading', { name: T.astrology, exact: true })).toBeVisible();
      await expect(page.getByText(T.infoStep4)).toBeVisible();
      await page.getByLabel(T.birthname, { exact: true }).fill('रोहिणी');
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-info-birthname`);
      await page.getByRole('button', { name: T.next }).click();
      await expect(page.getByText(T.profileSaved)).toBeVisible();
      const me = await api<{ birthname?: string }>('GET', '/api/v1/myprofile', token);
      expect(me.birthname).toBe('रोहिणी');

      // Gun Milan on the groom's profile, in the language.
      await page.goto(profilePath(groom.profileId));
      const panel = page.getByRole('region', { name: T.gunMilan });
      await expect(panel.getByLabel(T.gunMilanTotal)).toBeVisible();
      for (const aspect of T.aspects) {
        await expect(panel.getByRole('rowheader', { name: aspect, exact: true })).toBeVisible();
      }
      await panel.scrollIntoViewIfNeeded();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-gun-milan`);

      // An interest from the profile's actions; sent again, the API's 424 is in her language.
      const actions = page.getByRole('group', { name: T.profileActions });
      await actions.getByRole('button', { name: T.sendInterest }).click();
      await expect(page.getByText(T.interestSent, { exact: true })).toBeVisible();
      await expect(page.getByText(T.interestSentState)).toBeVisible();
      await keepScreenshot(page, testInfo, `${lang}-interest-sent`);
      expect(await interestError(token, groom.profileId)).toEqual({
        status: 424,
        message: T.api.interestAlreadySent,
      });
    });

    test(`${lang}: two members chat in ${T.name}, a message shown as typed`, async ({
      page,
      browser,
    }, testInfo) => {
      const groom = await createMemberWithProfile({ name: 'कुणाल', lastName: 'बापट', gender: 'male' }, [
        await makeJpeg('K', 190),
      ]);
      const bride = await createMemberWithProfile({ name: 'स्नेहा', lastName: 'गोखले', gender: 'female' }, [
        await makeJpeg('S', 340),
      ]);
      for (const member of [groom, bride]) {
        await api('PUT', '/api/v1/user', member.token, { user: { language: lang } });
      }
      const request = await api<{ id: string }>('POST', '/api/v1/chatrequests', groom.token, {
        to: bride.profileId,
        accepted: false,
        declined: false,
      });
      await api('PUT', `/api/v1/chatrequests/${request.id}/`, bride.token, {
        accepted: true,
        declined: false,
      });

      // Signing in (the login screen of an English browser) brings the member's saved language.
      await signInAs(page, groom);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.goto(`/chat?pid=${Buffer.from(bride.profileId).toString('base64url')}`);
      const groomLog = page.getByRole('log', { name: T.messagesWith(bride.name) });
      await expect(groomLog).toBeVisible();
      // A phone has no Shift key to speak of, so the keyboard hint is not shown on one.
      await expect(page.getByText(T.enterHint)).toHaveCount(0);

      const context = await openSecondWindow(browser, page);
      const bridePage = await context.newPage();
      await signInAs(bridePage, bride);
      await expect(bridePage.locator('html')).toHaveAttribute('lang', lang);

      const { hello, again, reply } = T.typed;
      const box = page.getByRole('textbox', { name: T.message, exact: true });
      await box.fill(hello);
      await expect(box).toHaveValue(hello);
      await page.getByRole('button', { name: T.send, exact: true }).click();
      await expect(groomLog.getByText(hello, { exact: true })).toBeVisible();
      // The first message may arrive before her socket is up: then the count comes on connect.
      await expect(bridePage.getByTestId('unread-chats-badge')).toBeVisible();
      await box.fill(again);
      await box.press('Enter');
      await expect(groomLog.getByText(again, { exact: true })).toBeVisible();
      await expect(bridePage.getByText(T.newMessage).first()).toBeVisible();
      await expectNoSidewaysScroll(bridePage);
      await keepScreenshot(bridePage, testInfo, `${lang}-chat-badge`);

      await bridePage
        .getByRole('navigation')
        .getByRole('link', { name: new RegExp(`^${T.chats}`) })
        .click();
      await expect(bridePage).toHaveURL(/\/chats$/);
      await expect(bridePage.getByRole('list', { name: T.conversations })).toBeVisible();
      await keepScreenshot(bridePage, testInfo, `${lang}-chats`);
      await bridePage.getByRole('link', { name: /कुणाल/ }).first().click();
      const brideLog = bridePage.getByRole('log', { name: T.messagesWith(groom.name) });
      await expect(brideLog.getByText(hello, { exact: true })).toBeVisible();
      await bridePage.getByRole('textbox', { name: T.message, exact: true }).fill(reply);
      await bridePage.getByRole('button', { name: T.send, exact: true }).click();
      await expect(groomLog.getByText(reply, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-chat-conversation`);
      await context.close();
    });

    test(`${lang}: the plans in ${T.name} with Indian prices; the top bar's choice is saved and survives a reload`, async ({
      page,
    }, testInfo) => {
      const member = await createMemberWithProfile({ name: 'Harsh', gender: 'male' });
      const other = await createMemberWithProfile({ name: 'Mrunal', gender: 'female' });
      await api('PUT', '/api/v1/user', member.token, { user: { language: lang } });
      await api('POST', '/api/v1/interests', member.token, { to: other.profileId });
      // Signing in (the login screen of an English browser) brings the member's saved language.
      await signInAs(page, member);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: T.plansTitle, level: 1 })).toBeVisible();
      for (const price of T.monthly) await expect(page.getByText(price, { exact: true })).toBeVisible();
      await expect(page.getByText(T.orYearly, { exact: true })).toBeVisible();
      await expect(page.getByText(T.perMonth, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('button', { name: T.chooseBelief })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-subscription`);

      // The top bar offers the other languages (or, on a bar with no room, the account menu offers
      // all three, this one pressed), each a full-size tap target.
      const languages = await memberLanguages(page, lang);
      if (languages.inBar) await expect(languages.option(T.name)).toHaveCount(0);
      else await expect(languages.option(T.name)).toHaveAttribute('aria-current', 'true');
      await expect(languages.option('English')).toBeVisible();
      for (const option of await languages.all.all()) await expectTappable(option);
      await keepScreenshot(page, testInfo, `${lang}-top-bar`);

      // A tap saves the choice on the account; after a reload the page is in it, and so is the API.
      await languages.option(T.other.name).click();
      await expect.poll(() => savedLanguage(member.token)).toBe(T.other.lang);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', T.other.lang);
      await expect(page.getByRole('heading', { name: T.other.plansTitle, level: 1 })).toBeVisible();
      await expect(page.getByText(T.other.belief, { exact: true })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-reloaded-in-${T.other.lang}`);
      expect(await interestError(member.token, other.profileId)).toEqual({
        status: 424,
        message: TEXTS[T.other.lang].api.interestAlreadySent,
      });

      // And back, from the other language's top bar.
      await (await memberLanguages(page, T.other.lang)).option(T.name).click();
      await expect.poll(() => savedLanguage(member.token)).toBe(lang);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: T.plansTitle, level: 1 })).toBeVisible();
      expect(await interestError(member.token, other.profileId)).toEqual({
        status: 424,
        message: T.api.interestAlreadySent,
      });
    });

    test(`${lang}: a tap on the top bar's language changes the page at once, and it stays changed`, async ({
      page,
    }, testInfo) => {
      const member = await createMemberWithProfile({ name: 'Harsh', gender: 'male' });
      await api('PUT', '/api/v1/user', member.token, { user: { language: lang } });
      await signInAs(page, member);
      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: T.plansTitle, level: 1 })).toBeVisible();

      await (await memberLanguages(page, lang)).option(T.other.name).click();
      await expect(page.locator('html')).toHaveAttribute('lang', T.other.lang);
      await expect.poll(() => savedLanguage(member.token)).toBe(T.other.lang);
      // Still in the new language once the choice is saved: nothing brings the old one back.
      await expect(page.getByRole('heading', { name: T.other.plansTitle, level: 1 })).toBeVisible();
      await expect(page.getByText(T.other.belief, { exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', T.other.lang);
      await expect(
        page.getByRole('banner').getByRole('button', { name: TEXTS[T.other.lang].accountMenu }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/subscription$/);
      await expectNoSidewaysScroll(page);
      await keepScreenshot(page, testInfo, `${lang}-switched-to-${T.other.lang}`);
    });

    test(`${lang}: without a birth name, the Gun Milan panel asks for it in ${T.name} and leads to /info step 4`, async ({
      page,
    }) => {
      const bride = await createMemberWithProfile({ name: 'मृणाल', gender: 'female', birthname: 'मृणाल' });
      const groom = await createMemberWithProfile({ name: 'यश', gender: 'male' });
      await api('PUT', '/api/v1/user', groom.token, { user: { language: lang } });
      await signInAs(page, groom);
      await page.goto(profilePath(bride.profileId));
      const panel = page.getByRole('region', { name: T.gunMilan });
      await expect(panel).toBeVisible();
      // The notice says what is missing; the action beside it leads to the birth details.
      await expect(panel.getByText(T.birthnameMissing)).toBeVisible();
      await panel.getByRole('link', { name: T.addBirthDetails }).click();
      // Step 4, and back to the profile once saved (`from`).
      await expect(page).toHaveURL(/\/info\?go=4&from=/);
      await expect(page.getByLabel(T.birthname, { exact: true })).toBeVisible();
    });
  });
}
