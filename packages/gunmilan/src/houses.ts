/** The whole-sign house of `sign` counted from `fromSign`, both 1..12 (the same sign is the 1st). */
export function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}
