import { t } from '../i18n';

/** The Jodi mark: two joined rings and a kite tip, with the word mark. Colours suit the navy top bar. */
export function Logo({ height = 32 }: { height?: number }) {
  return (
    <svg role="img" aria-label={t.app.name} viewBox="0 0 118 40" height={height} width={(height * 118) / 40}>
      <circle cx="15" cy="22" r="10" fill="none" stroke="#7bc3ea" strokeWidth="4" />
      <circle cx="27" cy="22" r="10" fill="none" stroke="#ffffff" strokeWidth="4" />
      <path d="M27 4 l3 4.5 l-3 3 l-3 -3 z" fill="#7bc3ea" />
      <text
        x="44"
        y="30"
        fill="#ffffff"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="25"
        fontWeight="700"
      >
        Jodi
      </text>
    </svg>
  );
}
