import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@jodi/i18n/languages';
import { t, useLanguage } from '../../i18n';
import classes from './LanguageSwitch.module.css';
import { useChangeLanguage } from './useChangeLanguage';

interface LanguageSwitchProps {
  /**
   * 'bar': the top bar's, on navy, offering the other languages. 'all': the sign-up screen's, every
   * language with the current one pressed.
   */
  variant: 'bar' | 'all';
}

/** One tap to read Jodi in another language, each named in its own script (and marked with its lang). */
export function LanguageSwitch({ variant }: LanguageSwitchProps) {
  const current = useLanguage();
  const change = useChangeLanguage();
  const shown: readonly Language[] = variant === 'bar' ? LANGUAGES.filter((l) => l !== current) : LANGUAGES;
  return (
    <fieldset
      aria-label={t.language.label}
      className={`${classes.group} ${variant === 'bar' ? classes.onDark : classes.onLight}`}
    >
      {shown.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={classes.option}
          aria-pressed={variant === 'all' ? language === current : undefined}
          onClick={() => void change(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </fieldset>
  );
}
