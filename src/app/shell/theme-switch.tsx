import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { themeChoiceSchema } from '../../core/config/config';
import { useAppServices } from '../boot/app-context';
import { useBrowserState } from '../hooks/use-browser-state';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme } = useAppServices();
  // The stored choice is the browser's: a server-rendered page hydrates with 'auto', then shows it.
  const choice = useBrowserState(theme, (state) => state.choice, 'auto');
  const setChoice = useStore(theme, (state) => state.setChoice);
  const id = useId();

  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('theme.label')}</label>
      <select id={id} value={choice} onChange={(event) => setChoice(themeChoiceSchema.parse(event.target.value))}>
        {themeChoiceSchema.options.map((option) => (
          <option key={option} value={option}>
            {t(`theme.${option}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
