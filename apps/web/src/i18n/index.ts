export { type Catalogue, type PageKey, type SourceCatalogue, t } from './catalogue';
export { activeLanguage, initialLanguage } from './current';
export { applyLanguage, loadMoreTexts, useLanguage } from './language';
