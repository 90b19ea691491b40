import { useEffect, useState } from 'react';

/** Seconds left of a countdown from `seconds` that starts on mount; 0 at once when `seconds` is 0. */
export function useCountdown(seconds: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return left;
}
