// A stage of the runtime (see loader/cuppa.ts): i18next and its React binding.
export { createI18n } from '../../../core/i18n/create-i18n';
export { useTranslation } from 'react-i18next';
