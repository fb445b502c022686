// A stage of the runtime (see loader/cuppa.ts): i18next, and the provider and hook of its React binding
// that the views use.
export { createFixedI18n } from '../../../core/i18n/create-fixed-i18n';
export { I18nextProvider, useTranslation } from 'react-i18next';
