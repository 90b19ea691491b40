import type { MessageSafetyConcern } from '@jodi/contract';

/**
 * What a chat message between members who have not matched yet may be flagged for (decision 17): the
 * scams families meet on matrimony sites ask for money soon, for a payment-app handle or a bank
 * account, or to carry on somewhere without reports and blocks. A flag only adds a calm warning
 * for the receiver; the message is delivered as written. Precision matters more than recall here:
 * a warning on an ordinary message teaches people to ignore it.
 */

/** UPI handles: name@bank-or-app (the common payment-service suffixes). */
const UPI_HANDLE =
  /[a-z0-9._-]{2,}@(?:upi|ybl|ibl|axl|apl|yapl|okaxis|okhdfcbank|okicici|oksbi|paytm|ptyes|ptsbi|pthdfc|ptaxis|axisbank|hdfcbank|icici|sbi|kotak|yesbank|airtel|jio|fbl|idfcbank|indus|federal|barodampay|unionbank|pnb|boi|cnrb)\b/;
/** Indian bank branch codes (IFSC): four letters, a zero, six letters or digits. */
const IFSC = /\b[a-z]{4}0[a-z0-9]{6}\b/;
/** An account number beside the word for it (English, Hindi, Marathi). */
const ACCOUNT_NUMBER = /(?:account|a\/c|acct|acc no|ac no|खाता|खाते|अकाउंट)[^0-9\n]{0,25}\d[\d\s-]{8,20}\d/;
const PAYMENT_APPS =
  /\b(?:g ?pay|google ?pay|phone ?pe|paytm|bhim|upi id|upi|western union|moneygram|bitcoin|crypto|usdt|gift ?card)\b/;
/**
 * A request for money: a verb of giving or lending near the word money or a currency, or a
 * transfer of a bare amount. "My pay is 50,000 a month" is not one.
 */
const MONEY_REQUEST =
  /\b(?:send|transfer|lend|borrow|need|deposit|pay|give|loan)\b[^.?!\n]{0,40}(?:\bmoney\b|\brs\.?\s?\d|₹|\binr\b|\brupees?\b|\blakhs?\b|\bdollars?\b|\bfees?\b)|\b(?:send|transfer|deposit)\b[^.?!\n]{0,15}\d{3,}/;
const MONEY_WORDS_DEVANAGARI = /(?:पैसे|पैसा|रुपये|रुपए|रुपया|उधार|कर्ज|पेमेंट|ट्रान्सफर|ट्रांसफर)/;

const OTHER_APPS =
  /\b(?:whats ?app|watsapp|telegram|signal app|snapchat|instagram|insta|facebook|messenger|wechat|imo|skype)\b|व्हॉट्सॲप|व्हाट्सएप|व्हॉट्सअ‍ॅप|टेलीग्राम/;
/** An Indian mobile number, with or without +91. */
const PHONE_NUMBER = /(?:\+?91[\s-]?)?\b[6-9]\d{4}[\s-]?\d{5}\b/;

/** The message's text as the patterns read it: compatibility forms folded, lower case. */
const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

export function messageSafetyConcern(text: string): MessageSafetyConcern | null {
  const t = normalise(text);
  if (
    UPI_HANDLE.test(t) ||
    IFSC.test(t) ||
    ACCOUNT_NUMBER.test(t) ||
    PAYMENT_APPS.test(t) ||
    MONEY_REQUEST.test(t) ||
    MONEY_WORDS_DEVANAGARI.test(t)
  ) {
    return 'money';
  }
  if (OTHER_APPS.test(t) || PHONE_NUMBER.test(t)) {
    return 'off_platform';
  }
  return null;
}
