import { pageTitle } from '@jodi/contract';
import { useEffect } from 'react';
import { t } from '../i18n';

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const tag = document.createElement('meta');
  tag.name = 'description';
  document.head.append(tag);
  return tag;
}

/** Sets the tab title ("Login – Jodi") and the meta description of the current screen. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    descriptionTag().content = description || t.app.description;
  }, [title, description]);
}
