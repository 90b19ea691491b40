/**
 * The 10-digit number GET /api/v1/whatsapp takes (the server adds the country prefix 91), from a
 * phone as staff typed it: "98765 43210", "+91 98765-43210" or "098765 43210". Null when it is not one.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return null;
}
