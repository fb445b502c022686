import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

let pageTitle = 'Cuppa';

/** The page's own title; the shell puts it back whenever the tab's visibility changes. */
export function usePageTitle(title: string | null): void {
  const { t } = useTranslation();
  const brand = t('brand');
  useEffect(() => {
    pageTitle = title ? `${title} · ${brand}` : brand;
    document.title = pageTitle;
  }, [title, brand]);
}

export function resetDocumentTitle(): void {
  document.title = pageTitle;
}
