import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageList, toSupportedLanguage } from '../../core/i18n/languages';

/** Each language in its own name: a reader finds theirs whatever the page is in now. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage) ?? 'en';

  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {languageList.map(({ tag, name }) => (
          <option key={tag} value={tag} lang={tag}>
            {name}
          </option>
        ))}
      </select>
    </span>
  );
}
