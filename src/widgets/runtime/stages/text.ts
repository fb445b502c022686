// A stage of the runtime (see loader/cuppa.ts): i18next and its React binding.
export { createFixedI18n } from '../../../core/i18n/create-fixed-i18n';
export { useTranslation } from 'react-i18next';
