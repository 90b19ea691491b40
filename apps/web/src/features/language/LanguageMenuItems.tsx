import { LANGUAGE_NAMES, LANGUAGES } from '@jodi/i18n/languages';
import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { t, useLanguage } from '../../i18n';
import { useChangeLanguage } from './useChangeLanguage';

/** The three languages as items of a menu (the avatar menu), each in its own script, the current one ticked. */
export function LanguageMenuItems() {
  const current = useLanguage();
  const change = useChangeLanguage();
  return (
    <>
      <Menu.Label>{t.language.label}</Menu.Label>
      {LANGUAGES.map((language) => (
        <Menu.Item
          key={language}
          lang={language}
          aria-current={language === current ? 'true' : undefined}
          rightSection={language === current ? <IconCheck aria-hidden size={16} /> : null}
          onClick={() => void change(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Menu.Item>
      ))}
    </>
  );
}
