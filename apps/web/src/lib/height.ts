const CM_PER_INCH = 2.54;

/** 168 -> 5′6″ (feet and inches, rounded to the nearest inch). */
export function feetInches(cm: number): string {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(totalInches / 12)}′${totalInches % 12}″`;
}

/** 168 -> 5′6″ (168 cm); null for no height. */
export function formatHeight(cm: number | null | undefined): string | null {
  if (typeof cm !== 'number' || !Number.isFinite(cm)) return null;
  return `${feetInches(cm)} (${cm} cm)`;
}
