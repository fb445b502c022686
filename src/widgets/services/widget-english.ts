import texts from 'virtual:locale/en/common/actions.loading,creator,errors,subscribe.button,subscribe.subscribed,tip.readyToSend,wallet';

/**
 * The English texts the widgets show before anyone opens a dialog, shipped with them so an English page
 * needs no request before they render; the dialogs bring their own (dialog-english.ts). Picked text by
 * text at build time (scripts/build-tools/vite/locale-pick-plugin.ts): a section of the file would bring every
 * dialog's texts too. runtime/widget-texts.test.ts finds every key the widgets use here or in the dialogs'.
 * Any other language loads whole from the app.
 */
export const widgetEnglish = texts;
