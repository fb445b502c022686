import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguages } from '../../core/config/config';
import { toSupportedLanguage } from '../../core/i18n/languages';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toSupportedLanguage(i18n.resolvedLanguage) ?? 'en';

  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('language.label')}</label>
      <select id={id} value={current} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
        {supportedLanguages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
